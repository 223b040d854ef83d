import { idAndSlugLoaders } from '../../lib/id-slug-loaders.js';
import type { ContentApi } from '../../upstream/content.js';

/** Per-request merchant loaders: one request never asks for the same merchant twice. */
export function createMerchantLoaders(content: ContentApi) {
  return idAndSlugLoaders(
    (id) => content.merchantById(id),
    (slug) => content.merchantBySlug(slug),
  );
}
