import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { Upstream } from '../../context.js';
import type { DbSession } from '../../db/db.js';
import { ApiError, errorResponses, notFound } from '../../http/errors.js';
import { PageQuery, pagedListSchema, pageWindow, toPage } from '../../http/paging.js';
import { requestSchema, responseSchema } from '../../http/schema.js';
import { memberOf, optionalMember, requireMember } from '../../identity/auth/member.js';
import { InsufficientPointsError, spendPoints } from '../../identity/points/ledger.js';
import {
  IdParams,
  MAX_ID,
  Params,
  SlugParams,
  asId,
  bearerSecurity,
  iso,
  qrPayload,
} from '../shared.js';
import {
  idempotencyHeaderDoc,
  idempotencyKeyOf,
  requestHash,
  takeIdempotencyKey,
} from '../idempotency.js';
import { Event, findEvent, selectEvents, toEvent, type EventRow } from './model.js';
import { countRows } from '../../db/count-rows.js';

const EventListQuery = PageQuery.extend({
  when: z
    .enum(['upcoming', 'past', 'all'])
    .default('upcoming')
    .describe('upcoming: not over yet, soonest first; past: over, latest first'),
});
type EventListQuery = z.output<typeof EventListQuery>;

const Attendee = z.object({
  name: z.string().max(100),
  email: z.string().max(254),
  phoneNumber: z.string().max(20),
});

const RegistrationBody = z.object({
  eventId: z.int().min(1).max(MAX_ID).describe('Must equal the id in the path'),
  pointUsed: z.int().min(0).max(100_000_000).describe('Must equal pointCost × attendees'),
  registrationData: z.array(Attendee).min(1).max(10),
});
type RegistrationBody = z.output<typeof RegistrationBody>;

const Registration = z.object({
  code: z.string().describe('Shown at the door; also in /v1/voucher-ticket'),
  qrCode: z.string(),
  eventId: z.int(),
  pointUsed: z.int(),
  registeredAt: z.string(),
  registrationData: z.array(Attendee),
  event: Event,
});

const NOT_FOUND = 'Event tidak ditemukan';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Indonesian mobile numbers: 08…, 628… or +628…, 10 to 14 digits after the prefix's 0. */
export const INDONESIAN_PHONE = /^(?:\+62|62|0)8[1-9][0-9]{7,10}$/;

function normalisePhone(phone: string): string {
  return phone.replace(/[\s-]/g, '');
}

/** Indonesian messages for the first problem in the attendee list, or null when all is well. */
function attendeeProblem(attendees: RegistrationBody['registrationData']): string | null {
  for (const [index, attendee] of attendees.entries()) {
    const who = `peserta ${index + 1}`;
    if (attendee.name.trim().length < 2) return `Nama ${who} wajib diisi (minimal 2 huruf)`;
    if (!EMAIL.test(attendee.email.trim())) return `Format e-mail ${who} tidak valid`;
    if (!INDONESIAN_PHONE.test(normalisePhone(attendee.phoneNumber))) {
      return `Nomor HP ${who} harus nomor Indonesia, misalnya 081234567890`;
    }
  }
  const emails = attendees.map((attendee) => attendee.email.trim().toLowerCase());
  if (new Set(emails).size !== emails.length) return 'E-mail setiap peserta harus berbeda';
  return null;
}

interface StoredRegistration {
  code: string;
  pointUsed: number;
  registeredAt: Date;
  registrationData: { name: string; email: string; phoneNumber: string }[];
}

/** A registration as it was answered the first time, for a replayed `Idempotency-Key`. */
async function storedRegistration(tx: DbSession, code: string): Promise<StoredRegistration> {
  const [registration] = await tx.query<{ point_used: number; registered_at: Date }>(
    'SELECT point_used, registered_at FROM event_registrations WHERE code = $1',
    [code],
  );
  const attendees = await tx.query<{ name: string; email: string; phone_number: string }>(
    'SELECT name, email, phone_number FROM event_attendees WHERE registration_code = $1 ORDER BY position',
    [code],
  );
  return {
    code,
    pointUsed: registration?.point_used ?? 0,
    registeredAt: new Date(registration?.registered_at ?? Date.now()),
    registrationData: attendees.map((one) => ({
      name: one.name,
      email: one.email,
      phoneNumber: one.phone_number,
    })),
  };
}

const tags = ['Events'];

