/** What a browser may ask for; `png` stands in for `jpeg` when the picture has transparency. */
export type OutputFormat = 'avif' | 'webp' | 'jpeg';
export type EncodedFormat = OutputFormat | 'png';

/**
 * The smallest format the browser says it takes. Browsers list `image/avif` and `image/webp` in
 * the Accept of image requests; anything else (or no Accept) gets JPEG, which every one decodes.
 * A `q=0` means "not acceptable".
 */
export function negotiateFormat(accept: string | undefined): OutputFormat {
  const accepted = new Set(
    (accept ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, ...params]) => !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param)))
      .map(([type]) => type),
  );
  if (accepted.has('image/avif')) return 'avif';
  if (accepted.has('image/webp')) return 'webp';
  return 'jpeg';
}

export const CONTENT_TYPES: Record<EncodedFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
};
