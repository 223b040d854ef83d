import { useSearchParams } from 'react-router-dom';
import { PlaceholderPage } from '../../components/placeholder-page';

export function Component() {
  const [params] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  return (
    <PlaceholderPage
      title={q ? `Hasil pencarian "${q}"` : 'Cari'}
      heading={q ? `Hasil pencarian "${q}"` : 'Cari voucher, event, promo'}
      intro="Promo, event, artikel dan brand partner yang cocok dengan kata kuncimu."
    />
  );
}
