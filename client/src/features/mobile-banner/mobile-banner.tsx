import { useState } from 'react';
import { ExternalLink } from '../../components/external-link';
import { CloseIcon, PhoneIcon } from '../../components/icons';
import { usePublicConfig } from '../../config/public-config';
import * as buttonCss from '../../components/button.css';
import * as mobileBannerCss from './mobile-banner.css';

/**
 * SPEC 2: on small screens only, an invitation to the app. Closing it hides it until the next
 * page load (not persisted, on purpose).
 */
export function MobileBanner() {
  const { brandName, appLinkUrl } = usePublicConfig();
  const [open, setOpen] = useState(true);
  if (!open) return null;

  return (
    <aside aria-label="Aplikasi" data-testid="mobile-banner" className={mobileBannerCss.root}>
      <div className={mobileBannerCss.row}>
        <button
          type="button"
          aria-label="Tutup banner aplikasi"
          className={`${buttonCss.root} ${buttonCss.xs} ${buttonCss.ghost} ${buttonCss.icon}`}
          onClick={() => setOpen(false)}
        >
          <CloseIcon />
        </button>
        <PhoneIcon className={mobileBannerCss.icon} aria-hidden="true" />
        <p className={mobileBannerCss.text}>Nikmati lebih banyak fitur di aplikasi {brandName}</p>
        <ExternalLink
          href={appLinkUrl}
          className={`${buttonCss.root} ${buttonCss.xs} ${buttonCss.brand} ${buttonCss.solid} ${buttonCss.pill}`}
        >
          Buka di Aplikasi
        </ExternalLink>
      </div>
    </aside>
  );
}
