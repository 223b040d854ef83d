import { describe, expect, it } from 'vitest';
import { routeChunkMap, routePreloadsFrom } from './route-preload.js';

const manifest = {
  'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-b.js' },
  '_card.js': { file: 'assets/card-c.js', imports: ['_react.js'] },
  'src/routes/home/home-route.tsx': {
    file: 'assets/home-d.js',
    isDynamicEntry: true,
    imports: ['_card.js'],
  },
  'src/routes/about/about-route.tsx': { file: 'assets/about-e.js', isDynamicEntry: true },
};

describe('route module preloads', () => {
  it("preload the page's route chunks and their imports, not what the entry brings", () => {
    const preloads = routePreloadsFrom(manifest);
    expect(preloads(['src/routes/home/home-route.tsx'])).toBe(
      '<meta name="mv-module" content="/assets/home-d.js">' +
        '<meta name="mv-module" content="/assets/card-c.js">',
    );
  });

  it('are empty for a page without route modules or with unknown ids', () => {
    const preloads = routePreloadsFrom(manifest);
    expect(preloads([])).toBe('');
    expect(preloads(undefined)).toBe('');
    expect(preloads(['src/routes/gone-route.tsx'])).toBe('');
  });

  it("map every lazy module to the chunks a link in view fetches, without the entry's", () => {
    expect(routeChunkMap(manifest)).toEqual({
      'src/routes/home/home-route.tsx': ['/assets/home-d.js', '/assets/card-c.js'],
      'src/routes/about/about-route.tsx': ['/assets/about-e.js'],
    });
  });
});
