// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import { readdirSync } from 'node:fs';

// The client's layers, lowest first: shared → features → routes → app (docs/architecture.md).
const client = './client/src';
const SHARED = ['lib', 'components', 'config', 'theme', 'gql'].map((dir) => `${client}/${dir}`);
const APP = [`${client}/app`, `${client}/entry-client.tsx`, `${client}/entry-server.tsx`];
const FEATURES = readdirSync(new URL('client/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** `import-x/no-restricted-paths` zones: what each layer may not import. */
const layerZones = [
  ...SHARED.map((target) => ({
    target,
    from: [`${client}/features`, `${client}/routes`, ...APP],
    message: 'Shared modules import only shared modules.',
  })),
  {
    target: `${client}/features`,
    from: [`${client}/routes`, ...APP],
    message: 'Features import shared modules and their own files only.',
  },
  ...FEATURES.map((feature) => ({
    target: `${client}/features/${feature}`,
    from: `${client}/features`,
    except: [`./${feature}`],
    message: 'A feature imports no other feature: move what both need to a shared module.',
  })),
  {
    target: `${client}/routes`,
    from: APP,
    message: 'Routes import shared modules and features, not the app.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/generated/**',
      'client/src/gql/**',
      '**/.data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: 'client/tsconfig.json' }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      'import-x/no-cycle': 'error',
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              allowTypeImports: true,
              message: "Import z from '@myvalue/validation': it is set up jitless for the CSP.",
            },
            {
              name: 'zod/mini',
              allowTypeImports: true,
              message: "Import z from '@myvalue/validation/zod-mini': it is set up jitless.",
            },
          ],
        },
      ],
    },
  },
  {
    // process.env is read in one place per service: its config module.
    files: ['gateway/src/**/*.ts', 'upstream/src/**/*.ts'],
    ignores: ['**/config.ts', '**/*.test.ts', '**/test-support/**', '**/testing/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read settings through config.ts.' },
      ],
    },
  },
);
