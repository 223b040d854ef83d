import { PlaceholderPage } from '../../components/placeholder-page';

export function Component() {
  return (
    <PlaceholderPage
      title="Pengaturan Akun"
      intro="Ubah nama, foto, alamat, e-mail, nomor HP dan kata sandimu."
    />
  );
}
