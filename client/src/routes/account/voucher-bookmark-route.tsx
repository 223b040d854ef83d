import { PlaceholderPage } from '../../components/placeholder-page';

export function Component() {
  return <PlaceholderPage title="Voucher Tersimpan" intro="Promo yang kamu simpan untuk nanti." />;
}
