import { HStack, Image } from '@chakra-ui/react';
import { ExternalLink } from '../../components/external-link';
import { usePublicConfig } from '../../config/public-config';

/** Google Play and App Store badges (local SVGs), each opening its store in a new tab. */
export function StoreBadges() {
  const { playStoreUrl, appStoreUrl } = usePublicConfig();
  return (
    <HStack gap="2">
      <ExternalLink href={playStoreUrl} newTab>
        <Image
          src="/badges/google-play.svg"
          alt="Dapatkan di Google Play"
          width="135px"
          height="40px"
          loading="lazy"
        />
      </ExternalLink>
      <ExternalLink href={appStoreUrl} newTab>
        <Image
          src="/badges/app-store.svg"
          alt="Unduh di App Store"
          width="120px"
          height="40px"
          loading="lazy"
        />
      </ExternalLink>
    </HStack>
  );
}