export const eventRoutes: FastifyPluginAsync<{ upstream: Upstream }> = async (
  app,
  { upstream },
) => {
  const { db, publicUrl } = upstream;

  app.get<{ Querystring: EventListQuery }>(
    '/events',
    {
      onRequest: optionalMember,
      schema: pagedListSchema({
        tags,
        summary: 'Events, upcoming (default) or past',
        item: Event,
        querystring: EventListQuery,
      }),
    },
    async (request) => {
      const window = pageWindow(request.query);
      const now = new Date();
      const { when } = request.query;
      const where = (params: Params) =>
        when === 'upcoming'
          ? `WHERE e.end_at >= ${params.add(now)}`
          : when === 'past'
            ? `WHERE e.end_at < ${params.add(now)}`
            : '';
      const order = when === 'past' ? 'e.start_at DESC, e.id' : 'e.start_at ASC, e.id';
      const countParams = new Params();
      const count = await countRows(
        db,
        `SELECT count(*)::int AS count FROM events e ${where(countParams)}`,
        countParams.values,
      );
      const params = new Params();
      const select = selectEvents(params, request.member?.userId ?? null);
      const rows = await db.query<EventRow>(
        `${select} ${where(params)} ORDER BY ${order} LIMIT ${params.add(window.limit)} OFFSET ${params.add(window.offset)}`,
        params.values,
      );
      return toPage({
        request,
        publicUrl,
        window,
        count,
        results: rows.map((row) => toEvent(row, publicUrl, now)),
      });
    },
  );

  app.get<{ Params: SlugParams }>(
    '/events/:slug',
    {
      onRequest: optionalMember,
      schema: {
        tags,
        summary: 'One event by slug, or by id when the value is all digits',
        params: requestSchema(SlugParams),
        response: { 200: responseSchema(Event), ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const id = asId(request.params.slug);
      const row = await findEvent(
        db,
        id === undefined ? { slug: request.params.slug } : { id },
        request.member?.userId ?? null,
      );
      if (!row) throw notFound(NOT_FOUND);
      return toEvent(row, publicUrl);
    },
  );

  app.post<{ Params: IdParams; Body: RegistrationBody }>(
    '/events/:id/register',
    {
      onRequest: requireMember,
      schema: {
        tags,
        summary: 'Register the member (and companions) for an event',
        description:
          'One registration per member per event. Each attendee takes one seat and costs ' +
          '`pointCost` points, paid through the points ledger. 400 `invalid_registration` for ' +
          'bad attendee data (Indonesian detail), 409 `quota_full` (Kuota event sudah penuh), ' +
          '`insufficient_points` (Poin kamu tidak cukup), `already_registered`, `event_ended`. ' +
          idempotencyHeaderDoc,
        security: bearerSecurity,
        params: requestSchema(IdParams),
        body: requestSchema(RegistrationBody),
        response: {
          201: responseSchema(Registration),
          ...errorResponses(400, 401, 404, 409, 422),
        },
      },
    },
    async (request, reply) => {
      const { userId } = memberOf(request);
      const { id } = request.params;
      const body = request.body;
      const key = idempotencyKeyOf(request);
      if (body.eventId !== id) {
        throw new ApiError(
          400,
          'invalid_registration',
          'eventId tidak sama dengan event yang dipilih',
        );
      }
      const problem = attendeeProblem(body.registrationData);
      if (problem) throw new ApiError(400, 'invalid_registration', problem);
      const now = new Date();
      const attendees = body.registrationData.map((attendee) => ({
        name: attendee.name.trim(),
        email: attendee.email.trim().toLowerCase(),
        phoneNumber: normalisePhone(attendee.phoneNumber),
      }));
      const registrationCode = `EVT-${randomBytes(5).toString('hex').toUpperCase()}`;
      const replayed = await db.transaction(async (tx) => {
        const idempotency = await takeIdempotencyKey(tx, {
          userId,
          key,
          hash: requestHash('event_registration', { id, pointUsed: body.pointUsed, attendees }),
          now,
        });
        if (idempotency.replay) return storedRegistration(tx, idempotency.resourceCode);
        const [event] = await tx.query<EventRow>(
          `SELECT id, title, end_at, quota, seats_taken, point_cost, max_attendees
             FROM events WHERE id = $1 FOR UPDATE`,
          [id],
        );
        if (!event) throw notFound(NOT_FOUND);
        if (new Date(event.end_at).getTime() < now.getTime()) {
          throw new ApiError(409, 'event_ended', 'Event sudah berakhir');
        }
        if (attendees.length > event.max_attendees) {
          throw new ApiError(
            400,
            'invalid_registration',
            `Maksimal ${event.max_attendees} peserta per pendaftaran`,
          );
        }
        const expected = event.point_cost * attendees.length;
        if (body.pointUsed !== expected) {
          throw new ApiError(
            400,
            'invalid_registration',
            `pointUsed harus ${expected} (${event.point_cost} poin × ${attendees.length} peserta)`,
          );
        }
        const existing = await tx.query(
          'SELECT 1 FROM event_registrations WHERE event_id = $1 AND user_id = $2',
          [id, userId],
        );
        if (existing.length > 0) {
          throw new ApiError(409, 'already_registered', 'Kamu sudah terdaftar di event ini');
        }
        if (event.seats_taken + attendees.length > event.quota) {
          throw new ApiError(409, 'quota_full', 'Kuota event sudah penuh');
        }
        await tx.query('UPDATE events SET seats_taken = seats_taken + $2 WHERE id = $1', [
          id,
          attendees.length,
        ]);
        if (expected > 0) {
          try {
            await spendPoints(tx, {
              userId,
              points: expected,
              description: `Pendaftaran event ${event.title}`,
              referenceNo: registrationCode,
              at: now,
            });
          } catch (error) {
            if (error instanceof InsufficientPointsError) {
              throw new ApiError(409, 'insufficient_points', 'Poin kamu tidak cukup');
            }
            throw error;
          }
        }
        await tx.query(
          `INSERT INTO event_registrations (code, event_id, user_id, point_used, registered_at)
           VALUES ($1, $2, $3, $4, $5)`,
          [registrationCode, id, userId, expected, now],
        );
        for (const [index, attendee] of attendees.entries()) {
          await tx.query(
            `INSERT INTO event_attendees (registration_code, position, name, email, phone_number)
             VALUES ($1, $2, $3, $4, $5)`,
            [registrationCode, index + 1, attendee.name, attendee.email, attendee.phoneNumber],
          );
        }
        await idempotency.remember(registrationCode);
        return null;
      });
      const registration = replayed ?? {
        pointUsed: body.pointUsed,
        registeredAt: now,
        registrationData: attendees,
      };
      const code = replayed?.code ?? registrationCode;
      const row = await findEvent(db, { id }, userId);
      return reply.code(201).send({
        code,
        qrCode: qrPayload(code),
        eventId: id,
        pointUsed: registration.pointUsed,
        registeredAt: iso(registration.registeredAt),
        registrationData: registration.registrationData,
        event: toEvent(row!, publicUrl, now),
      });
    },
  );
};
