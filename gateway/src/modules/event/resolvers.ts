import type { EventWhen, Resolvers } from '../../generated/resolvers-types.js';
import { checkPageArgs, toPage } from '../../lib/paging.js';
import { parseSlugOrId } from '../../lib/slug-or-id.js';
import { memberMutation } from '../mutation/result.js';

const WHEN: Record<EventWhen, 'upcoming' | 'past' | 'all'> = {
  UPCOMING: 'upcoming',
  PAST: 'past',
  ALL: 'all',
};

export const eventResolvers: Resolvers = {
  Query: {
    events: async (_parent, { when, ...paging }, { content }) => {
      const pageArgs = checkPageArgs(paging);
      return toPage(await content.events(WHEN[when ?? 'UPCOMING'], pageArgs), pageArgs);
    },
    event: (_parent, { slug }, { loaders }) => {
      const key = parseSlugOrId(slug);
      return 'id' in key ? loaders.event.byId.load(key.id) : loaders.event.bySlug.load(key.slug);
    },
  },
  Mutation: {
    registerForEvent: (_parent, { input }, context) =>
      memberMutation(context, async (accessToken) => {
        const registration = await context.content.registerForEvent(accessToken, {
          eventId: Number(input.eventId),
          pointUsed: input.pointUsed,
          registrationData: input.attendees.map(({ name, email, phoneNumber }) => ({
            name,
            email,
            phoneNumber,
          })),
        });
        context.loaders.event.registered.clear(registration.eventId);
        return { registration };
      }),
  },
  Event: {
    content: (event, _args, { sanitizeHtml }) => sanitizeHtml(event.content),
    isRegistered: (event, _args, { loaders }) => loaders.event.registered.load(event.id),
    link: (event) => `/event/${encodeURIComponent(event.slug)}`,
  },
  EventRegistration: {
    attendees: (registration) => registration.registrationData,
  },
};
