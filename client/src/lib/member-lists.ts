import type { ApolloCache } from '@apollo/client';

/**
 * Drops a member list from the cache after a write elsewhere changed it (a claim adds a voucher
 * and spends the points that expire soonest, a bookmark on a promo page adds a promo), so the
 * page's next visit asks for it again instead of showing the list as it was before.
 */
export function forgetMemberList(
  cache: ApolloCache,
  field: 'vouchers' | 'bookmarks' | 'pointExpirySchedule',
): void {
  cache.evict({ id: cache.identify({ __typename: 'Viewer' }), fieldName: field });
}
