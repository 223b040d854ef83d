import { Link, useLocation } from 'react-router-dom';
import * as buttonCss from './button.css';
import * as loadMoreCss from './load-more.css';

/**
 * "Muat lebih banyak": a real link to `?page=N+1` (works without JavaScript and for crawlers).
 * With JavaScript the route's loader fetches only the new page and the list shows it appended
 * (see `pagedList`); the scroll position stays where it was.
 */
export function LoadMoreLink(props: {
  /** The list's paging; none while the list has not come (nothing is shown). */
  pageInfo: { page: number; hasNextPage: boolean } | undefined;
}) {
  const location = useLocation();
  if (!props.pageInfo?.hasNextPage) return null;
  const search = new URLSearchParams(location.search);
  search.set('page', String(props.pageInfo.page + 1));
  return (
    <div className={loadMoreCss.root}>
      <Link
        to={{ search: `?${search}` }}
        preventScrollReset
        rel="next"
        className={`${buttonCss.root} ${buttonCss.md} ${buttonCss.brand} ${buttonCss.outline} ${loadMoreCss.link}`}
      >
        Muat lebih banyak
      </Link>
    </div>
  );
}
