import { toaster } from '../../components/toaster';
import { ShareIcon } from './promo-icons';
import * as buttonCss from '../../components/button.css';
import * as iconCss from '../../components/icon.css';
import * as promoCss from './promo.css';

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
      className={`${buttonCss.root} ${buttonCss.lg} ${buttonCss.brand} ${buttonCss.outline} ${promoCss.promoAction}`}
      aria-label="Bagikan promo"
      title="Bagikan promo"
      onClick={() => void share()}
    >
      <ShareIcon className={iconCss.size5} />
      <span className={promoCss.promoActionLabel}>Bagikan promo</span>
    </button>
  );
}
