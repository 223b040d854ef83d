import { ExternalLink } from './external-link';
import { usePublicConfig } from '../config/public-config';
import * as storeBadgesCss from './store-badges.css';

/** The stores' badges, as the stores give them, each at its own width. */
const BADGES = [
  {
    store: 'playStoreUrl',
    src: '/badges/google-play.png',
    alt: 'Dapatkan di Google Play',
    width: 135,
  },
  { store: 'appStoreUrl', src: '/badges/app-store.png', alt: 'Unduh di App Store', width: 120 },
] as const;

/**
 * Google Play and App Store badges (PNGs drawn by scripts/generate-icons.mjs), each opening its
 * store in a new tab.
 */
export function StoreBadges() {
  const config = usePublicConfig();
  return (
    <div className={storeBadgesCss.root}>
      {BADGES.map((badge) => (
        <ExternalLink key={badge.store} href={config[badge.store]} newTab>
          <img
            src={badge.src}
            alt={badge.alt}
            width={badge.width}
            height="40"
            style={{ width: `${badge.width}px`, height: '40px' }}
            loading="lazy"
          />
        </ExternalLink>
      ))}
    </div>
  );
}
