import { PlaceholderPage } from '../../components/placeholder-page';

export function Component() {
  return <PlaceholderPage title="Voucher Saya" intro="Voucher aktif yang siap kamu tukarkan." />;
}
