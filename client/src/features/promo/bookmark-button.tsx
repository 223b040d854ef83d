import { useMutation } from '@apollo/client/react';
import { bookmarkAccepted, SetPromoBookmarkMutation } from '../../lib/promo-bookmark';
import { useHeaderData } from '../../lib/header-query';
import { toaster } from '../../components/toaster';
import { forgetMemberList } from '../../lib/member-lists';
import { BookmarkIcon } from './promo-icons';
import { signInFirst } from './sign-in-first';
import * as buttonCss from '../../components/button.css';
import * as iconCss from '../../components/icon.css';
import * as promoCss from './promo.css';

/**
 * 'Simpan promo' / 'Hapus dari simpanan': a toggle (aria-pressed) that changes at once
 * (optimistic) and goes back, with an error toast, when the server refuses or fails.
 * A visitor is sent to sign in and comes back to this promo. Static classes: the promo page
 * renders without Chakra.
 */
export function BookmarkButton(props: { promoId: string; bookmarked: boolean }) {
  const { data: header } = useHeaderData();
  const signedIn = Boolean(header?.viewer);
  const [setBookmark] = useMutation(SetPromoBookmarkMutation);
  const label = props.bookmarked ? 'Hapus dari simpanan' : 'Simpan promo';

  async function toggle() {
    if (!signedIn) {
      signInFirst();
      return;
    }
    const bookmarked = !props.bookmarked;
    const failed = () =>
      toaster.error(bookmarked ? 'Promo gagal disimpan' : 'Promo gagal dihapus dari simpanan', {
        description: 'Coba lagi sebentar lagi.',
      });
    try {
      const { data } = await setBookmark({
        variables: { promoId: props.promoId, bookmarked },
        update: (cache, { data: result }) => {
          if (result?.setPromoBookmark.ok) forgetMemberList(cache, 'bookmarks');
        },
        optimisticResponse: bookmarkAccepted(props.promoId, bookmarked),
      });
      const result = data?.setPromoBookmark;
      if (result?.ok) return;
      if (result?.error?.code === 'UNAUTHENTICATED') {
        signInFirst();
        return;
      }
      failed();
    } catch {
      failed();
    }
  }

  return (
    <button
      type="button"
      className={`${buttonCss.root} ${buttonCss.lg} ${buttonCss.brand} ${buttonCss.outline} ${promoCss.promoAction}`}
      aria-pressed={props.bookmarked}
      aria-label={label}
      title={label}
      onClick={() => void toggle()}
      data-testid="bookmark-button"
    >
      <BookmarkIcon filled={props.bookmarked} className={iconCss.size5} />
      <span className={promoCss.promoActionLabel}>{label}</span>
    </button>
  );
}
