import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Providers } from './providers';
import { defaultPublicConfig } from '../config/public-config';
import { HeaderQuery, useHeaderData } from '../lib/header-query';

function CategoryCount() {
  return <p>{useHeaderData().data?.categories?.items.length ?? 'none'}</p>;
}

describe('the header’s data', () => {
  it('is one watch of the header’s operation, however many components read it', () => {
    const client = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() });
    client.writeQuery({
      query: HeaderQuery,
      data: {
        __typename: 'Query',
        viewer: null,
        categories: {
          __typename: 'CategoryPage',
          items: [
            {
              __typename: 'Category',
              id: '1',
              slug: 'kuliner',
              title: 'Kuliner',
              image: '',
              link: '/category/kuliner',
            },
          ],
        },
      },
    });
    const watched: string[] = [];
    const watchQuery = client.watchQuery.bind(client);
    client.watchQuery = ((options: Parameters<typeof watchQuery>[0]) => {
      watched.push(options.query === HeaderQuery ? 'Header' : 'other');
      return watchQuery(options);
    }) as typeof client.watchQuery;

    const html = renderToString(
      <Providers client={client} publicConfig={defaultPublicConfig}>
        <CategoryCount />
        <CategoryCount />
        <CategoryCount />
      </Providers>,
    );
    expect(html).toBe('<p>1</p><p>1</p><p>1</p>');
    expect(watched).toEqual(['Header']);
  });
});
