import { parse, print as graphqlPrint } from 'graphql';
import { describe, expect, it } from 'vitest';
import { print } from './compact-print.js';

const documents = [
  `query Promos($page: Int = 1, $sort: PromoSort!, $ids: [ID!]) @cached {
     promos(page: $page, sort: $sort, filter: { ids: $ids, tags: ["a \\"b\\"", "c"], flag: true, none: null, kind: FOOD, ratio: 1.5 }) {
       items { id ...PromoCard_promo @unmask ... on Promo { title } ... @include(if: true) { slug } }
       total: totalCount
     }
   }
   fragment PromoCard_promo on Promo { id merchant { name } }`,
  `mutation Claim($id: ID!) { claimVoucher(id: $id) { ok } }`,
  `{ viewer { id } }`,
];

describe('the browser build printer', () => {
  it.each(documents)('prints a document that parses back to the same document', (source) => {
    const document = parse(source, { noLocation: true });
    const printed = print(document);
    expect(graphqlPrint(parse(printed, { noLocation: true }))).toBe(graphqlPrint(document));
  });

  it('tells different documents apart (Apollo keys in-flight requests by it)', () => {
    const printed = documents.map((source) => print(parse(source)));
    expect(new Set(printed).size).toBe(documents.length);
  });
});
