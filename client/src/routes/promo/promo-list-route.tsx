import { PlaceholderPage } from '../../components/placeholder-page';

export function Component() {
  return (
    <PlaceholderPage
      title="Semua Voucher"
      intro="Temukan promo dan voucher terbaru dari brand favoritmu."
    />
  );
}
