import { diagonalGradient, svgOpening } from './frame.js';
import { brandTone } from './palette.js';
import { glyphs, type GlyphName } from './glyphs.js';
import { escapeXml } from './xml.js';

export interface IconOptions {
  /** Accessible name, and the source of the letter when there is no glyph. */
  label: string;
  glyph?: GlyphName | undefined;
  /** Picks the gradient from the brand palette; any integer. */
  tone: number;
}

const SIZE = 256;
const GLYPH_SCALE = 6; // 24-unit glyph grid → 144 px, centred in the 256 px frame
const GLYPH_OFFSET = (SIZE - 24 * GLYPH_SCALE) / 2;

/** A square, rounded, brand-coloured icon with a white glyph or initial. Pure and deterministic. */
export function renderIconSvg({ label, glyph, tone }: IconOptions): string {
  const [from, to] = brandTone(tone);
  const gradientId = `tone-${tone}`;
  const mark = glyph ? glyphMark(glyph) : initialMark(label);
  return [
    svgOpening(label, SIZE, SIZE),
    diagonalGradient(gradientId, from, to),
    `<rect width="${SIZE}" height="${SIZE}" rx="64" fill="url(#${gradientId})"/>`,
    `<circle cx="214" cy="42" r="78" fill="#fff" fill-opacity="0.08"/>`,
    `<circle cx="36" cy="226" r="58" fill="#fff" fill-opacity="0.06"/>`,
    mark,
    `</svg>`,
    '',
  ].join('\n');
}

function glyphMark(glyph: GlyphName): string {
  return (
    `<g transform="translate(${GLYPH_OFFSET} ${GLYPH_OFFSET}) scale(${GLYPH_SCALE})" fill="none" ` +
    `stroke="#fff" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round">` +
    `${glyphs[glyph]}</g>`
  );
}

function initialMark(label: string): string {
  const initial = Array.from(label.trim())[0]?.toUpperCase() ?? '?';
  return (
    `<text x="128" y="128" dy="0.35em" text-anchor="middle" fill="#fff" font-size="124" ` +
    `font-weight="700" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif">` +
    `${escapeXml(initial)}</text>`
  );
}
