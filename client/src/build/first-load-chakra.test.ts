import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Every route module of app/routes.tsx that does not ask for Chakra (`{ chakra: true }`): it
 * renders as plain markup, without Chakra's provider.
 */
function plainRoutes(): string[] {
  const routes = readFileSync(resolve(root, 'src/app/routes.tsx'), 'utf8');
  return [...routes.matchAll(/route\('([a-z/-]+)'(, \{ chakra: true \})?\)/g)]
    .filter((match) => !match[2])
    .map((match) => `src/routes/${match[1]}-route.tsx`);
}

/**
 * The first load of a page carries no Chakra runtime (Chakra, Emotion, Ark, Zag: about 50 KB
 * gzip, and Emotion's style work at hydration): the shell is static markup on build-time
 * classes (`*.css.ts` modules), and whatever renders Chakra widgets loads lazily under
 * `ChakraScope` (components/chakra-scope.tsx). This walks the static imports (not `import()`, not
 * `import type`) from the first-load modules, the entry, the account layout and every plain
 * route, and names every module that imports Chakra.
 */
const FIRST_LOAD = [
  'src/entry-client.tsx',
  'src/app/layouts/account-page-layout.tsx',
  ...plainRoutes(),
];
const CHAKRA_RUNTIME = /^@(chakra-ui|emotion|ark-ui|zag-js)\//;

function resolveRelative(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return ['', '.tsx', '.ts', '/index.tsx', '/index.ts']
    .map((extension) => base + extension)
    .find((file) => /\.tsx?$/.test(file) && existsSync(file));
}

/** The module specifiers a file imports at run time, statically. */
function staticImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      const bindings = clause?.namedBindings;
      const typeOnly =
        clause?.isTypeOnly ||
        (clause &&
          !clause.name &&
          bindings &&
          ts.isNamedImports(bindings) &&
          bindings.elements.length > 0 &&
          bindings.elements.every((element) => element.isTypeOnly));
      if (!typeOnly) specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    } else if (
      ts.isExportDeclaration(statement) &&
      statement.moduleSpecifier &&
      !statement.isTypeOnly
    ) {
      specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  return specifiers;
}

/** Every module of the static graph from `entries` that imports the Chakra runtime. */
function chakraImporters(entries: string[]): { modules: number; importers: string[] } {
  const seen = new Set<string>();
  const importers = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    // A style module's imports (Chakra's recipes) stay at build time: the page gets its class
    // names only (build/static-css-plugin.ts).
    if (file.endsWith('.css.ts')) return;
    for (const specifier of staticImports(file)) {
      if (CHAKRA_RUNTIME.test(specifier)) importers.add(relative(root, file));
      const resolved = specifier.startsWith('.') ? resolveRelative(file, specifier) : undefined;
      if (resolved) visit(resolved);
    }
  };
  for (const entry of entries) visit(resolve(root, entry));
  return { modules: seen.size, importers: [...importers].sort() };
}

describe('the first load', () => {
  it('imports no Chakra, Emotion, Ark or Zag module', () => {
    const { modules, importers } = chakraImporters(FIRST_LOAD);
    expect(FIRST_LOAD).toContain('src/routes/home/home-route.tsx');
    expect(modules).toBeGreaterThan(20);
    expect(importers).toEqual([]);
  });

  // Opening one of them waits for its module only: with Chakra's runtime evaluated and rendered
  // on the way, a slow phone showed the member's menu a second later (bench/RESULTS.md).
  it('leaves it out of the header’s popovers as well (the browser’s own popover)', () => {
    const { modules, importers } = chakraImporters([
      'src/features/user-menu/member-menu-live.tsx',
      'src/features/notifications/notification-panel-live.tsx',
      'src/features/top-bar/category-menu-live.tsx',
      'src/features/top-bar/download-app-popover-live.tsx',
    ]);
    expect(modules).toBeGreaterThan(10);
    expect(importers).toEqual([]);
  });

  it('finds Chakra where it is still used (the walk itself works)', () => {
    expect(chakraImporters(['src/components/chakra-scope.tsx']).importers).toContain(
      'src/components/chakra-scope.tsx',
    );
  });
});
