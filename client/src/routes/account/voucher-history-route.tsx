import { PlaceholderPage } from '../../components/placeholder-page';

export function Component() {
  return (
    <PlaceholderPage title="Riwayat Voucher" intro="Voucher yang sudah dipakai atau kedaluwarsa." />
  );
}
