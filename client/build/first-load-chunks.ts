import type { Rolldown } from 'vite';

type NameChunk = Rolldown.CodeSplittingNameFunction;
type RenderedChunk = Rolldown.RenderedChunk;
type ModuleInfoOf = Rolldown.ChunkingContext['getModuleInfo'];

/** The chunks `firstLoadChunks` names, beside the entry's own. */
const FRAMEWORK_CHUNK = 'framework';
const SHELL_CHUNK = 'shell';
const CONTENT_CHUNK = 'content';

/**
 * The libraries every page runs before it hydrates (React, the router, Apollo and what they
 * import). Chakra and the rest of the UI kit are not here: they load with the pages using them.
 */
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|@apollo[\\/]client|rxjs|graphql|optimism|@wry[\\/][^\\/]+|tslib)[\\/]/;

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
 * Names the chunks of a first load (see vite.config.ts). Left to itself the bundler splits the
 * site's shell into some forty small files (a module shared by two routes becomes a chunk of
 * its own), each compressed alone: a first visit downloads a tenth more bytes and makes as many
 * requests. Here the framework is one chunk and the site's own modules that the entry imports
 * statically (the shell, the layout, the header and footer) another, and the shared content
 * components the home page shows a third; route modules and what only they import are still
 * split by route.
 */
export function firstLoadChunks(entryModule: string, homeRouteModule: string): NameChunk {
  let shell: Set<string> | null = null;
  let home: Set<string> | null = null;
  return (id, context) => {
    if (FRAMEWORK.test(id)) return FRAMEWORK_CHUNK;
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

/** V8's explicit compile hint: compile every function of the file eagerly. */
export const COMPILE_EVERYTHING_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Put before the first load's chunks once they are minified (`output.postBanner`). Nearly all of
 * their code runs before the page is live, and V8 compiles a function at its first call, on the
 * main thread, inside module evaluation and hydration. With the hint Chrome compiles these files
 * whole on a background thread as they arrive: in traces of a promo detail on the bench machine
 * (unthrottled) the main thread's compiling went from 49-80 ms to 10-32 ms a load. Hinting every
 * chunk (routes, dialogs) changed neither the load nor the taps measurably.
 */
export function compileHintBanner(chunk: RenderedChunk): string {
  return chunk.isEntry || [FRAMEWORK_CHUNK, SHELL_CHUNK, CONTENT_CHUNK].includes(chunk.name)
    ? COMPILE_EVERYTHING_HINT
    : '';
}
