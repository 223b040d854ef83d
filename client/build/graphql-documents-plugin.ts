import { transformAsync } from '@babel/core';
import { babelOptimizerPlugin } from '@graphql-codegen/client-preset';
import type { Plugin } from 'vite';

/**
 * Codegen's `graphql()` looks documents up in one map of every document in the app
 * (`src/gql/gql.ts`), so any chunk that calls it carries them all. This runs the client preset's
 * own optimizer (a Babel plugin) before Vite's transform: each `graphql(`…`)` call becomes an
 * import of that one document from `src/gql/graphql.ts`, which tree-shakes per chunk.
 */
export function graphqlDocumentsPlugin(artifactDirectory: string): Plugin {
  return {
    name: 'graphql-documents',
    enforce: 'pre',
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
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}
