import { PlaceholderPage } from '../../components/placeholder-page';

export function Component() {
  return (
    <PlaceholderPage
      title="Poin Saya"
      intro="Saldo poin, poin yang akan kedaluwarsa dan riwayat transaksi poinmu."
    />
  );
}
