import { PlaceholderPage } from '../../components/placeholder-page';
import { usePublicConfig } from '../../config/public-config';

export function Component() {
  const { brandName } = usePublicConfig();
  return (
    <PlaceholderPage title="Status Layanan" intro={`Kondisi layanan ${brandName} saat ini.`} />
  );
}
