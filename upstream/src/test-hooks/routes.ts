import { setImmediate, setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { DbSession } from '../db/db.js';
import { sendError } from '../http/errors.js';
import { requestSchema, responseSchema } from '../http/schema.js';
import type { FaultInjector } from './faults.js';
import type { Outbox } from './outbox.js';
import type { RequestLog } from './request-log.js';

export interface TestHooks {
  faults: FaultInjector;
  requestLog: RequestLog;
  outbox: Outbox;
  db: DbSession;
}

const HOOK_PREFIX = '/__';

const FaultRuleBody = z.object({
  method: z
    .string()
    .regex(/^[A-Za-z]+$/)
    .optional(),
  path: z.string().regex(/^\//, 'must start with /'),
  status: z.int().min(400).max(599).optional(),
  reply: z.enum(['invalid-json', 'reset']).optional(),
  latencyMs: z.int().min(0).max(60_000).optional(),
  afterRoute: z.boolean().optional(),
  times: z.int().min(1).optional(),
});
const FaultRules = z.object({ rules: z.array(FaultRuleBody) });

const LoggedRequest = z.object({
  method: z.string(),
  path: z.string(),
  query: z.string(),
  status: z.int(),
  time: z.string(),
  requestId: z.string(),
  aborted: z.boolean(),
});

const StoredPartnerInquiry = z.object({
  id: z.int(),
  companyName: z.string(),
  contactName: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  createdAt: z.string(),
});

const OutboxMessage = z.object({
  id: z.int(),
  to: z.string(),
  channel: z.string(),
  subject: z.string(),
  body: z.string(),
  code: z.string(),
  sentAt: z.string(),
});

const ExpireOtps = z.object({
  target: z.string().min(1).max(254).describe('The e-mail address or 08… phone number'),
});

function pathOf(request: FastifyRequest): string {
  return request.url.split('?')[0] ?? request.url;
}

/**
 * Registers the `/__*` hooks and, on every other request, fault injection and the request log.
 * Called on the root instance so that the hooks see every route, including unknown ones.
 */
export function registerTestHooks(app: FastifyInstance, hooks: TestHooks): void {
  const { faults, requestLog, outbox, db } = hooks;
  const arrivals = new WeakMap<FastifyRequest, string>();
  /** When an `afterRoute` fault lets the answer go (`performance.now()` time). */
  const lateAnswers = new WeakMap<FastifyRequest, number>();

  app.addHook('onRequest', async (request, reply) => {
    const path = pathOf(request);
    if (path.startsWith(HOOK_PREFIX)) return;
    arrivals.set(request, new Date().toISOString());
    const fault = faults.take(request.method, path);
    if (!fault) return;
    if (fault.afterRoute) {
      lateAnswers.set(request, performance.now() + fault.latencyMs);
      // Calls that came in with this one are stamped before its route takes the event loop;
      // otherwise each would count its arrival from when the routes before it were done.
      await setImmediate();
      return;
    }
    if (fault.latencyMs > 0) await sleep(fault.latencyMs);
    if (fault.reply === 'reset') {
      request.raw.socket.destroy();
      return reply;
    }
    if (fault.reply === 'invalid-json') {
      return reply.code(200).type('application/json').send('{"results": [<html>');
    }
    if (fault.status !== undefined) {
      return sendError(request, reply, fault.status, 'injected_fault', 'Injected fault');
    }
  });

  // Counted from the arrival, so the route's own work is inside the wait: a call slowed to
  // `latencyMs` in all, as a busy upstream serving calls side by side would answer it.
  app.addHook('onSend', async (request) => {
    const due = lateAnswers.get(request);
    if (due === undefined) return;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
  });

  const record = (request: FastifyRequest, status: number, aborted: boolean) => {
    const time = arrivals.get(request);
    if (time === undefined) return;
    arrivals.delete(request);
    requestLog.record({
      method: request.method,
      path: pathOf(request),
      query: request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '',
      status,
      time,
      requestId: request.id,
      aborted,
    });
  };
  // The caller hung up before the answer (its time limit ran out, or it went away).
  app.addHook('onRequestAbort', async (request) => record(request, 0, true));
  app.addHook('onResponse', async (request, reply) => record(request, reply.statusCode, false));

  const noContent = { 204: { type: 'null' } };

  app.put<{ Body: z.output<typeof FaultRules> }>(
    '/__faults',
    {
      schema: { body: requestSchema(FaultRules), response: { 200: responseSchema(FaultRules) } },
    },
    async (request) => {
      faults.replace(request.body.rules);
      return { rules: faults.list() };
    },
  );
  app.get('/__faults', { schema: { response: { 200: responseSchema(FaultRules) } } }, async () => ({
    rules: faults.list(),
  }));
  app.delete('/__faults', { schema: { response: noContent } }, async (_request, reply) => {
    faults.clear();
    return reply.code(204).send();
  });

  app.get(
    '/__requests',
    { schema: { response: { 200: responseSchema(z.array(LoggedRequest)) } } },
    async () => requestLog.list(),
  );
  app.delete('/__requests', { schema: { response: noContent } }, async (_request, reply) => {
    requestLog.clear();
    return reply.code(204).send();
  });

  app.get(
    '/__outbox',
    { schema: { response: { 200: responseSchema(z.array(OutboxMessage)) } } },
    async () => outbox.list(),
  );
  app.delete('/__outbox', { schema: { response: noContent } }, async (_request, reply) => {
    outbox.clear();
    return reply.code(204).send();
  });

  // Ends the unused one-time codes sent to an address now, so that browser tests can show the
  // "code expired" answer without waiting five minutes (OTP_TTL_SECONDS).
  app.post<{ Body: z.output<typeof ExpireOtps> }>(
    '/__otps/expire',
    {
      schema: {
        body: requestSchema(ExpireOtps),
        response: { 200: responseSchema(z.object({ expired: z.int() })) },
      },
    },
    async (request) => {
      const rows = await db.query<{ id: number }>(
        `UPDATE otps SET expires_at = now() - interval '1 second'
          WHERE target = $1 AND consumed_at IS NULL RETURNING id`,
        [request.body.target.trim().toLowerCase()],
      );
      return { expired: rows.length };
    },
  );

  // What the "Jadi Partner" form stored, newest first: browser tests check a submission landed.
  app.get(
    '/__partner-inquiries',
    { schema: { response: { 200: responseSchema(z.array(StoredPartnerInquiry)) } } },
    async () => {
      const rows = await db.query<{
        id: number;
        company_name: string;
        contact_name: string;
        email: string;
        phone: string;
        message: string;
        created_at: Date;
      }>(
        `SELECT id, company_name, contact_name, email, phone, message, created_at
           FROM partner_inquiries ORDER BY id DESC`,
      );
      return rows.map((row) => ({
        id: row.id,
        companyName: row.company_name,
        contactName: row.contact_name,
        email: row.email,
        phone: row.phone,
        message: row.message,
        createdAt: new Date(row.created_at).toISOString(),
      }));
    },
  );
}
