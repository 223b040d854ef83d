import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import * as cardCss from './card.css';

const LAYOUTS = { 'row-until-sm': cardCss.rowUntilSm, tile: cardCss.tile };

/**
 * The box every entity card is: white, rounded, bordered, the whole card one link (a big tap
 * target) with the tap ripple. Styled by static classes (card.css.ts), not style props:
 * lists render many cards. `layout` picks the article row or the merchant tile.
 */
export function CardLink({
  to,
  testId,
  layout,
  children,
}: {
  to: string;
  testId: string;
  layout?: 'row-until-sm' | 'tile';
  children: ReactNode;
}) {
  return (
    <Link
      to={to}
      data-testid={testId}
      data-ripple=""
      className={layout ? `${cardCss.root} ${LAYOUTS[layout]}` : cardCss.root}
    >
      {children}
    </Link>
  );
}
