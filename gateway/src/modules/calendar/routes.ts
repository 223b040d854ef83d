import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { GatewayContext } from '../../context.js';
import { limitKey } from '../../rate-limit/mutation-limits.js';
import { sendRateLimitedPage } from '../../rate-limit/refusals.js';
import { loadViewer } from '../viewer/resolvers.js';
import { issueCalendarFeed } from './feed.js';
import { calendarIcs } from './ics.js';

export interface CalendarRoutesOptions {
  contextFor: (request: FastifyRequest, reply: FastifyReply) => GatewayContext;
}

/** Where the page's calendar part is, for the form's return. */
const CALENDAR_SECTION = '/account/poin#kalender';

/**
 * The calendar link's two routes. Not wrapped with fastify-plugin: the form parser stays here.
 *
 * - `GET /kalender/<token>.ics`: the member's feed for calendar apps, without a session (the
 *   token is the key); 404 for a token not, or no longer, issued. Counted by the per-address
 *   limit like every route.
 * - `POST /account/poin/kalender`: the page's forms without JavaScript (`aksi=buat` makes the
 *   link, `aksi=baru` replaces it), then back to the page, which shows the link. Only from the
 *   site's own pages: the session cookie is SameSite=Lax, and a request naming another origin is
 *   refused.
 */
export async function calendarRoutes(app: FastifyInstance, { contextFor }: CalendarRoutesOptions) {
  await app.register(formbody, { bodyLimit: 1024 });

  app.get<{ Params: { file: string } }>('/kalender/:file', async (request, reply) => {
    const context = contextFor(request, reply);
    const token = request.params.file.endsWith('.ics') ? request.params.file.slice(0, -4) : '';
    const snapshot = token ? await context.calendar.feed(token) : null;
    // Whoever holds the address reads it: never stored by a shared cache, nor kept.
    reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex');
    if (!snapshot) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Kalender tidak ditemukan');
    }
    return reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', 'inline; filename="kedaluwarsa.ics"')
      .send(calendarIcs(snapshot, context.siteOrigin, context.config.brandName));
  });

  app.post<{ Body: { aksi?: unknown } | undefined }>(
    '/account/poin/kalender',
    async (request, reply) => {
      const context = contextFor(request, reply);
      const origin = request.headers.origin;
      if (origin !== undefined && origin !== context.siteOrigin) {
        return reply.code(403).type('text/plain; charset=utf-8').send('Permintaan ditolak');
      }
      const action = request.body?.aksi;
      if (action !== 'buat' && action !== 'baru') {
        return reply.code(400).type('text/plain; charset=utf-8').send('Permintaan tidak valid');
      }
      // The mutations' limit: the form is the same action.
      const taken = await context.mutationLimits
        .get('rotateCalendarFeed')
        ?.take(await limitKey(context));
      if (taken && !taken.allowed) {
        return sendRateLimitedPage(reply, taken.retryAfter, context.config.brandName);
      }
      const viewer = await loadViewer(context);
      // A visitor goes to the page, which sends them to sign in.
      if (viewer) await issueCalendarFeed(context, viewer, action === 'baru');
      return reply.redirect(CALENDAR_SECTION, 303);
    },
  );
}
