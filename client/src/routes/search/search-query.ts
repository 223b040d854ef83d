import { graphql } from '../../gql';
import type { SearchType } from '../../gql/graphql';

export const SearchQuery = graphql(`
  query Search($q: String!, $type: SearchType, $limit: Int!) {
    search(q: $q, type: $type, limit: $limit) {
      q
      promos {
        id
        ...PromoCard_promo
      }
      events {
        id
        ...EventCard_event
      }
      articles {
        id
        ...ArticleCard_article
      }
      merchants {
        id
        ...MerchantCard_merchant
      }
      counts {
        promos
        events
        articles
        merchants
      }
    }
  }
`);

/** The search groups in page order, with their URL value (`?type=promo`) and heading. */
export const SEARCH_GROUPS = [
  { type: 'promo', searchType: 'PROMO', key: 'promos', label: 'Promo' },
  { type: 'event', searchType: 'EVENT', key: 'events', label: 'Event' },
  { type: 'article', searchType: 'ARTICLE', key: 'articles', label: 'Artikel' },
  { type: 'merchant', searchType: 'MERCHANT', key: 'merchants', label: 'Brand Partner' },
] as const satisfies ReadonlyArray<{
  type: string;
  searchType: SearchType;
  key: 'promos' | 'events' | 'articles' | 'merchants';
  label: string;
}>;

export type SearchGroup = (typeof SEARCH_GROUPS)[number];

/** Results per group on the overview; "Lihat semua" opens one group with up to ONE_GROUP_LIMIT. */
export const OVERVIEW_LIMIT = 4;
export const ONE_GROUP_LIMIT = 50;
/** The gateway takes 1 to 100 characters. */
const MAX_QUERY_LENGTH = 100;

/**
 * What the page searches for, from its URL (`?q=kopi&type=promo`): the same for the loader and
 * the component. The overview (every group, a few each, with the counts) is always asked; one
 * group with more results only when `type` names one.
 */
export function searchArgs(searchParams: URLSearchParams) {
  const q = Array.from((searchParams.get('q') ?? '').trim())
    .slice(0, MAX_QUERY_LENGTH)
    .join('');
  const group = SEARCH_GROUPS.find((item) => item.type === searchParams.get('type'));
  return {
    q,
    group,
    overview: { q, limit: OVERVIEW_LIMIT },
    oneGroup: group ? { q, type: group.searchType, limit: ONE_GROUP_LIMIT } : undefined,
  };
}
