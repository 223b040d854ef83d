import type { CodegenConfig } from '@graphql-codegen/cli';

// One schema (schema/*.graphql), two outputs: resolver types for the gateway, mapped to
// the upstream payload types, and typed documents for the client.
const config: CodegenConfig = {
  schema: 'schema/*.graphql',
  documents: ['client/src/**/*.{ts,tsx}', '!client/src/gql/**'],
  ignoreNoDocuments: true,
  generates: {
    'gateway/src/generated/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        contextType: '../context.js#GatewayContext',
        mappers: {
          Category: '../upstream/content-types.js#CategoryPayload',
          Viewer: '../modules/viewer/resolvers.js#ViewerModel',
          User: '../modules/viewer/user.js#UserModel',
        },
      },
    },
    'client/src/gql/': {
      preset: 'client',
      presetConfig: {
        // Masking is Apollo Client's own (dataMasking + @unmask); see docs/decisions.md.
        fragmentMasking: false,
        // persisted-documents.json: the trusted documents the gateway accepts in production.
        persistedDocuments: { hashAlgorithm: 'sha256' },
      },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        avoidOptionals: { field: true, inputValue: false },
        defaultScalarType: 'unknown',
        nonOptionalTypename: true,
        skipTypeNameForRoot: true,
        inlineFragmentTypes: 'mask',
        customDirectives: { apolloUnmask: true },
      },
    },
  },
};

export default config;
