import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { Config } from '../config.js';
import { metrics } from '../observability/metrics.js';
import { takeLoginAttempt, writeLoginAttempt } from './cookies.js';
import { createLoginAttempt } from './pkce.js';
import { REFRESH_FAILED_DETAIL } from './session.js';
import type { GatewayContext } from '../context.js';
import { loadViewer } from '../modules/viewer/resolvers.js';
import type { ActionLimiter } from '../rate-limit/action-limiter.js';
import { sendRateLimitedPage } from '../rate-limit/refusals.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Server-renders the page asked for (set by the ssr plugin when it is on). */
    renderPage?: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;
  }
}

export interface SessionRoutesOptions {
  config: Config;
  contextFor: (request: FastifyRequest, reply: FastifyReply) => GatewayContext;
  /** Sign-in starts per client address (nobody is signed in yet). */
  signInLimiter: ActionLimiter;
}

const returnQuery = z.object({
  code: z.string().min(1).max(2048).optional(),
  state: z.string().max(400).optional(),
});

/** The site's own address, where the sign-on host sends the visitor back. */
function redirectUri(config: Config, request: FastifyRequest): string {
  const origin = config.publicUrl ?? `${request.protocol}://${request.host}`;
  return `${origin}/redirect`;
}

/**
 * Sign-in (authorization code + state + PKCE), the return from the sign-on host, refresh and
 * logout. Tokens live only in HttpOnly cookies; responses never carry them.
 */
export const sessionRoutes = fp<SessionRoutesOptions>(
  async (app: FastifyInstance, { config, contextFor, signInLimiter }) => {
    app.get('/webapi/auth/login', async (request, reply) => {
      const taken = await signInLimiter.take(`address:${request.ip}`);
      if (!taken.allowed) return sendRateLimitedPage(reply, taken.retryAfter, config.brandName);
      const attempt = createLoginAttempt();
      writeLoginAttempt(request, reply, attempt);
      const authorize = new URL(`${config.ssoUrl}/authorize/`);
      authorize.search = new URLSearchParams({
        response_type: 'code',
        client_id: config.ssoClientId,
        redirect_uri: redirectUri(config, request),
        state: attempt.state,
        code_challenge: attempt.challenge,
        code_challenge_method: 'S256',
      }).toString();
      return reply.header('cache-control', 'no-store').redirect(authorize.toString(), 302);
    });

    app.get('/redirect', async (request, reply) => {
      const query = returnQuery.safeParse(request.query);
      const code = query.success ? query.data.code : undefined;
      if (!code) {
        // The page itself: it finishes sign-in in the browser (login-redirect) or says it failed.
        if (app.renderPage) return app.renderPage(request, reply);
        return reply.code(404).send({ detail: 'Not found' });
      }
      const attempt = takeLoginAttempt(request, reply);
      const failed = () => {
        metrics.signIns.inc({ outcome: 'failed' });
        return reply.redirect('/redirect?error=login_failed', 303);
      };
      if (!attempt || !query.success || query.data.state !== attempt.state) return failed();
      try {
        const { identity, session } = contextFor(request, reply);
        const tokens = await identity.token({
          grant_type: 'authorization_code',
          code,
          redirect_uri: redirectUri(config, request),
          client_id: config.ssoClientId,
          code_verifier: attempt.verifier,
        });
        session.store(tokens);
      } catch (error) {
        request.log.warn({ err: error }, 'sign-in code exchange failed');
        return failed();
      }
      metrics.signIns.inc({ outcome: 'ok' });
      return reply.redirect('/redirect', 303);
    });

    app.get('/webapi/session/refresh', async (request, reply) => {
      const outcome = await contextFor(request, reply).session.refresh();
      reply.header('cache-control', 'no-store');
      if (!outcome.ok) {
        return reply.code(401).send({ status: 401, detail: REFRESH_FAILED_DETAIL });
      }
      return { data: { refreshed: true, expiresAt: new Date(outcome.exp * 1000).toISOString() } };
    });

    app.delete('/webapi/session/logout', async (request, reply) => {
      const context = contextFor(request, reply);
      if (config.webPush) {
        // No reminders reach a browser after its member signed out (of any of their browsers:
        // the gateway cannot tell which is this one). Signing out never fails on it.
        const viewer = await loadViewer(context).catch(() => null);
        if (viewer) await context.reminders.forget(viewer.user.valueId).catch(() => undefined);
      }
      await context.session.end();
      return reply.code(204).header('cache-control', 'no-store').send();
    });
  },
  { name: 'session-routes' },
);
