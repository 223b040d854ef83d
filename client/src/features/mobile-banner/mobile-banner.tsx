import { useState } from 'react';
import { ExternalLink } from '../../components/external-link';
import { CloseIcon, PhoneIcon } from '../../components/icons';
import { usePublicConfig } from '../../config/public-config';

/**
 * SPEC 2: on small screens only, an invitation to the app. Closing it hides it until the next
 * page load (not persisted, on purpose).
 */
export function MobileBanner() {
  const { brandName, appLinkUrl } = usePublicConfig();
  const [open, setOpen] = useState(true);
  if (!open) return null;

  return (
    <aside aria-label="Aplikasi" data-testid="mobile-banner" className="mv-mobile-banner">
      <div className="mv-mobile-banner__row">
        <button
          type="button"
          aria-label="Tutup banner aplikasi"
          className="mv-button mv-button--xs mv-button--ghost mv-button--icon"
          onClick={() => setOpen(false)}
        >
          <CloseIcon />
        </button>
        <PhoneIcon className="mv-mobile-banner__icon" aria-hidden="true" />
        <p className="mv-mobile-banner__text">Nikmati lebih banyak fitur di aplikasi {brandName}</p>
        <ExternalLink
          href={appLinkUrl}
          className="mv-button mv-button--xs mv-button--brand mv-button--solid mv-button--pill"
        >
          Buka di Aplikasi
        </ExternalLink>
      </div>
    </aside>
  );
}
