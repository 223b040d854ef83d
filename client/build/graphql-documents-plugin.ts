import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { transformAsync } from '@babel/core';
import { babelOptimizerPlugin } from '@graphql-codegen/client-preset';
import type { Plugin } from 'vite';

const COMPACT_PRINT = fileURLToPath(new URL('./compact-print.js', import.meta.url));
const LOADED_DOCUMENTS = fileURLToPath(new URL('../src/lib/loaded-documents.ts', import.meta.url));
const VIRTUAL_PREFIX = 'virtual:graphql-document:';
const RESOLVED_PREFIX = '\0graphql-document:';

/** `import { ADocument, BDocument } from "…/gql/graphql";` as the optimizer writes it. */
const DOCUMENT_IMPORT = /^import \{ ([\w, ]+) \} from "[^"]*\/gql\/graphql";$/gm;

/**
 * Codegen's `graphql()` looks documents up in one map of every document in the app
 * (`src/gql/gql.ts`), so any chunk that calls it carries them all. This runs the client preset's
 * own optimizer (a Babel plugin) before Vite's transform, so each `graphql(`…`)` call becomes an
 * import of its one document; and that import is pointed at a module of its own (a virtual
 * module holding just that document), because `src/gql/graphql.ts` is one module and the bundler
 * would put every document the app uses into one chunk that every page downloads. With a module
 * per document, a route's queries travel in the route's chunk. Each registers itself as it runs
 * (`src/lib/loaded-documents.ts`).
 */
export function graphqlDocumentsPlugin(artifactDirectory: string): Plugin {
  const generated = `${artifactDirectory}/graphql.ts`;
  let documents: Map<string, string> | undefined;

  function documentSource(name: string): string | undefined {
    documents ??= readDocuments(generated);
    return documents.get(name);
  }

  return {
    name: 'graphql-documents',
    enforce: 'pre',
    buildStart() {
      documents = undefined;
    },
    watchChange(id) {
      if (id === generated) documents = undefined;
    },
    resolveId(id) {
      return id.startsWith(VIRTUAL_PREFIX)
        ? RESOLVED_PREFIX + id.slice(VIRTUAL_PREFIX.length)
        : null;
    },
    load(id, options) {
      // The browser ships no graphql-js printer (compact-print.js says why).
      if (!options?.ssr && /[\\/]graphql[\\/]language[\\/]printer\.mjs$/.test(id)) {
        return readFileSync(COMPACT_PRINT, 'utf8');
      }
      if (!id.startsWith(RESOLVED_PREFIX)) return null;
      this.addWatchFile(generated);
      const name = id.slice(RESOLVED_PREFIX.length);
      const source = documentSource(name);
      if (!source) this.error(`No generated GraphQL document named ${name}: run codegen.`);
      // Registered as it runs (lib/loaded-documents.ts): the entry prepares a page's queries by name.
      return `import { registerDocument } from ${JSON.stringify(LOADED_DOCUMENTS)};\nexport default registerDocument(${source});`;
    },
    async transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.includes('/src/gql/') || !code.includes('graphql(`')) {
        return null;
      }
      const result = await transformAsync(code, {
        filename: id,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: [[babelOptimizerPlugin, { artifactDirectory, gqlTagName: 'graphql' }]],
      });
      if (!result?.code) return null;
      const rewritten = result.code.replace(
        DOCUMENT_IMPORT,
        (_line, names: string) =>
          names
            .split(',')
            .map((name) => name.trim())
            .filter(Boolean)
            .map((name) => `import ${name} from "${VIRTUAL_PREFIX}${name}";`)
            .join(' '), // one line, so the source map's lines still match
      );
      return { code: rewritten, map: result.map };
    },
  };
}

/** Each `export const XDocument = {…} as unknown as DocumentNode<…>;` line of codegen's output. */
function readDocuments(file: string): Map<string, string> {
  const documents = new Map<string, string>();
  const line = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*$/gm;
  for (const match of readFileSync(file, 'utf8').matchAll(line)) {
    documents.set(match[1]!, match[2]!);
  }
  return documents;
}
