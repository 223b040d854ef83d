import { memberViewLoaders } from '../../lib/member-view-loaders.js';
import type { ContentApi } from '../../upstream/content.js';
import type { EventPayload } from '../../upstream/content-types.js';

/**
 * Per-request event loaders: one request never asks for the same event twice. `registered`
 * fetches an event with the member's token only to read `isRegistered`, so the public event
 * stays free of member data; `reload`, after a registration, asks for both again (fresh seats
 * left, and the member's `isRegistered`).
 */
export function createEventLoaders(content: ContentApi, accessToken: () => Promise<string | null>) {
  const { memberView, ...loaders } = memberViewLoaders<EventPayload, boolean>({
    fetchById: (id) => content.event(id),
    fetchBySlug: (slug) => content.event(slug),
    accessToken,
    visitorValue: false,
    memberValues: (ids, token) =>
      Promise.all(ids.map(async (id) => (await content.event(id, token))?.isRegistered ?? false)),
  });
  return { ...loaders, registered: memberView };
}
