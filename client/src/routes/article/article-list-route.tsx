import { PlaceholderPage } from '../../components/placeholder-page';

export function Component() {
  return (
    <PlaceholderPage
      title="Bacaan"
      intro="Artikel, tips dan cerita seputar promo dan gaya hidup."
    />
  );
}
