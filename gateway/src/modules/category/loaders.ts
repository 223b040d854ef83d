import DataLoader from 'dataloader';
import type { ContentApi } from '../../upstream/content.js';
import type { CategoryPayload } from '../../upstream/content-types.js';

/**
 * Per-request loaders: the content API has no batch endpoint, so batching buys nothing,
 * but caching means one request never asks for the same category twice.
 */
export function createCategoryLoaders(content: ContentApi) {
  const byId: DataLoader<number, CategoryPayload | null> = new DataLoader((ids) =>
    Promise.all(ids.map((id) => content.categoryById(id).then(primeSlug))),
  );
  const bySlug: DataLoader<string, CategoryPayload | null> = new DataLoader((slugs) =>
    Promise.all(slugs.map((slug) => content.categoryBySlug(slug).then(primeId))),
  );

  function primeSlug(category: CategoryPayload | null) {
    if (category) bySlug.prime(category.slug, category);
    return category;
  }
  function primeId(category: CategoryPayload | null) {
    if (category) byId.prime(category.id, category);
    return category;
  }

  return { byId, bySlug };
}

export type CategoryLoaders = ReturnType<typeof createCategoryLoaders>;
