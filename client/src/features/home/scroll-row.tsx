import type { CSSProperties, ReactNode } from 'react';
import * as homeCss from './home.css';

/** How a home row lays out its cards. */
export interface RowLayout {
  /** Cards in a line from `md` on. */
  columns: number;
  /** Width of one card on phones, in percent of the row. */
  phoneShare: number;
}

/**
 * A home row: on phones one line that scrolls sideways and snaps to each card (the next card
 * peeks in, so it is clear there is more), from `md` on a grid of `columns`. The two numbers
 * reach the static classes (home.css.ts) as custom properties; `homeRowSizes` (lib/image-url.ts)
 * turns them into the width a card's picture is drawn at.
 */
export function ScrollRow({ children, layout }: { children: ReactNode; layout: RowLayout }) {
  const style = {
    '--mv-row-columns': layout.columns,
    '--mv-row-item-width': `${layout.phoneShare}%`,
  } as CSSProperties;
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
