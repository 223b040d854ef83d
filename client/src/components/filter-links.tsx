import { Link } from 'react-router-dom';
import { useActiveIntoView } from '../lib/use-active-into-view';
import * as buttonCss from './button.css';
import * as filterLinksCss from './filter-links.css';

/** Chakra's small brand pill button (button.css.ts): solid when chosen, white outline else. */
const LINK = `${buttonCss.root} ${buttonCss.sm} ${buttonCss.brand} ${buttonCss.pill}`;
const IDLE = `${buttonCss.outline} ${filterLinksCss.linkIdle}`;

export interface FilterLinkItem {
  /** The visible label, and the link's accessible name. */
  label: string;
  /** The list's query string with this choice applied (`?category=kuliner`). */
  search: string;
  active: boolean;
  /** How many items the choice holds, shown beside the label (decoration: not in the name). */
  count?: number;
}

/**
 * A row of filter, sort or tab choices as real links (they work without JavaScript and keep the
 * choice in the URL). It scrolls sideways on phones rather than pushing the list down. Static
 * markup on filter-links.css.ts, so it renders with or without Chakra's runtime.
 */
export function FilterLinks(props: { label: string; items: FilterLinkItem[] }) {
  const activeSearch = props.items.find((item) => item.active)?.search;
  // On a phone the row scrolls sideways: bring the chosen item into view.
  const listRef = useActiveIntoView(activeSearch);

  return (
    <nav aria-label={props.label} className={filterLinksCss.root}>
      <ul ref={listRef} className={filterLinksCss.list}>
        {props.items.map((item) => (
          <li key={item.search} className={filterLinksCss.item}>
            <Link
              to={{ search: item.search }}
              preventScrollReset
              aria-current={item.active ? 'page' : undefined}
              data-ripple=""
              className={item.active ? `${LINK} ${buttonCss.solid}` : `${LINK} ${IDLE}`}
            >
              {item.label}
              {item.count == null ? null : (
                <span aria-hidden="true" className={filterLinksCss.count}>
                  {item.count}
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The query string of a list with some parameters changed (null removes one). Changing a filter
 * starts the list again from its first page, so `page` always goes.
 */
export function listSearch(
  current: URLSearchParams,
  changes: Record<string, string | null>,
): string {
  const next = new URLSearchParams(current);
  next.delete('page');
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) next.delete(key);
    else next.set(key, value);
  }
  const text = next.toString();
  return text ? `?${text}` : '';
}
