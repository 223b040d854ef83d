import DataLoader from 'dataloader';
import type { ContentApi } from '../../upstream/content.js';
import type { EventPayload } from '../../upstream/content-types.js';

/**
 * Per-request event loaders: one request never asks for the same event twice. `registered`
 * fetches an event with the member's token only to read `isRegistered`, so the public event
 * stays free of member data.
 */
export function createEventLoaders(content: ContentApi, accessToken: () => Promise<string | null>) {
  const byId: DataLoader<number, EventPayload | null> = new DataLoader((ids) =>
    Promise.all(ids.map((id) => content.event(id).then(primeSlug))),
  );
  const bySlug: DataLoader<string, EventPayload | null> = new DataLoader((slugs) =>
    Promise.all(slugs.map((slug) => content.event(slug).then(primeId))),
  );
  const registered = new DataLoader<number, boolean>(async (ids) => {
    const token = await accessToken();
    if (!token) return ids.map(() => false);
    return Promise.all(
      ids.map(async (id) => (await content.event(id, token))?.isRegistered ?? false),
    );
  });

  // clear() first: after a reload the other key must not keep the older copy.
  function primeSlug(event: EventPayload | null) {
    if (event) bySlug.clear(event.slug).prime(event.slug, event);
    return event;
  }
  function primeId(event: EventPayload | null) {
    if (event) byId.clear(event.id).prime(event.id, event);
    return event;
  }

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

export type EventLoaders = ReturnType<typeof createEventLoaders>;
