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
 * How wide the picture of a card that fills its cell is drawn, as `sizes`: on phones `phoneShare`
 * percent of the row, which is the page's width less the container's padding (1rem a side, so
 * `phoneShare`vw less that share of 32 px); from `md` one of `columns`, in the same ~1200 px
 * container as the card grid's `CARD_SIZES`. A phone at 2× then takes the 320 px rendition of a
 * promo's picture where the grid's 50vw asked for the 480 px one, and the wider campaign cards one
 * sharp enough.
 */
export function rowImageSizes({ columns, phoneShare }: RowLayout) {
  return `(min-width:80em) ${1200 / columns}px,(min-width:48em) ${100 / columns}vw,calc(${phoneShare}vw - ${phoneShare * 0.32}px)`;
}

/**
 * A home row: on phones one line that scrolls sideways and snaps to each card (the next card
 * peeks in, so it is clear there is more), from `md` on a grid of `columns`. The two numbers
 * reach the static classes (home.css.ts) as custom properties.
 */
export function ScrollRow({ children, layout }: { children: ReactNode; layout: RowLayout }) {
  const style = {
    '--mv-row-columns': layout.columns,
    '--mv-row-share': layout.phoneShare,
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
