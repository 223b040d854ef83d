import { PlaceholderPage } from '../../components/placeholder-page';

export function Component() {
  return (
    <PlaceholderPage
      title="Akun Saya"
      intro="Profil, poin, tier, kartu membership dan badge milikmu ada di sini."
    />
  );
}
