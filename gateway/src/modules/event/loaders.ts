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

  function primeSlug(event: EventPayload | null) {
    if (event) bySlug.prime(event.slug, event);
    return event;
  }
  function primeId(event: EventPayload | null) {
    if (event) byId.prime(event.id, event);
    return event;
  }

  return { byId, bySlug, registered };
}

export type EventLoaders = ReturnType<typeof createEventLoaders>;
