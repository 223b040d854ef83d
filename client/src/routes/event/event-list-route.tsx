import { PlaceholderPage } from '../../components/placeholder-page';
import { usePublicConfig } from '../../config/public-config';

export function Component() {
  const { brandName } = usePublicConfig();
  return (
    <PlaceholderPage
      title="Event"
      intro={`Event mendatang dan yang sudah berlalu untuk member ${brandName}.`}
    />
  );
}
