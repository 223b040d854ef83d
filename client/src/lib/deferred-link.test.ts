import { ApolloLink, gql } from '@apollo/client';
import { of } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { deferredLink } from './deferred-link';

const PromoQuery = gql`
  query PromoTitle {
    promo {
      title
    }
  }
`;

/** The link in front of a network that counts what it is asked; `release` sends what waits. */
function deferredNetwork() {
  const waiting: Array<() => void> = [];
  let asked = 0;
  const network = new ApolloLink(() => {
    asked += 1;
    return of({ data: { promo: { title: 'Diskon 50%' } } });
  });
  const link = ApolloLink.from([deferredLink((send) => waiting.push(send)), network]);
  const execute = () => ApolloLink.execute(link, { query: PromoQuery }, { client: {} as never });
  return {
    execute,
    asked: () => asked,
    release: () => waiting.splice(0).forEach((send) => send()),
  };
}

describe('deferredLink', () => {
  it('sends an operation only once its wait is over, and passes the answer on', () => {
    const network = deferredNetwork();
    const answers: unknown[] = [];
    network.execute().subscribe((result) => answers.push(result.data));
    expect(network.asked()).toBe(0);
    network.release();
    expect(network.asked()).toBe(1);
    expect(answers).toEqual([{ promo: { title: 'Diskon 50%' } }]);
  });

  it('never sends an operation cancelled while it waited', () => {
    const network = deferredNetwork();
    network.execute().subscribe().unsubscribe();
    network.release();
    expect(network.asked()).toBe(0);
  });
});
