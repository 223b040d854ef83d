import type { CSSProperties, ReactNode } from 'react';
import * as homeCss from './home.css';

/**
 * A home row: on phones one line that scrolls sideways and snaps to each card (the next card
 * peeks in, so it is clear there is more), from `md` on a grid of `columns`. The two numbers
 * reach the static classes (home.css.ts) as custom properties.
 */
export function ScrollRow({
  children,
  columns = 4,
  itemWidth = '44%',
}: {
  children: ReactNode;
  columns?: number;
  /** Width of one card on phones, as a share of the row. */
  itemWidth?: string;
}) {
  const style = { '--mv-row-columns': columns, '--mv-row-item-width': itemWidth } as CSSProperties;
  return (
    <ul className={homeCss.scrollRow} style={style}>
      {children}
    </ul>
  );
}

/** One cell of a `ScrollRow`. */
export function ScrollRowItem({ children }: { children: ReactNode }) {
  return <li className={homeCss.scrollRowItem}>{children}</li>;
}
