import { PlaceholderPage } from '../../components/placeholder-page';

export function Component() {
  return (
    <PlaceholderPage title="Daftar Event" intro="Isi data peserta untuk mendaftar event ini." />
  );
}
