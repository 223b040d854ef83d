import { PlaceholderPage } from '../../components/placeholder-page';

export function Component() {
  return (
    <PlaceholderPage title="Detail Promo" intro="Syarat, cara penukaran dan masa berlaku promo." />
  );
}
