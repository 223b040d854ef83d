import type { EventWhen, Resolvers } from '../../generated/resolvers-types.js';
import { checkPageArgs, toPage } from '../../lib/paging.js';
import { parseSlugOrId } from '../../lib/slug-or-id.js';
import type { RegistrationPayload } from '../../upstream/content-types.js';
import { countMemberAction } from '../../observability/metrics.js';
import { memberMutation, type MutationOutcome } from '../mutation/result.js';
import { loadViewer } from '../viewer/resolvers.js';

/** What `RegistrationResult` resolves from: the outcome, and the event that was asked for. */
export type RegistrationResultModel = MutationOutcome<{ registration: RegistrationPayload }> & {
  eventId: number;
};

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
      if (!key) return null;
      return 'id' in key ? loaders.event.byId.load(key.id) : loaders.event.bySlug.load(key.slug);
    },
  },
  Mutation: {
    registerForEvent: async (_parent, { input }, context) => ({
      eventId: Number(input.eventId),
      ...(await countMemberAction(
        'registration',
        memberMutation(context, async (accessToken) => ({
          registration: await context.content.registerForEvent(accessToken, {
            eventId: Number(input.eventId),
            pointUsed: input.pointUsed,
            registrationData: input.attendees.map(({ name, email, phoneNumber }) => ({
              name,
              email,
              phoneNumber,
            })),
            idempotencyKey: input.idempotencyKey ?? undefined,
          }),
        })),
      )),
    }),
  },
  // Resolved after the registration, succeeded or refused, and only when selected.
  RegistrationResult: {
    viewer: (_result, _args, context) => loadViewer(context),
    event: (result, _args, { loaders }) => loaders.event.reload(result.eventId),
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
