import { CopyButton } from '../../components/copy-button';
import { ExternalLink } from '../../components/external-link';
import { noSubscription, useBrowserValue } from '../../lib/use-hydrated';
import * as referralShareCss from './referral-share.css';
import * as buttonCss from '../../components/button.css';
import * as buttonPaletteCss from '../../components/button-palette.css';

const hasWebShare = () => typeof navigator.share === 'function';

/** True in a browser with the Web Share API; false on the server and during hydration. */
function useCanShare(): boolean {
  return useBrowserValue(noSubscription, hasWebShare, false);
}

/**
 * The phone's share sheet where the Web Share API exists; otherwise WhatsApp and a copy of the
 * link. The link opens the public landing `/referral?code=…`.
 */
export function ReferralShare(props: { url: string; text: string; brandName: string }) {
  const canShare = useCanShare();

  async function share() {
    try {
      await navigator.share({
        title: `Gabung ${props.brandName}`,
        text: props.text,
        url: props.url,
      });
    } catch {
      // Closing the share sheet rejects too: nothing to say.
    }
  }

  return (
    <div>
      <div className={referralShareCss.actions}>
        {canShare ? (
          <button
            type="button"
            className={`${buttonCss.root} ${buttonCss.md} ${buttonCss.brand} ${buttonCss.solid} ${referralShareCss.action}`}
            onClick={() => void share()}
          >
            Bagikan kode
          </button>
        ) : (
          <>
            <ExternalLink
              href={`https://wa.me/?text=${encodeURIComponent(`${props.text} ${props.url}`)}`}
              newTab
              className={`${buttonCss.root} ${buttonCss.md} ${buttonPaletteCss.buttonGreen} ${buttonCss.solid} ${referralShareCss.action}`}
            >
              Bagikan ke WhatsApp
            </ExternalLink>
            <CopyButton
              value={props.url}
              context="undangan"
              successMessage="Tautan berhasil disalin"
              failureMessage="Tautan gagal disalin"
              size="md"
              className={referralShareCss.action}
            >
              Salin tautan
            </CopyButton>
          </>
        )}
      </div>
      <p className={referralShareCss.link} data-testid="referral-link">
        {props.url}
      </p>
    </div>
  );
}
