import { PlaceholderPage } from '../../components/placeholder-page';

export function Component() {
  return (
    <PlaceholderPage
      title="Brand Partner"
      heading="Detail Brand Partner"
      intro="Profil brand, outlet dan promo yang sedang berlangsung."
    />
  );
}
