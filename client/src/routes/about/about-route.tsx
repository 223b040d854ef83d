import { PlaceholderPage } from '../../components/placeholder-page';
import { usePublicConfig } from '../../config/public-config';

export function Component() {
  const { brandName } = usePublicConfig();
  return (
    <PlaceholderPage
      title="Tentang Kami"
      intro={`Kenali ${brandName}: program loyalitas untuk mengumpulkan poin dan menukarnya dengan voucher dari brand favoritmu.`}
    />
  );
}
