import { PlaceholderPage } from '../../components/placeholder-page';
import { usePublicConfig } from '../../config/public-config';

export function Component() {
  const { brandName } = usePublicConfig();
  return (
    <PlaceholderPage
      title="Jadi Partner"
      heading={`Jadi Partner ${brandName}`}
      intro={`Jangkau jutaan member ${brandName} dengan promo dan voucher brand-mu.`}
    />
  );
}
