import { graphql } from '../gql';

/** `promo { id isBookmarked }` writes the new state onto the cached promo. */
export const SetPromoBookmarkMutation = graphql(`
  mutation SetPromoBookmark($promoId: ID!, $bookmarked: Boolean!) {
    setPromoBookmark(promoId: $promoId, bookmarked: $bookmarked) {
      ok
      error {
        code
        message
      }
      promoId
      isBookmarked
      promo {
        id
        isBookmarked
      }
    }
  }
`);

/**
 * The answer a bookmark change is shown with before the server's comes (the optimistic
 * response): accepted, with the promo in its new state.
 */
export function bookmarkAccepted(promoId: string, bookmarked: boolean) {
  return {
    __typename: 'Mutation',
    setPromoBookmark: {
      __typename: 'BookmarkResult',
      ok: true,
      error: null,
      promoId,
      isBookmarked: bookmarked,
      promo: { __typename: 'Promo', id: promoId, isBookmarked: bookmarked },
    },
  } as const;
}
