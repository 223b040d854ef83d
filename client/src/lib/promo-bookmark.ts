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
