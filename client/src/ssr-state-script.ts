import type { PublicConfig } from './config/public-config';
import type { ApolloState } from './lib/apollo';

/** The script holding the member's data for hydration; removed once read (entry-client). */
export const SSR_STATE_SCRIPT_ID = 'ssr-state';

/**
 * What the server hands the browser for hydration: the Apollo cache, the public settings,
 * where the page's routes sit in the route table (`app/route-index-path.ts`) and the names of
 * the loaders' queries that hydration reads (the browser prepares them first:
 * `lib/prepared-queries.ts`).
 * A JSON data block (`type="application/json"`), which the browser does not run: as a script,
 * `/`'s 24 KB object literal was compiled and run inside the HTML parser's task (5–15 ms on the
 * emulated low-end phone), where `JSON.parse` in the entry takes about one. No global holds the
 * member's data meanwhile.
 */
export interface SsrState {
  apollo: ApolloState;
  publicConfig: PublicConfig;
  routeIndexPath: number[];
  queries: string[];
}

/** The page's state, parsed, and its element removed; empty when the page has none. */
export function takeSsrState(): Partial<SsrState> {
  const element = document.getElementById(SSR_STATE_SCRIPT_ID);
  if (!element) return {};
  element.remove();
  return JSON.parse(element.textContent ?? '{}') as Partial<SsrState>;
}
