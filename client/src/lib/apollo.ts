import {
  ApolloClient,
  InMemoryCache,
  type ApolloLink,
  type FieldFunctionOptions,
} from '@apollo/client';
import { pagedList } from './paged-list';

export type ApolloState = ReturnType<InMemoryCache['extract']>;

/**
 * How the normalised cache identifies and merges what the schema returns. Paged lists keep
 * every page fetched under the arguments that are not `page` (see `pagedList`).
 */
const typePolicies = {
  Query: {
    fields: {
      promos: pagedList(['filter', 'sort', 'pageSize']),
      favoritePromos: pagedList(['pageSize']),
      newestPromos: pagedList(['pageSize']),
      events: pagedList(['when', 'pageSize']),
      articles: pagedList(['filter', 'pageSize']),
      merchants: pagedList(['filter', 'pageSize']),
      campaigns: pagedList(['pageSize']),
      campaignEvents: pagedList(['pageSize']),
    },
  },
  Merchant: { fields: { promos: pagedList(['pageSize']) } },
  // The signed-in member is one object: a mutation answering `viewer { point }` updates the
  // header's balance in place.
  Viewer: {
    keyFields: [] as string[],
    fields: {
      vouchers: pagedList(['status', 'sort', 'pageSize']),
      bookmarks: pagedList(['pageSize']),
      voucherTickets: pagedList(['pageSize']),
      voucherHistory: pagedList(['pageSize']),
      pointTransactions: pagedList(['filter', 'pageSize']),
      // A voucher already in the cache (from the wallet's list) opens without a request; a
      // null answer (no such voucher) is kept, not read again as a missing reference.
      voucher: {
        read(existing: unknown, { args, toReference }: FieldFunctionOptions) {
          if (existing !== undefined) return existing;
          return toReference({ __typename: 'Voucher', code: args?.code as string });
        },
      },
    },
  },
  // The member by value id: a settings mutation answering `user { … }` (new name, e-mail,
  // photo) updates the header in place. A selection without `valueId` stays unnormalised.
  User: {
    keyFields: (user: Readonly<Record<string, unknown>>) =>
      typeof user.valueId === 'string' && user.valueId ? `User:${user.valueId}` : false,
    merge: true,
  },
  // Like Viewer, one per signed-in member: a mutation's `profile` updates the settings forms.
  Profile: { keyFields: [] as string[] },
  // A featured item is a promo or an event; their ids overlap.
  PromoEvent: { keyFields: ['type', 'id'] },
  Voucher: { keyFields: ['code'] },
  // An event's venue has no id: a card's `venue { name city }` merges into the event page's
  // fuller venue instead of replacing it.
  Venue: { merge: true },
  // The member's tier and referral have no id: the header asks for a few of their fields and
  // the account pages for more; merging keeps both queries complete in whichever order they land.
  Tier: { merge: true },
  Referral: { merge: true },
  Ticket: { keyFields: ['type', 'code'] },
};

/** One way to make the client, on the server (per request) and in the browser (once). */
export function createApolloClient(options: { link: ApolloLink; ssrMode?: boolean }): ApolloClient {
  // A request's cache on the server lives for one render: memoising its reads (Apollo's result
  // caching) costs more than it saves there (bench/RESULTS.md, "Where a signed-in page's time goes").
  // In the browser it stays on: without it hydration's first reads take about half as long, but
  // every cache write reads every watched query again, and the taps that write got slower
  // (bench/RESULTS.md, "Apollo's cache without result caching").
  const cache = new InMemoryCache({ typePolicies, resultCaching: !options.ssrMode });
  return new ApolloClient({
    link: options.link,
    cache,
    ssrMode: options.ssrMode ?? false,
    // Fragments are masked in the types only (apollo-client.d.ts): each query's result carries
    // its cards' fields, and its one cache watch covers them (lib/fragment-data.ts).
    dataMasking: false,
  });
}
