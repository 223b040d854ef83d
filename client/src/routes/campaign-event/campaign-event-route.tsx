import { PlaceholderPage } from '../../components/placeholder-page';

export function Component() {
  return (
    <PlaceholderPage title="Kampanye Event" intro="Kumpulan event pilihan dalam satu kampanye." />
  );
}
