import { escapeXml } from './xml.js';

/** The opening tag of a standalone picture and its title: both carry its accessible name. */
export function svgOpening(
  label: string,
  width: number,
  height: number,
  viewBox = `0 0 ${width} ${height}`,
): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}" role="img" aria-label="${escapeXml(label)}">`,
    `<title>${escapeXml(label)}</title>`,
  ].join('\n');
}

/** A top-left to bottom-right gradient from `from` to `to`, filled in as `url(#id)`. */
export function diagonalGradient(id: string, from: string, to: string): string {
  return [
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>`,
    `</linearGradient></defs>`,
  ].join('\n');
}
