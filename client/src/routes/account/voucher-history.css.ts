import { staticClass } from '../../theme/static-class';
import { wrapRow } from '../../theme/style-parts';

// routes/account/voucher-history-route.tsx: the status filters, a row of pill links.
export const filters = staticClass('mv-voucher-history__filters', {
  ...wrapRow,
  gap: '2',
  mb: '4',
});
