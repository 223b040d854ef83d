import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { Upstream } from '../../context.js';
import { ApiError, errorResponses } from '../../http/errors.js';
import { type PageQuery, pagedListSchema, pageWindow, toPage } from '../../http/paging.js';
import { requestSchema, responseSchema } from '../../http/schema.js';
import { memberOf, requireMember } from '../auth/member.js';
import { Results, bearer } from '../schemas.js';
import { findUserById } from '../users/repository.js';
import { countRows } from '../../db/count-rows.js';

const CardType = z.object({
  id: z.int(),
  name: z.string(),
  image: z.string().describe('Absolute URL of the card face (SVG)'),
});
const Card = z.object({
  id: z.int(),
  cardNumber: z.string(),
  cardType: CardType,
  holderName: z.string(),
  issuedDate: z.string().describe('YYYY-MM-DD'),
  isPrimary: z.boolean(),
});
const VerificationBody = z.object({ cardNumber: z.string().max(40) });

interface CardRow {
  id: number;
  card_number: string;
  holder_name: string;
  issued_date: string;
  is_primary: boolean;
  type_id: number;
  type_name: string;
  type_image: string;
}

const cardColumns = `c.id, c.card_number, c.holder_name, to_char(c.issued_date, 'YYYY-MM-DD') AS issued_date,
  c.is_primary, t.id AS type_id, t.name AS type_name, t.image_path AS type_image`;

export const cardRoutes: FastifyPluginAsync<{ upstream: Upstream }> = async (app, { upstream }) => {
  const { db, publicUrl } = upstream;
  const toCard = (row: CardRow) => ({
    id: row.id,
    cardNumber: row.card_number,
    cardType: { id: row.type_id, name: row.type_name, image: publicUrl.storage(row.type_image) },
    holderName: row.holder_name,
    issuedDate: row.issued_date,
    isPrimary: row.is_primary,
  });

  app.get(
    '/v1/card-types',
    {
      schema: {
        summary: 'Card types a member can hold',
        response: { 200: responseSchema(Results(CardType)) },
      },
    },
    async () => {
      const rows = await db.query<{ id: number; name: string; image_path: string }>(
        'SELECT id, name, image_path FROM card_types ORDER BY id',
      );
      return {
        results: rows.map((row) => ({
          id: row.id,
          name: row.name,
          image: publicUrl.storage(row.image_path),
        })),
      };
    },
  );

  app.get<{ Querystring: PageQuery }>(
    '/v1/user/cards',
    {
      preHandler: requireMember,
      schema: pagedListSchema({
        summary: "The member's cards, primary first",
        item: Card,
        security: bearer,
      }),
    },
    async (request) => {
      const userId = memberOf(request).userId;
      const window = pageWindow(request.query);
      const count = await countRows(
        db,
        'SELECT count(*)::int AS count FROM user_cards WHERE user_id = $1',
        [userId],
      );
      const rows = await db.query<CardRow>(
        `SELECT ${cardColumns} FROM user_cards c JOIN card_types t ON t.id = c.card_type_id
          WHERE c.user_id = $1 ORDER BY c.is_primary DESC, c.id LIMIT $2 OFFSET $3`,
        [userId, window.limit, window.offset],
      );
      return toPage({
        request,
        publicUrl,
        window,
        count,
        results: rows.map(toCard),
      });
    },
  );

  app.post<{ Body: z.output<typeof VerificationBody> }>(
    '/v1/user/cards/verification',
    {
      preHandler: requireMember,
      schema: {
        summary: 'Verify a physical card number and add it to the member',
        security: bearer,
        body: requestSchema(VerificationBody),
        response: { 201: responseSchema(Card), ...errorResponses(400, 401, 409) },
      },
    },
    async (request, reply) => {
      const userId = memberOf(request).userId;
      const cardNumber = request.body.cardNumber.replace(/[\s-]/g, '');
      if (!/^\d{16}$/.test(cardNumber)) {
        throw new ApiError(400, 'invalid_card_number', 'Nomor kartu harus 16 digit angka');
      }
      const [type] = await db.query<{ id: number }>(
        'SELECT id FROM card_types WHERE $1 LIKE prefix || $2',
        [cardNumber, '%'],
      );
      if (!type) throw new ApiError(400, 'invalid_card_number', 'Nomor kartu tidak dikenali');
      const taken = await db.query('SELECT 1 FROM user_cards WHERE card_number = $1', [cardNumber]);
      if (taken.length > 0) throw new ApiError(409, 'card_registered', 'Kartu sudah terdaftar');
      const user = await findUserById(db, userId);
      const count = await countRows(
        db,
        'SELECT count(*)::int AS count FROM user_cards WHERE user_id = $1',
        [userId],
      );
      const [inserted] = await db.query<{ id: number }>(
        `INSERT INTO user_cards (user_id, card_type_id, card_number, holder_name, issued_date, is_primary)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [
          userId,
          type.id,
          cardNumber,
          `${user!.first_name} ${user!.last_name}`.toUpperCase(),
          new Date().toISOString().slice(0, 10),
          count === 0,
        ],
      );
      const [row] = await db.query<CardRow>(
        `SELECT ${cardColumns} FROM user_cards c JOIN card_types t ON t.id = c.card_type_id WHERE c.id = $1`,
        [inserted!.id],
      );
      return reply.code(201).send(toCard(row!));
    },
  );
};
