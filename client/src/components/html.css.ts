import { staticClass } from '../theme/static-class';

// components/html-content.tsx: the content API's HTML (descriptions, terms, articles).
export const root = staticClass('mv-html', {
  lineHeight: '1.7',
  '& p, & ul, & ol, & blockquote, & table': { marginBottom: '3' },
  '& ul': { paddingInlineStart: '5', listStyleType: 'disc' },
  '& ol': { paddingInlineStart: '5', listStyleType: 'decimal' },
  '& h2, & h3, & h4': { fontWeight: 'semibold', marginTop: '4', marginBottom: '2' },
  '& h2': { fontSize: 'xl' },
  '& h3': { fontSize: 'lg' },
  '& a': { color: 'brand.600', textDecoration: 'underline' },
  '& img': { maxWidth: '100%', height: 'auto', borderRadius: 'md' },
  '& blockquote': { borderInlineStartWidth: '3px', paddingInlineStart: '3', color: 'fg.muted' },
});
export const sm = staticClass('mv-html--sm', { fontSize: 'sm' });
export const lg = staticClass('mv-html--lg', { fontSize: { base: 'md', md: 'lg' } });
