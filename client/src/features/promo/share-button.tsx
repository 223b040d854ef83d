import { toaster } from '../toasts/toaster';
import { ShareIcon } from './promo-icons';

/**
 * 'Bagikan promo': the phone's share sheet where the Web Share API exists, otherwise the link
 * is copied ('Tautan berhasil disalin').
 */
export function ShareButton(props: { title: string; text?: string }) {
  async function share() {
    const url = window.location.href.split('#')[0]!;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: props.title, text: props.text, url });
      } catch {
        // Closing the share sheet rejects too: nothing to say.
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      toaster.success('Tautan berhasil disalin');
    } catch {
      toaster.error('Tautan gagal disalin', { description: url });
    }
  }

  return (
    <button
      type="button"
      className="mv-button mv-button--lg mv-button--brand mv-button--outline mv-promo-action"
      aria-label="Bagikan promo"
      title="Bagikan promo"
      onClick={() => void share()}
    >
      <ShareIcon className="mv-icon--5" />
      <span className="mv-promo-action__label">Bagikan promo</span>
    </button>
  );
}
