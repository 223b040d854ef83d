/**
 * Line icons drawn on a 24×24 grid (stroke only, round caps), in the spirit of common UI icon
 * sets but drawn for this project. The icon renderer scales them into its frame.
 */
export const glyphs = {
  utensils:
    '<path d="M5 3v5a3 3 0 0 0 6 0V3"/><path d="M8 3v18"/><path d="M18 21V3c-2.5 1.5-4 4.5-4 8h4"/>',
  'shopping-bag':
    '<path d="M5 8h14l-1.2 12.1a1 1 0 0 1-1 .9H7.2a1 1 0 0 1-1-.9z"/><path d="M9 10V7a3 3 0 0 1 6 0v3"/>',
  sparkles:
    '<path d="M10 3l1.8 5.2L17 10l-5.2 1.8L10 17l-1.8-5.2L3 10l5.2-1.8z"/><path d="M18 14l.9 2.1L21 17l-2.1.9L18 20l-.9-2.1L15 17l2.1-.9z"/>',
  'medical-cross': '<path d="M9.5 3h5v6.5H21v5h-6.5V21h-5v-6.5H3v-5h6.5z"/>',
  ticket:
    '<path d="M3 7a1 1 0 0 1 1-1h16a1 1 0 0 1 1 1v3a2 2 0 0 0 0 4v3a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1v-3a2 2 0 0 0 0-4z"/><path d="M15 6v2M15 11v2M15 16v2"/>',
  plane: '<path d="M21 3L3 10.5l7 2.5 2.5 7z"/><path d="M21 3L10 13"/>',
  trophy:
    '<path d="M7 4h10v5a5 5 0 0 1-10 0z"/><path d="M7 6H4v1a4 4 0 0 0 3.5 4"/><path d="M17 6h3v1a4 4 0 0 1-3.5 4"/><path d="M12 14v4"/><path d="M8 21h8"/><path d="M9 18h6"/>',
  'graduation-cap':
    '<path d="M2 9l10-5 10 5-10 5z"/><path d="M6 11v5c3.5 2.5 8.5 2.5 12 0v-5"/><path d="M22 9v6"/>',
  smartphone: '<rect x="6" y="2" width="12" height="20" rx="2.5"/><path d="M11 18h2"/>',
  car: '<path d="M4 15l1.8-5.2A2 2 0 0 1 7.7 8.5h8.6a2 2 0 0 1 1.9 1.3L20 15"/><rect x="2.5" y="14" width="19" height="5" rx="1.5"/><path d="M6 19v2M18 19v2"/><path d="M6.5 16.5h1M16.5 16.5h1"/>',
  shirt: '<path d="M8.5 3L3 6l2 5 2.5-1V21h9V10l2.5 1 2-5-5.5-3a3.5 3.5 0 0 1-7 0z"/>',
  house:
    '<path d="M3 11l9-7.5 9 7.5"/><path d="M5.5 9.5V20a1 1 0 0 0 1 1h11a1 1 0 0 0 1-1V9.5"/><path d="M10 21v-6h4v6"/>',
  book: '<path d="M12 6.5C10 4.5 7 4 3 4v14c4 0 7 .5 9 2.5 2-2 5-2.5 9-2.5V4c-4 0-7 .5-9 2.5z"/><path d="M12 6.5v14"/>',
  heart:
    '<path d="M12 20.5S3 15 3 8.8A4.8 4.8 0 0 1 12 6.4a4.8 4.8 0 0 1 9 2.4c0 6.2-9 11.7-9 11.7z"/>',
  'credit-card':
    '<rect x="2.5" y="5" width="19" height="14" rx="2"/><path d="M2.5 10h19"/><path d="M6 15h4"/>',
  gift: '<rect x="3" y="8" width="18" height="4" rx="1"/><path d="M5 12v8a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-8"/><path d="M12 8v13"/><path d="M12 8C10.5 4 6 4 7 6.5 7.6 8 12 8 12 8zM12 8c1.5-4 6-4 5-1.5C16.4 8 12 8 12 8z"/>',
} as const;

export type GlyphName = keyof typeof glyphs;
