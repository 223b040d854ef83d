import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useMatches } from 'react-router-dom';

/** SPEC 3: the category or merchant of the current page, kept in one global context. */
interface PageData {
  category?: { id: string; slug: string; title: string };
  merchant?: { id: string; slug: string; name: string };
}

/** What a route loader returns to publish its entity (`return { pageData: { category } }`). */
export interface PageDataLoaderResult {
  pageData: PageData;
}

const PageDataContext = createContext<PageData>({});

function hasPageData(value: unknown): value is PageDataLoaderResult {
  return typeof value === 'object' && value !== null && 'pageData' in value;
}

export function PageDataProvider({ children }: { children: ReactNode }) {
  const matches = useMatches();
  const value = useMemo(() => {
    const merged: PageData = {};
    for (const match of matches) {
      if (hasPageData(match.loaderData)) Object.assign(merged, match.loaderData.pageData);
    }
    return merged;
  }, [matches]);
  return <PageDataContext.Provider value={value}>{children}</PageDataContext.Provider>;
}

/** The current page's category or merchant, from the matched routes' loaders. */
export function usePageData(): PageData {
  return useContext(PageDataContext);
}
