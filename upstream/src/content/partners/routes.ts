import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { Upstream } from '../../context.js';
import { ErrorBody } from '../../http/errors.js';
import { requestSchema, responseSchema } from '../../http/schema.js';
import { MESSAGE_MAX, MESSAGE_MIN, checkPartnerInquiry } from './inquiry.js';

const InquiryBody = z.object({
  companyName: z.string().describe('Required, at most 120 characters'),
  contactName: z.string().describe('Required, at most 100 characters'),
  email: z.string().describe('A valid e-mail address'),
  phone: z.string().describe('An Indonesian mobile number: 08…, 628… or +628…'),
  message: z.string().describe(`${MESSAGE_MIN} to ${MESSAGE_MAX} characters`),
});

const Created = z.object({ id: z.int().describe('Id of the stored inquiry') });

const ValidationErrorBody = ErrorBody.extend({
  fields: z
    .record(z.string(), z.string())
    .describe('What is wrong with each field, in Indonesian, by field name'),
});

const tags = ['Partners'];

export const partnerRoutes: FastifyPluginAsync<{ upstream: Upstream }> = async (
  app,
  { upstream },
) => {
  const { db } = upstream;

  app.post(
    '/partner-inquiries',
    {
      schema: {
        tags,
        summary: 'A business asks to become a partner (the site\'s "Jadi Partner" form)',
        description:
          'Public. Every field is checked and each problem named: 400 `validation_error` with ' +
          '`fields: { companyName | contactName | email | phone | message: message }` in ' +
          'Indonesian. Text is trimmed, the e-mail lower-cased, spaces and dashes dropped from ' +
          'the phone.',
        body: requestSchema(InquiryBody),
        response: { 201: responseSchema(Created), 400: responseSchema(ValidationErrorBody) },
      },
      // The handler names every field's problem, which the generic schema error cannot.
      attachValidation: true,
    },
    async (request, reply) => {
      const { inquiry, fields } = checkPartnerInquiry(request.body);
      if (!inquiry) {
        return reply.code(400).send({
          id: String(request.id),
          detail: 'Periksa kembali isian formulir',
          errorCode: 'validation_error',
          fields,
        });
      }
      const [row] = await db.query<{ id: number }>(
        `INSERT INTO partner_inquiries (company_name, contact_name, email, phone, message)
         VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [inquiry.companyName, inquiry.contactName, inquiry.email, inquiry.phone, inquiry.message],
      );
      return reply.code(201).send({ id: row!.id });
    },
  );
};
