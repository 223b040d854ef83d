import { fileURLToPath } from 'node:url';
import { parseSync, runnerImport, type Plugin } from 'vite';

const STYLESHEET_ID = 'virtual:stylesheet.css';
const RESOLVED_STYLESHEET_ID = `\0${STYLESHEET_ID}`;
const RENDERER = fileURLToPath(new URL('../src/theme/global-stylesheet.ts', import.meta.url));
const STYLE_MODULE = /\.css\.ts$/;

type Node = { type: string; start: number; end: number; [key: string]: unknown };

/**
 * The class names a `*.css.ts` module exports, read from its source: each export must be
 * `export const name = staticClass('class-name', {...})`, anything else is an error. (Helpers a
 * module keeps to itself are allowed: they vanish with the style objects.)
 */
export function exportedClasses(id: string, code: string): Array<[string, string]> {
  const { program, errors } = parseSync(id, code, { lang: 'ts' });
  if (errors.length > 0) throw new Error(`${id}: ${errors[0]!.message}`);
  const classes: Array<[string, string]> = [];
  for (const statement of program.body as unknown as Node[]) {
    if (statement.type.startsWith('Export') && statement.type !== 'ExportNamedDeclaration') {
      throw new Error(`${id}: a style module exports only staticClass(...) constants`);
    }
    if (statement.type !== 'ExportNamedDeclaration') continue;
    const declaration = statement.declaration as Node | null;
    if (declaration?.type !== 'VariableDeclaration') {
      throw new Error(`${id}: a style module exports only staticClass(...) constants`);
    }
    for (const declarator of declaration.declarations as Node[]) {
      const id_ = declarator.id as Node & { name: string };
      const init = declarator.init as
        | (Node & {
            callee: Node & { name?: string };
            arguments: Array<Node & { value?: unknown }>;
          })
        | null;
      const call = init?.type === 'CallExpression' ? init : undefined;
      const name = call?.arguments[0];
      if (
        call?.callee.name !== 'staticClass' ||
        name?.type !== 'Literal' ||
        typeof name.value !== 'string'
      ) {
        throw new Error(`${id}: export ${id_.name} is not staticClass('literal-name', {...})`);
      }
      classes.push([id_.name, name.value]);
    }
  }
  return classes;
}

/**
 * The build side of `staticClass` (src/theme/static-class.ts):
 * - `import 'virtual:stylesheet.css'` (client entry) is Chakra's layers, preflight, global and
 *   token CSS and every static class, compiled from the site's own system and `*.css.ts`
 *   modules at build time, emitted by Vite as one hashed, long-cached stylesheet;
 * - each `*.css.ts` module, as the page's code imports it, is only its class names: the style
 *   objects and Chakra's recipes stay at build time;
 * - a class no code uses fails the client build: its name is in no chunk once the bundler has
 *   dropped the unused exports.
 * In dev the stylesheet is compiled again when a style module changes.
 */
export function staticCssPlugin(): Plugin {
  let css: Promise<string> | undefined;
  const defined = new Map<string, string>();
  return {
    name: 'myvalue:static-css',
    enforce: 'pre',
    resolveId(id) {
      return id === STYLESHEET_ID ? RESOLVED_STYLESHEET_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_STYLESHEET_ID) return undefined;
      css ??= runnerImport<{ renderGlobalStylesheet: () => string }>(RENDERER, {
        configFile: false,
        logLevel: 'warn',
      }).then(({ module }) => module.renderGlobalStylesheet());
      return css;
    },
    transform(code, id) {
      if (!STYLE_MODULE.test(id)) return undefined;
      const classes = exportedClasses(id, code);
      for (const [, name] of classes) defined.set(name, id);
      return {
        code: classes
          .map(([local, name]) => `export const ${local} = ${JSON.stringify(name)};`)
          .join('\n'),
        map: null,
      };
    },
    hotUpdate({ file, modules }) {
      if (!STYLE_MODULE.test(file)) return undefined;
      css = undefined;
      const stylesheet = this.environment.moduleGraph.getModuleById(RESOLVED_STYLESHEET_ID);
      if (!stylesheet) return undefined;
      this.environment.moduleGraph.invalidateModule(stylesheet);
      return [...modules, stylesheet];
    },
    generateBundle(_options, bundle) {
      if (this.environment.config.consumer !== 'client') return;
      const code = Object.values(bundle)
        .map((chunk) => (chunk.type === 'chunk' ? chunk.code : ''))
        .join('\n');
      const unused = [...defined].filter(
        ([name]) => !new RegExp(`(?<![\\w-])${name}(?![\\w-])`).test(code),
      );
      if (unused.length > 0) {
        this.error(
          `Static classes no code uses (remove them): ${unused
            .map(([name, id]) => `${name} (${id})`)
            .join(', ')}`,
        );
      }
    },
  };
}
