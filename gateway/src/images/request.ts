import { IMAGE_WIDTHS } from '@myvalue/schema/image-widths';

type ImageWidth = (typeof IMAGE_WIDTHS)[number];

export interface ImageRequest {
  source: URL;
  width: ImageWidth;
}

export type ImageRequestResult =
  { ok: true; request: ImageRequest } | { ok: false; status: 400 | 403; detail: string };

/**
 * Reads `?src=<absolute URL>&w=<width>`. The source must start with one of `allowedSources`
 * (absolute http(s) bases, no trailing slash) at a path boundary, after URL normalisation, so
 * `..` segments and encoded slashes cannot climb out of the base.
 */
export function parseImageRequest(
  query: Record<string, unknown>,
  allowedSources: readonly string[],
): ImageRequestResult {
  const { src, w } = query;
  if (typeof src !== 'string' || typeof w !== 'string' || !/^\d{1,5}$/.test(w)) {
    return { ok: false, status: 400, detail: 'Butuh src (URL) dan w (lebar) yang valid' };
  }
  const width = Number(w);
  if (!IMAGE_WIDTHS.includes(width as ImageWidth)) {
    return { ok: false, status: 400, detail: `w harus salah satu dari ${IMAGE_WIDTHS.join(', ')}` };
  }
  // Encoded dots and slashes, backslashes and dot segments are how paths climb out of a base.
  if (src.length > 2000 || /%2e|%2f|%5c|\\|\/\.\.?(\/|$|\?)/i.test(src)) {
    return { ok: false, status: 400, detail: 'src tidak valid' };
  }
  let source: URL;
  try {
    source = new URL(src);
  } catch {
    return { ok: false, status: 400, detail: 'src harus URL absolut' };
  }
  if (source.protocol !== 'http:' && source.protocol !== 'https:') {
    return { ok: false, status: 400, detail: 'src harus http atau https' };
  }
  if (source.username || source.password || source.hash) {
    return { ok: false, status: 400, detail: 'src tidak valid' };
  }
  const normalised = source.href;
  const allowed = allowedSources.some((base) => normalised.startsWith(`${base}/`));
  if (!allowed) return { ok: false, status: 403, detail: 'Sumber gambar tidak diizinkan' };
  return { ok: true, request: { source, width: width as ImageWidth } };
}
