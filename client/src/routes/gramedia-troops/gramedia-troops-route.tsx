import { PlaceholderPage } from '../../components/placeholder-page';

export function Component() {
  return (
    <PlaceholderPage
      title="Gramedia Troops"
      intro="Program komunitas untuk para pencinta buku dan literasi."
    />
  );
}
