import { PlaceholderPage } from '../../components/placeholder-page';

export function Component() {
  return (
    <PlaceholderPage
      title="Detail Event"
      intro="Informasi lengkap event: tempat, jadwal dan kuota tersisa."
    />
  );
}
