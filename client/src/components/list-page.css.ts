import { staticClass } from '../theme/static-class';

// The line under a list page's title (articles, merchants, events), above its filters.
export const lead = staticClass('mv-list-page__lead', { mt: '1', mb: '4', color: 'fg.muted' });
