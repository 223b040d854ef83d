import type { Rolldown } from 'vite';

type NameChunk = Rolldown.CodeSplittingNameFunction;
type Group = Rolldown.CodeSplittingGroup;
type RenderedChunk = Rolldown.RenderedChunk;
type ModuleInfoOf = Rolldown.ChunkingContext['getModuleInfo'];

/** The chunks `firstLoadGroups` names, beside the entry's own. */
const REACT_CHUNK = 'react';
const ROUTER_CHUNK = 'router';
const APOLLO_CHUNK = 'apollo';
const SHELL_CHUNK = 'shell';
const CONTENT_CHUNK = 'content';

/**
 * The libraries' chunks, in the order they run before the entry (`code-after-paint-plugin.ts`):
 * each is a module graph of its own, instantiated and run in a task of its own.
 */
export const LIBRARY_CHUNKS = [REACT_CHUNK, ROUTER_CHUNK, APOLLO_CHUNK] as const;

/**
 * The libraries every page runs before it hydrates: React itself, the router, and Apollo with
 * what it imports, but not its HTTP link, which loads with the first request
 * (src/lib/lazy-link.ts). Chakra and the rest of the UI kit are not here: they load with the
 * pages using them.
 */
const REACT = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;
const ROUTER = /node_modules[\\/]react-router[\\/]/;
const APOLLO =
  /node_modules[\\/](@apollo[\\/]client(?![\\/]link[\\/](http|persisted-queries)[\\/])|rxjs|graphql|optimism|@wry[\\/][^\\/]+|tslib)[\\/]/;

/**
 * The cards, images and sections most pages list, all on the home page: one `content` chunk
 * instead of a file each (the home page fetched a dozen 1–2 KB chunks). Modules only the home
 * page uses stay in its route chunk.
 */
const SHARED_CONTENT = /[\\/]src[\\/](components|features[\\/](?!home[\\/])[^\\/]+)[\\/]/;

function staticallyReachable(start: string, getModuleInfo: ModuleInfoOf): Set<string> {
  const seen = new Set<string>();
  const queue = [start];
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * Names the site's chunks of a first load (see vite.config.ts). Left to itself the bundler
 * splits the site's shell into some forty small files (a module shared by two routes becomes a
 * chunk of its own), each compressed alone: a first visit downloads a tenth more bytes and makes
 * as many requests. Here the libraries are two chunks (`firstLoadGroups`), the site's own
 * modules that the entry imports statically (the shell, the layout, the header and footer)
 * another, and the shared content components the home page shows a third; route modules and what
 * only they import are still split by route.
 */
export function firstLoadChunks(entryModule: string, homeRouteModule: string): NameChunk {
  let shell: Set<string> | null = null;
  let home: Set<string> | null = null;
  return (id, context) => {
    if (id.includes('node_modules') || id.startsWith('\0')) return null;
    const moduleInfo = (module: string) => context.getModuleInfo(module);
    shell ??= staticallyReachable(entryModule, moduleInfo);
    // The entry stays the entry chunk: it awaits the route module at the top level, and a route
    // module importing the chunk that holds that await would never finish loading.
    if (shell.has(id)) return id === entryModule ? null : SHELL_CHUNK;
    home ??= staticallyReachable(homeRouteModule, moduleInfo);
    return home.has(id) && SHARED_CONTENT.test(id) ? CONTENT_CHUNK : null;
  };
}

/**
 * The code-splitting groups of a first load: React's, the router's, Apollo's, then the site's
 * (`firstLoadChunks`). The libraries' come first, each a group of its own: a group also takes in
 * what its modules import, so with one group for everything the content chunk took React and the
 * router, and the libraries' chunk imported the content chunk. This way React's chunk imports
 * nothing of ours and the router's and Apollo's only React's, and each runs as a module graph of
 * its own before the entry's (client/build/code-after-paint-plugin.ts). The router and Apollo
 * are two files, not one: each file's arrival is a main-thread task (V8 finishing the compile it
 * streamed), one for both was a long task on a slow phone (docs/decisions.md).
 */
export function firstLoadGroups(entryModule: string, homeRouteModule: string): Group[] {
  return [
    { name: REACT_CHUNK, test: REACT, priority: 4 },
    { name: ROUTER_CHUNK, test: ROUTER, priority: 3 },
    { name: APOLLO_CHUNK, test: APOLLO, priority: 2 },
    {
      debugName: 'first-load',
      name: firstLoadChunks(entryModule, homeRouteModule),
      priority: 1,
    },
  ];
}

/** The chunks the entry imports statically: every page has run them before any dynamic import. */
const ENTRY_IMPORT_FILE = new RegExp(
  `^assets/(${[...LIBRARY_CHUNKS, SHELL_CHUNK, CONTENT_CHUNK, 'rolldown-runtime'].join('|')})-[\\w-]{8}\\.js$`,
);

/**
 * A dynamic import's preload list (Vite's `modulePreload.resolveDependencies`) without the chunks
 * the entry imports statically: they are loaded by then, and each import's list is written into
 * the first load's code (the shell's dynamic imports name ~145 files).
 */
export function withoutEntryImports(deps: string[]): string[] {
  return deps.filter((file) => !ENTRY_IMPORT_FILE.test(file));
}

/** V8's explicit compile hint: compile every function of the file eagerly. */
export const COMPILE_EVERYTHING_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Put before the libraries' chunks and the content chunk once they are minified
 * (`output.postBanner`). Nearly all of their code runs before the page is live, and V8 compiles a
 * function at its first call, on the main thread, inside module evaluation and hydration. With
 * the hint Chrome compiles these files whole on a background thread as they arrive: in traces of
 * a promo detail on the bench machine (unthrottled) the main thread's compiling went from 49-80
 * ms to 10-32 ms a load. Not the entry nor the shell: Vite writes its map of their dynamic
 * imports above the banner, and under that line of code V8 ignored the hint; moved to their top,
 * it made `/` worse in Lighthouse at 9.9x (TBT median 649 against 823 ms, the scripts' own
 * blocking 74 against 101 ms, ten pairs; bench/RESULTS.md). Hinting every chunk (routes,
 * dialogs) changed neither the load nor the taps measurably.
 */
export function compileHintBanner(chunk: RenderedChunk): string {
  return [...LIBRARY_CHUNKS, CONTENT_CHUNK].includes(chunk.name) ? COMPILE_EVERYTHING_HINT : '';
}
