import { ApolloLink, gql } from '@apollo/client';
import { firstValueFrom, of } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { lazyLink } from './lazy-link';

const PromoQuery = gql`
  query PromoTitle {
    promo {
      title
    }
  }
`;

/** A network that answers every operation, and counts them. */
function countingNetwork() {
  let asked = 0;
  const link = new ApolloLink(() => {
    asked += 1;
    return of({ data: { promo: { title: 'Diskon 50%' } } });
  });
  return { link, asked: () => asked };
}

const execute = (link: ApolloLink) =>
  ApolloLink.execute(link, { query: PromoQuery }, { client: {} as never });

describe('lazyLink', () => {
  it('loads its link at the first request, once, and passes the answers on', async () => {
    const network = countingNetwork();
    let loads = 0;
    const link = lazyLink(async () => {
      loads += 1;
      return network.link;
    });
    expect(loads).toBe(0);

    const first = await firstValueFrom(execute(link));
    const second = await firstValueFrom(execute(link));

    expect([first.data, second.data]).toEqual([
      { promo: { title: 'Diskon 50%' } },
      { promo: { title: 'Diskon 50%' } },
    ]);
    expect(loads).toBe(1);
    expect(network.asked()).toBe(2);
  });

  it('fails the request whose load failed, and loads again for the next', async () => {
    const network = countingNetwork();
    let loads = 0;
    const link = lazyLink(async () => {
      loads += 1;
      if (loads === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return network.link;
    });

    await expect(firstValueFrom(execute(link))).rejects.toThrow(/dynamically imported/);
    const answer = await firstValueFrom(execute(link));

    expect(answer.data).toEqual({ promo: { title: 'Diskon 50%' } });
    expect(loads).toBe(2);
  });

  it('never sends an operation cancelled while its link loaded', async () => {
    const network = countingNetwork();
    let finishLoad: (link: ApolloLink) => void = () => undefined;
    const link = lazyLink(() => new Promise((resolve) => (finishLoad = resolve)));

    execute(link).subscribe().unsubscribe();
    finishLoad(network.link);
    await firstValueFrom(execute(link));

    expect(network.asked()).toBe(1);
  });
});
