import { PlaceholderPage } from '../../components/placeholder-page';
import { usePublicConfig } from '../../config/public-config';

export function Component() {
  const { brandName } = usePublicConfig();
  return (
    <PlaceholderPage
      title="Tentang Membership"
      heading={`Kenali Membership ${brandName}`}
      intro="Kumpulkan poin di setiap transaksi, naikkan tier-mu dan nikmati keuntungan eksklusif."
    />
  );
}
