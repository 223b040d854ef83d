import DataLoader from 'dataloader';
import { idAndSlugLoaders } from '../../lib/id-slug-loaders.js';
import type { ContentApi } from '../../upstream/content.js';
import type { EventPayload } from '../../upstream/content-types.js';

/**
 * Per-request event loaders: one request never asks for the same event twice. `registered`
 * fetches an event with the member's token only to read `isRegistered`, so the public event
 * stays free of member data.
 */
export function createEventLoaders(content: ContentApi, accessToken: () => Promise<string | null>) {
  const { byId, bySlug } = idAndSlugLoaders<EventPayload>(
    (id) => content.event(id),
    (slug) => content.event(slug),
  );
  const registered = new DataLoader<number, boolean>(async (ids) => {
    const token = await accessToken();
    if (!token) return ids.map(() => false);
    return Promise.all(
      ids.map(async (id) => (await content.event(id, token))?.isRegistered ?? false),
    );
  });

  return {
    byId,
    bySlug,
    registered,
    /** After a registration: fresh seats left, and the member's `isRegistered` asked again. */
    reload(id: number): Promise<EventPayload | null> {
      registered.clear(id);
      return byId.clear(id).load(id);
    },
  };
}
