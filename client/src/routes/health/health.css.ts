import { tableSlotRecipe } from '@chakra-ui/react/theme';
import { chakraHeading, chakraHStack, type SlotVariants } from '../../theme/style-parts';
import { staticClass } from '../../theme/static-class';

// routes/health/health-route.tsx: the status page in its container (with mv-container).
export const root = staticClass('mv-health', { py: '8' });
export const title = staticClass('mv-health__title', chakraHeading('2xl'));
export const lead = staticClass('mv-health__lead', { mt: '2', color: 'fg.muted' });
export const overall = staticClass('mv-health__overall', {
  ...chakraHStack,
  mt: '6',
  gap: '3',
  flexWrap: 'wrap',
});
export const overallText = staticClass('mv-health__overall-text', { fontWeight: 'semibold' });
export const empty = staticClass('mv-health__empty', { mt: '6' });
export const footer = staticClass('mv-health__footer', {
  ...chakraHStack,
  mt: '4',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: '3',
});
export const checkedAt = staticClass('mv-health__checked-at', { textStyle: 'secondary' });

// Chakra's Table (outline variant, size md) as a plain <table>.
const table = tableSlotRecipe.base as Record<string, object>;
const outline = (tableSlotRecipe.variants as SlotVariants).variant!.outline!;
const md = (tableSlotRecipe.variants as SlotVariants).size!.md!;
export const tableRoot = staticClass('mv-table', {
  ...table.root,
  ...outline.root,
  ...md.root,
  mt: '4',
});
export const tableHeader = staticClass('mv-table__header', outline.header!);
export const tableRow = staticClass('mv-table__row', { ...table.row, ...outline.row });
export const tableColumnHeader = staticClass('mv-table__column-header', {
  ...table.columnHeader,
  ...outline.columnHeader,
  ...md.columnHeader,
});
export const tableCell = staticClass('mv-table__cell', { ...table.cell, ...md.cell });
export const tableEnd = staticClass('mv-table__cell--end', { textAlign: 'end' });
