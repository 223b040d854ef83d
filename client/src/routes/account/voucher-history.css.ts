import { staticClass } from '../../theme/static-class';

// routes/account/voucher-history-route.tsx: the status filters, a row of pill links.
export const filters = staticClass('mv-voucher-history__filters', {
  display: 'flex',
  gap: '2',
  mb: '4',
  flexWrap: 'wrap',
});
