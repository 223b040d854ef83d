import DataLoader from 'dataloader';

/**
 * An entity's two per-request loaders, by id and by slug. The content API has no batch
 * endpoint, so batching buys nothing; each answer primes the other key, so one request never
 * asks for the same entity twice, whichever key it came by.
 */
export function idAndSlugLoaders<T extends { id: number; slug: string }>(
  fetchById: (id: number) => Promise<T | null>,
  fetchBySlug: (slug: string) => Promise<T | null>,
) {
  const byId: DataLoader<number, T | null> = new DataLoader((ids) =>
    Promise.all(ids.map((id) => fetchById(id).then(primeSlug))),
  );
  const bySlug: DataLoader<string, T | null> = new DataLoader((slugs) =>
    Promise.all(slugs.map((slug) => fetchBySlug(slug).then(primeId))),
  );

  // clear() first: after a reload the other key must not keep the older copy.
  function primeSlug(entity: T | null) {
    if (entity) bySlug.clear(entity.slug).prime(entity.slug, entity);
    return entity;
  }
  function primeId(entity: T | null) {
    if (entity) byId.clear(entity.id).prime(entity.id, entity);
    return entity;
  }

  return { byId, bySlug };
}
