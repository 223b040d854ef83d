import { PlaceholderPage } from '../../components/placeholder-page';
import { usePublicConfig } from '../../config/public-config';

export function Component() {
  const { brandName } = usePublicConfig();
  return (
    <PlaceholderPage
      title="Program Referral"
      intro={`Ajak teman bergabung dengan ${brandName} dan dapatkan poin bersama.`}
    />
  );
}
