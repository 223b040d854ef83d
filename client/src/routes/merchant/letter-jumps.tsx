import type { CSSProperties } from 'react';
import { LOCALE } from '../../lib/format';
import * as merchantCss from './merchant.css';

const LETTERS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ', '#'];

/** The group a name sorts under: its first letter, or '#' for digits and symbols. */
export function initialOf(name: string): string {
  const first = name.trim().charAt(0).toLocaleUpperCase(LOCALE);
  return /^[A-Z]$/.test(first) ? first : '#';
}

/** Id of a letter's section, for the in-page jump links. */
export function letterAnchor(letter: string): string {
  return letter === '#' ? 'huruf-lain' : `huruf-${letter}`;
}

/** Merchants grouped by initial, A to Z then '#', keeping the list's order inside a group. */
export function groupByInitial<T extends { name: string }>(items: readonly T[]) {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const letter = initialOf(item.name);
    groups.set(letter, [...(groups.get(letter) ?? []), item]);
  }
  return LETTERS.filter((letter) => groups.has(letter)).map((letter) => ({
    letter,
    items: groups.get(letter)!,
  }));
}

/**
 * A–Z as in-page links to each letter's section; letters without merchants stay visible but
 * are not links. It sticks to the top while the grid scrolls, so a jump is always at hand.
 */
export function LetterJumps(props: { present: readonly string[] }) {
  const present = new Set(props.present);
  const letters = present.has('#') ? LETTERS : LETTERS.slice(0, -1);
  return (
    <nav aria-label="Lompat ke huruf" className={merchantCss.jumps}>
      <ul
        className={merchantCss.jumpsList}
        style={{ '--mv-letters': letters.length } as CSSProperties}
      >
        {letters.map((letter) => (
          <li key={letter}>
            {present.has(letter) ? (
              <a
                href={`#${letterAnchor(letter)}`}
                data-ripple=""
                className={`${merchantCss.jump} ${merchantCss.jumpLink}`}
              >
                {letter}
              </a>
            ) : (
              <span aria-disabled="true" className={`${merchantCss.jump} ${merchantCss.jumpOff}`}>
                {letter}
              </span>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
