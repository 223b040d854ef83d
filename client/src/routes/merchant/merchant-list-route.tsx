import { PlaceholderPage } from '../../components/placeholder-page';
import { usePublicConfig } from '../../config/public-config';

export function Component() {
  const { brandName } = usePublicConfig();
  return (
    <PlaceholderPage
      title="Brand Partner"
      intro={`Semua brand partner ${brandName} dari A sampai Z.`}
    />
  );
}
