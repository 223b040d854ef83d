import { describe, expect, it } from 'vitest';
import { firstLoadChunks, firstLoadGroups, withoutEntryImports } from './first-load-chunks';

/** A module graph: each id with the ids it imports statically. */
const graph: Record<string, string[]> = {
  '/app/src/entry-client.tsx': ['/app/src/app/routes.tsx', '/m/node_modules/react-dom/client.js'],
  '/app/src/app/routes.tsx': ['/app/src/lib/paths.ts'],
  '/app/src/lib/paths.ts': [],
  '/app/src/routes/home/home-route.tsx': [
    '/app/src/features/promo/promo-card.tsx',
    '/app/src/features/home/hero.tsx',
    '/app/src/lib/paths.ts',
  ],
  '/app/src/features/promo/promo-card.tsx': ['/app/src/components/content-image.tsx'],
  '/app/src/components/content-image.tsx': [],
  '/app/src/features/home/hero.tsx': [],
  '/app/src/routes/promo/promo-list-route.tsx': [
    '/app/src/lib/paths.ts',
    '/m/node_modules/@chakra-ui/react/dist/index.js',
  ],
  '/m/node_modules/react-dom/client.js': [],
  '/m/node_modules/.pnpm/@apollo+client@4/node_modules/@apollo/client/core/index.js': [],
  '/m/node_modules/@chakra-ui/react/dist/index.js': [],
};

function chunkOf(id: string) {
  const name = firstLoadChunks('/app/src/entry-client.tsx', '/app/src/routes/home/home-route.tsx');
  const context = {
    getModuleInfo: (module: string) =>
      module in graph ? ({ importedIds: graph[module] } as never) : null,
  };
  return name(id, context);
}

/** The library group a module falls in: the first whose test matches, by priority. */
function libraryChunkOf(id: string) {
  const groups = firstLoadGroups('/app/src/entry-client.tsx', '/app/src/routes/home/home-route.tsx')
    .filter((group) => group.test instanceof RegExp)
    .sort((a, b) => (b.priority ?? 0) - (a.priority ?? 0));
  return groups.find((group) => (group.test as RegExp).test(id))?.name ?? null;
}

describe('first-load chunks', () => {
  it('puts React in one chunk, the router in another and Apollo in a third, before the site', () => {
    expect(libraryChunkOf('/m/node_modules/react-dom/client.js')).toBe('react');
    expect(libraryChunkOf('/m/node_modules/.pnpm/react@19/node_modules/react/index.js')).toBe(
      'react',
    );
    expect(
      libraryChunkOf(
        '/m/node_modules/.pnpm/@apollo+client@4/node_modules/@apollo/client/core/index.js',
      ),
    ).toBe('apollo');
    expect(libraryChunkOf('/m/node_modules/rxjs/dist/esm5/index.js')).toBe('apollo');
    expect(libraryChunkOf('/m/node_modules/react-router/dist/index.mjs')).toBe('router');
    // The HTTP link loads with the first request (src/lib/lazy-link.ts).
    expect(
      libraryChunkOf('/m/node_modules/@apollo/client/link/persisted-queries/index.js'),
    ).toBeNull();
    expect(libraryChunkOf('/m/node_modules/@apollo/client/link/http/HttpLink.js')).toBeNull();
    expect(libraryChunkOf('/m/node_modules/@apollo/client/link/error/index.js')).toBe('apollo');
    expect(libraryChunkOf('/m/node_modules/@chakra-ui/react/dist/index.js')).toBeNull();
    expect(libraryChunkOf('/app/src/app/routes.tsx')).toBeNull();
  });

  it("puts the site's modules the entry imports statically in the shell", () => {
    expect(chunkOf('/app/src/app/routes.tsx')).toBe('shell');
    expect(chunkOf('/app/src/lib/paths.ts')).toBe('shell');
  });

  it('leaves the entry in the entry chunk (it awaits the route modules)', () => {
    expect(chunkOf('/app/src/entry-client.tsx')).toBeNull();
  });

  it('leaves route modules and the UI kit to the route chunks', () => {
    expect(chunkOf('/app/src/routes/promo/promo-list-route.tsx')).toBeNull();
    expect(chunkOf('/m/node_modules/@chakra-ui/react/dist/index.js')).toBeNull();
  });

  it("puts the shared components the home page shows in one content chunk, not the home page's own", () => {
    expect(chunkOf('/app/src/features/promo/promo-card.tsx')).toBe('content');
    expect(chunkOf('/app/src/components/content-image.tsx')).toBe('content');
    expect(chunkOf('/app/src/features/home/hero.tsx')).toBeNull();
    expect(chunkOf('/app/src/routes/home/home-route.tsx')).toBeNull();
    // Already in the shell: stays there.
    expect(chunkOf('/app/src/lib/paths.ts')).toBe('shell');
  });
});

describe('withoutEntryImports', () => {
  it("drops from a dynamic import's preloads only the chunks the entry imports", () => {
    expect(
      withoutEntryImports([
        'assets/rolldown-runtime-C9lg1dbX.js',
        'assets/react-De9GGAcF.js',
        'assets/router-D-DosnIF.js',
        'assets/apollo-BoaXZ2vR.js',
        'assets/shell-BXILswzj.js',
        'assets/content-CVY3RS5F.js',
        'assets/promo-list-route-3R2o_p6y.js',
        // Chunks whose names start like the entry's stay.
        'assets/content-image-AbCd_fGh.js',
        'assets/react-query-AbCd-fGh.js',
      ]),
    ).toEqual([
      'assets/promo-list-route-3R2o_p6y.js',
      'assets/content-image-AbCd_fGh.js',
      'assets/react-query-AbCd-fGh.js',
    ]);
  });
});
