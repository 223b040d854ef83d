import { diagonalGradient, svgOpening } from './frame.js';
import { brandTone } from './palette.js';
import { glyphs, type GlyphName } from './glyphs.js';
import { escapeXml } from './xml.js';

export interface BannerOptions {
  /** Main line, also the accessible name. */
  title: string;
  /** Smaller line under the title (merchant name, date, call to action). */
  subtitle?: string | undefined;
  glyph?: GlyphName | undefined;
  tone: number;
  width: number;
  height: number;
  /**
   * `gradient` (default) paints the brand gradient; `scrim` leaves the picture transparent but
   * for a dark wash behind the text, to lay the text over a photo.
   */
  backdrop?: 'gradient' | 'scrim' | undefined;
}

const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif";

/**
 * A brand-coloured picture with a title, for promo images, event posters, banners and article
 * covers. Any size: the text scales with the height and wraps into at most three lines. Pure and
 * deterministic.
 */
export function renderBannerSvg(options: BannerOptions): string {
  const { title, subtitle, glyph, tone, width, height, backdrop = 'gradient' } = options;
  const [from, to] = brandTone(tone);
  const gradientId = `banner-${tone}`;
  const titleSize = Math.round(Math.min(height * 0.115, width * 0.06));
  const subtitleSize = Math.round(titleSize * 0.55);
  const padding = Math.round(Math.min(width, height) * 0.09);
  const glyphSize = Math.round(Math.min(height * 0.5, width * 0.26));
  const textWidth = glyph ? width - glyphSize - padding * 3 : width - padding * 2;
  const charsPerLine = Math.max(8, Math.floor(textWidth / (titleSize * 0.56)));
  const lines = wrap(title, charsPerLine, 3);
  const lineHeight = Math.round(titleSize * 1.2);
  const blockHeight = lines.length * lineHeight + (subtitle ? subtitleSize * 1.8 : 0);
  const top = Math.round((height - blockHeight) / 2 + titleSize);
  const text = lines
    .map(
      (line, index) =>
        `<text x="${padding}" y="${top + index * lineHeight}" fill="#fff" font-size="${titleSize}" font-weight="700" font-family="${FONT}">${escapeXml(line)}</text>`,
    )
    .join('');
  const sub = subtitle
    ? `<text x="${padding}" y="${top + lines.length * lineHeight + Math.round(subtitleSize * 0.6)}" fill="#fff" fill-opacity="0.85" font-size="${subtitleSize}" font-family="${FONT}">${escapeXml(subtitle)}</text>`
    : '';
  const mark = glyph
    ? `<g transform="translate(${width - padding - glyphSize} ${Math.round((height - glyphSize) / 2)}) scale(${(glyphSize / 24).toFixed(3)})" fill="none" stroke="#fff" stroke-opacity="0.9" stroke-width="1.4" stroke-linecap="round" stroke-linejoin="round">${glyphs[glyph]}</g>`
    : '';
  return [
    svgOpening(title, width, height),
    backdrop === 'gradient'
      ? gradientBackdrop(gradientId, from, to, width, height)
      : scrimBackdrop(gradientId, width, height),
    mark,
    text,
    sub,
    `</svg>`,
    '',
  ].join('\n');
}

function gradientBackdrop(id: string, from: string, to: string, width: number, height: number) {
  return [
    diagonalGradient(id, from, to),
    `<rect width="${width}" height="${height}" fill="url(#${id})"/>`,
    `<circle cx="${Math.round(width * 0.85)}" cy="${Math.round(height * 0.1)}" r="${Math.round(height * 0.45)}" fill="#fff" fill-opacity="0.07"/>`,
    `<circle cx="${Math.round(width * 0.05)}" cy="${height}" r="${Math.round(height * 0.35)}" fill="#fff" fill-opacity="0.05"/>`,
  ].join('\n');
}

/** White text stays readable on any photo over a wash that fades from the text side. */
function scrimBackdrop(id: string, width: number, height: number) {
  return [
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0">`,
    `<stop offset="0" stop-color="#1a0622" stop-opacity="0.72"/>`,
    `<stop offset="0.75" stop-color="#1a0622" stop-opacity="0.18"/>`,
    `<stop offset="1" stop-color="#1a0622" stop-opacity="0"/>`,
    `</linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#${id})"/>`,
  ].join('\n');
}

function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (current && current.length + 1 + word.length > width) {
      lines.push(current);
      current = word;
    } else {
      current = current ? `${current} ${word}` : word;
    }
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
  return kept;
}

/**
 * A square pattern that looks like a QR code, drawn from a hash of `text`. It is a placeholder
 * picture for "download the app" boxes, not a scannable code.
 */
export function renderQrLikeSvg(text: string, label: string): string {
  const cells = 25;
  const size = 250;
  const cell = size / cells;
  let state = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    state = Math.imul(state ^ text.charCodeAt(index), 0x01000193) >>> 0;
  }
  const next = () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 4_294_967_296;
  };
  const finder = (x: number, y: number) =>
    x < 7 && y < 7 ? true : x >= cells - 7 && y < 7 ? true : x < 7 && y >= cells - 7;
  const rects: string[] = [];
  for (let y = 0; y < cells; y += 1) {
    for (let x = 0; x < cells; x += 1) {
      if (finder(x, y)) continue;
      if (next() < 0.5) rects.push(`M${x * cell} ${y * cell}h${cell}v${cell}h-${cell}z`);
    }
  }
  const finderMark = (x: number, y: number) =>
    `<rect x="${x * cell + cell / 2}" y="${y * cell + cell / 2}" width="${cell * 6}" height="${cell * 6}" fill="none" stroke="#000" stroke-width="${cell}"/>` +
    `<rect x="${(x + 2) * cell}" y="${(y + 2) * cell}" width="${cell * 3}" height="${cell * 3}"/>`;
  return [
    svgOpening(label, size + 20, size + 20, `-10 -10 ${size + 20} ${size + 20}`),
    `<rect x="-10" y="-10" width="${size + 20}" height="${size + 20}" fill="#fff"/>`,
    `<g fill="#000">${finderMark(0, 0)}${finderMark(cells - 7, 0)}${finderMark(0, cells - 7)}<path d="${rects.join('')}"/></g>`,
    `</svg>`,
    '',
  ].join('\n');
}
