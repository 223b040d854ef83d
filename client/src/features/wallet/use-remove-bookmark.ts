import { useMutation } from '@apollo/client/react';
import { withoutItems } from '../../lib/paged-list';
import { bookmarkAccepted, SetPromoBookmarkMutation } from '../../lib/promo-bookmark';
import { toaster } from '../../components/toaster';

/**
 * "Hapus" on a bookmarked promo: the row leaves the list at once (optimistic); if the server
 * refuses or cannot be reached, Apollo drops the optimistic change, the row comes back and a
 * toast says so.
 */
export function useRemoveBookmark() {
  const [setBookmark] = useMutation(SetPromoBookmarkMutation);

  return async function remove(promo: { id: string; title: string }) {
    const failed = () =>
      toaster.error('Bookmark gagal dihapus', { description: 'Coba lagi sebentar lagi.' });
    try {
      const { data } = await setBookmark({
        variables: { promoId: promo.id, bookmarked: false },
        optimisticResponse: bookmarkAccepted(promo.id, false),
        update(cache, { data: result }) {
          const outcome = result?.setPromoBookmark;
          if (!outcome?.ok || outcome.isBookmarked) return;
          const promoRef = cache.identify({ __typename: 'Promo', id: promo.id });
          cache.modify({
            id: cache.identify({ __typename: 'Viewer' }),
            fields: {
              bookmarks: (stored) => withoutItems(stored, (item) => item.__ref === promoRef),
            },
          });
        },
      });
      if (data?.setPromoBookmark.ok) {
        toaster.success('Promo dihapus dari bookmark');
      } else {
        failed();
      }
    } catch {
      failed();
    }
  };
}
