import { ExternalLink } from './external-link';
import { usePublicConfig } from '../config/public-config';
import * as storeBadgesCss from './store-badges.css';

/** Google Play and App Store badges (local SVGs), each opening its store in a new tab. */
export function StoreBadges() {
  const { playStoreUrl, appStoreUrl } = usePublicConfig();
  return (
    <div className={storeBadgesCss.root}>
      <ExternalLink href={playStoreUrl} newTab>
        <img
          src="/badges/google-play.svg"
          alt="Dapatkan di Google Play"
          width="135"
          height="40"
          style={{ width: '135px', height: '40px' }}
          loading="lazy"
        />
      </ExternalLink>
      <ExternalLink href={appStoreUrl} newTab>
        <img
          src="/badges/app-store.svg"
          alt="Unduh di App Store"
          width="120"
          height="40"
          style={{ width: '120px', height: '40px' }}
          loading="lazy"
        />
      </ExternalLink>
    </div>
  );
}
