import { idAndSlugLoaders } from '../../lib/id-slug-loaders.js';
import type { ContentApi } from '../../upstream/content.js';

/** Per-request category loaders: one request never asks for the same category twice. */
export function createCategoryLoaders(content: ContentApi) {
  return idAndSlugLoaders(
    (id) => content.categoryById(id),
    (slug) => content.categoryBySlug(slug),
  );
}
