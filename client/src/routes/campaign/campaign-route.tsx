import { PlaceholderPage } from '../../components/placeholder-page';

export function Component() {
  return <PlaceholderPage title="Kampanye" intro="Kumpulan promo pilihan dalam satu kampanye." />;
}
