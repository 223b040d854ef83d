import { ApolloClient, InMemoryCache, ApolloLink } from '@apollo/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Providers } from '../app/providers';
import { defaultPublicConfig } from '../config/public-config';
import { renderGlobalStylesheet } from './global-stylesheet';

describe("Chakra's global CSS", () => {
  it('is compiled into the stylesheet: layers, preflight, the brand tokens, the card classes', () => {
    const css = renderGlobalStylesheet();
    expect(css).toMatch(/^@layer reset,base,tokens,recipes;/);
    expect(css).toContain('--chakra-colors-brand-500:#84329B');
    expect(css).toContain('.mv-card{');
    // Only the palettes the site uses were ejected.
    expect(css).not.toContain('--chakra-colors-pink-500');
  });

  it('is not inlined in a rendered page', () => {
    const client = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() });
    const html = renderToString(
      <Providers client={client} publicConfig={defaultPublicConfig}>
        <p>page</p>
      </Providers>,
    );
    expect(html).not.toContain('--chakra-colors');
    expect(html).not.toContain('@layer');
    expect(html.length).toBeLessThan(200);
  });
});
