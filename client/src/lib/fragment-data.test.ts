import { ApolloLink, gql, type TypedDocumentNode } from '@apollo/client';
import { of } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createApolloClient } from './apollo';
import { fragmentData } from './fragment-data';

const CardFragment: TypedDocumentNode<{ id: string; title: string }> = gql`
  fragment Card_promo on Promo {
    id
    title
  }
`;

// The list names only the card's fragment: the title is the card's field, not the list's.
const ListQuery = gql`
  query List {
    cards {
      id
      ...Card_promo
    }
  }
  ${CardFragment}
`;

function setup() {
  const link = new ApolloLink(() =>
    of({ data: { cards: [{ __typename: 'Promo', id: '1', title: 'Diskon 50%' }] } }),
  );
  return createApolloClient({ link });
}

describe('fragmentData', () => {
  it("reads a card's fields from the list query's own result", async () => {
    const client = setup();
    const { data } = await client.query({ query: ListQuery });
    const [card] = (data as { cards: unknown[] }).cards;
    expect(fragmentData(CardFragment, card as never).title).toBe('Diskon 50%');
  });

  it("re-renders the list when a card's field changes in the cache (one watch covers both)", async () => {
    const client = setup();
    const titles: string[] = [];
    const subscription = client.watchQuery({ query: ListQuery }).subscribe(({ data }) => {
      const cards = (data as { cards?: unknown[] } | undefined)?.cards;
      if (cards) titles.push(fragmentData(CardFragment, cards[0] as never).title);
    });
    await expect.poll(() => titles).toEqual(['Diskon 50%']);

    client.cache.writeFragment({
      id: 'Promo:1',
      fragment: CardFragment,
      data: { id: '1', title: 'Diskon 70%' },
    });
    await expect.poll(() => titles.at(-1)).toBe('Diskon 70%');
    subscription.unsubscribe();
  });
});
