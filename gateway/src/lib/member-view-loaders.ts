import DataLoader from 'dataloader';
import { idAndSlugLoaders } from './id-slug-loaders.js';

/**
 * A public entity's per-request loaders, by id and by slug, and `memberView`: what only the
 * signed-in member sees of it, by id. The entity is fetched without the member's token so it
 * stays free of member data; `memberValues` gets the token once for a whole batch. A visitor gets
 * `visitorValue` and the upstream is not asked.
 */
export function memberViewLoaders<T extends { id: number; slug: string }, V>(options: {
  fetchById: (id: number) => Promise<T | null>;
  fetchBySlug: (slug: string) => Promise<T | null>;
  accessToken: () => Promise<string | null>;
  visitorValue: V;
  memberValues: (ids: readonly number[], token: string) => Promise<V[]>;
}) {
  const { byId, bySlug } = idAndSlugLoaders(options.fetchById, options.fetchBySlug);
  const memberView = new DataLoader<number, V>(async (ids) => {
    const token = await options.accessToken();
    if (!token) return ids.map(() => options.visitorValue);
    return options.memberValues(ids, token);
  });

  return {
    byId,
    bySlug,
    memberView,
    /** After a write that changed the entity and the member's view of it: asks both again. */
    reload(id: number): Promise<T | null> {
      memberView.clear(id);
      return byId.clear(id).load(id);
    },
  };
}
