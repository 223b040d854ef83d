import { diagonalGradient, svgOpening } from '../storage/svg/frame.js';
import { brandTone } from '../storage/svg/palette.js';
import { escapeXml } from '../storage/svg/xml.js';

/** A membership card face (credit-card proportions) for a card type. Pure and deterministic. */
export function renderCardSvg(name: string, tone: number): string {
  const [from, to] = brandTone(tone);
  const id = `card-${tone}`;
  return [
    svgOpening(name, 428, 270),
    diagonalGradient(id, from, to),
    `<rect width="428" height="270" rx="24" fill="url(#${id})"/>`,
    `<circle cx="380" cy="40" r="110" fill="#fff" fill-opacity="0.08"/>`,
    `<rect x="32" y="96" width="56" height="42" rx="8" fill="#F5D77A"/>`,
    `<text x="32" y="60" fill="#fff" font-size="26" font-weight="700" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif">${escapeXml(name)}</text>`,
    `<text x="32" y="222" fill="#fff" fill-opacity="0.85" font-size="20" letter-spacing="3" font-family="ui-monospace, Menlo, Consolas, monospace">•••• •••• •••• ••••</text>`,
    `</svg>`,
    '',
  ].join('\n');
}
