import { PlaceholderPage } from '../../components/placeholder-page';

export function Component() {
  return (
    <PlaceholderPage
      title="Kode Referral"
      intro="Bagikan kode referralmu dan dapatkan poin untuk setiap teman yang bergabung."
    />
  );
}
