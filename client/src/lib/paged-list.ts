import type { FieldPolicy, Reference } from '@apollo/client';

/** What a `<Thing>Page` field holds in the normalised cache: every page fetched, by number. */
interface StoredPages {
  pages: Record<number, { items: Reference[]; pageInfo: unknown; __typename?: string }>;
}

interface PagedResult {
  __typename?: string;
  items: Reference[];
  pageInfo: { page: number } & Record<string, unknown>;
}

const DEFAULT_PAGE = 1;

/**
 * Field policy for `<Thing>Page` lists asked page by page (`promos(page: N)`):
 * every page is stored under one key (the arguments other than `page`), and asking for page N
 * reads pages 1..N as one list. So "Muat lebih banyak" (a link to `?page=N+1`) fetches only the
 * new page and shows it appended; going back to `?page=N` reads the first N pages from the
 * cache without a request; a page missing from the cache (and any page before it) is fetched.
 */
export function pagedList(keyArgs: string[] | false = false): FieldPolicy {
  return {
    keyArgs,
    merge(existing: StoredPages | undefined, incoming: PagedResult, { args }) {
      const page = Number(args?.page ?? DEFAULT_PAGE);
      return {
        pages: {
          ...(existing?.pages ?? {}),
          [page]: incoming,
        },
      };
    },
    read(existing: StoredPages | undefined, { args }) {
      if (!existing) return undefined;
      const page = Number(args?.page ?? DEFAULT_PAGE);
      const items: Reference[] = [];
      for (let number = 1; number <= page; number += 1) {
        const stored = existing.pages[number];
        // A page not fetched yet: undefined makes Apollo ask the network for page N.
        if (!stored) return undefined;
        items.push(...stored.items);
      }
      const last = existing.pages[page]!;
      return { ...last, items };
    },
  };
}

/**
 * A stored paged list (what `pagedList` keeps, as `cache.modify` hands it over) without the items
 * `drop` picks, each page's `totalCount` lowered to match: an item removed by a mutation leaves
 * the list at once, without asking for it again.
 */
export function withoutItems(stored: unknown, drop: (item: Reference) => boolean): unknown {
  const list = stored as StoredPages | undefined;
  if (!list?.pages) return stored;
  const removed = Object.values(list.pages).reduce(
    (count, page) => count + page.items.filter(drop).length,
    0,
  );
  if (removed === 0) return stored;
  const pages = Object.fromEntries(
    Object.entries(list.pages).map(([number, page]) => {
      const info = page.pageInfo as { totalCount?: number } | undefined;
      return [
        number,
        {
          ...page,
          items: page.items.filter((item) => !drop(item)),
          pageInfo:
            info && typeof info.totalCount === 'number'
              ? { ...info, totalCount: Math.max(0, info.totalCount - removed) }
              : page.pageInfo,
        },
      ];
    }),
  );
  return { ...list, pages };
}
