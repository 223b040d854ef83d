import { IMAGE_WIDTHS } from '@myvalue/schema/image-widths';

/** A card in the 2/3/4-column card grid (`CardGrid`), inside a container of at most ~1200 px. */
export const CARD_SIZES =
  '(min-width: 80em) 300px, (min-width: 62em) 25vw, (min-width: 48em) 33vw, 50vw';

/** The main picture of a detail page: full width on phones, the wider column from `md`. */
export const DETAIL_SIZES = '(min-width: 80em) 720px, (min-width: 48em) 60vw, 100vw';

/** A banner across the page (home carousel, campaign hero). */
export const BANNER_SIZES = '(min-width: 80em) 1280px, 100vw';

export interface ResponsiveSource {
  src: string;
  srcSet?: string;
}

/** The `/img` address of `source` at one of `IMAGE_WIDTHS`. */
function resizedImageUrl(source: string, width: number): string {
  return `/img?src=${encodeURIComponent(source)}&w=${width}`;
}

/**
 * `src` and `srcSet` through `/img` for a picture from the storage base, whose intrinsic width is
 * `intrinsicWidth`. Widths stop at the picture's own: for a photo the step above it is asked for
 * but described by the intrinsic width (the gateway never scales a photo up), so the browser's
 * arithmetic holds; an SVG is drawn at the asked width. Pictures from elsewhere keep their
 * address: `/img` would refuse them.
 */
export function responsiveSource(
  source: string,
  intrinsicWidth: number,
  storageUrl: string,
): ResponsiveSource {
  if (!isResizable(source, storageUrl)) return { src: source };
  const vector = isVector(source);
  const candidates: Array<[requested: number, described: number]> = [];
  for (const width of IMAGE_WIDTHS) {
    if (width < intrinsicWidth) candidates.push([width, width]);
    else {
      candidates.push([width, vector ? width : intrinsicWidth]);
      break;
    }
  }
  const [fallback] = candidates.find(([requested]) => requested >= 640) ?? candidates.at(-1)!;
  return {
    src: resizedImageUrl(source, fallback),
    srcSet: candidates
      .map(([requested, described]) => `${resizedImageUrl(source, requested)} ${described}w`)
      .join(', '),
  };
}

/**
 * Whether `/img` takes `source`: pictures from the storage base, SVGs among them. An SVG goes
 * through it too because a browser draws each SVG picture in a document of its own on the main
 * thread: a page's dozens of logos and icons cost a phone more than its script (issue 10).
 */
function isResizable(source: string, storageUrl: string): boolean {
  if (!source.startsWith(`${storageUrl}/`)) return false;
  return /\.(jpe?g|png|webp|avif|svg)$/.test(pathOf(source));
}

function isVector(source: string): boolean {
  return pathOf(source).endsWith('.svg');
}

function pathOf(source: string): string {
  return source.split(/[?#]/)[0]!.toLowerCase();
}

/**
 * One `/img` address for a small picture drawn at a fixed size (an avatar, a logo, an icon): a
 * member's uploaded photo may be a 2 MB camera shot, a logo an SVG. Anything `/img` would refuse
 * keeps its address.
 */
export function thumbnailSource(source: string, width: number, storageUrl: string): string {
  return isResizable(source, storageUrl) ? resizedImageUrl(source, width) : source;
}
