import DataLoader from 'dataloader';
import { parseSlugOrId } from '../../lib/slug-or-id.js';

/**
 * A per-request loader for an upstream route that takes a slug or an id on the same path
 * (`/v1/things/{slug}`). Keys are the slug or the id as a string; a fetched item primes both,
 * so one request never fetches the same item twice.
 */
export function createSlugOrIdLoader<T extends { id: number; slug: string }>(
  fetch: (slugOrId: string) => Promise<T | null>,
) {
  const loader: DataLoader<string, T | null> = new DataLoader((keys) =>
    Promise.all(
      keys.map(async (key) => {
        const item = await fetch(key);
        if (item) {
          loader.prime(String(item.id), item);
          loader.prime(item.slug, item);
        }
        return item;
      }),
    ),
  );
  return {
    loader,
    /** SPEC 5: an all-digit slug names the id. */
    load(slug: string) {
      const key = parseSlugOrId(slug);
      if (!key) return Promise.resolve(null);
      return loader.load('id' in key ? String(key.id) : key.slug);
    },
  };
}
