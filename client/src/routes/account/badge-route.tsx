import { PlaceholderPage } from '../../components/placeholder-page';

export function Component() {
  return (
    <PlaceholderPage
      title="Koleksi Badge"
      intro="Badge yang sudah kamu dapatkan dan yang masih menunggu untuk dibuka."
    />
  );
}
