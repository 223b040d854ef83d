import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { Upstream } from '../../context.js';
import { errorResponses } from '../../http/errors.js';
import { requestSchema, responseSchema } from '../../http/schema.js';
import { Results } from '../schemas.js';

const Place = z.object({ id: z.int(), name: z.string() });
const Zipcode = z.object({
  id: z.int(),
  zipcode: z.string(),
  name: z.string().describe('Village'),
});
const id = z.int().min(1).max(2_147_483_647);

export const locationRoutes: FastifyPluginAsync<{ upstream: Upstream }> = async (
  app,
  { upstream },
) => {
  const { db } = upstream;

  app.get(
    '/v1/location/province',
    { schema: { summary: 'Provinces', response: { 200: responseSchema(Results(Place)) } } },
    async () => ({
      results: await db.query<{ id: number; name: string }>(
        'SELECT id, name FROM provinces ORDER BY name',
      ),
    }),
  );

  const children = [
    ['/v1/location/city', 'province_id', 'cities', 'Cities of a province'],
    ['/v1/location/district', 'city_id', 'districts', 'Districts of a city'],
  ] as const;
  for (const [url, parent, table, summary] of children) {
    const Query = z.object({ [parent]: id });
    app.get<{ Querystring: Record<string, number> }>(
      url,
      {
        schema: {
          summary,
          querystring: requestSchema(Query),
          response: { 200: responseSchema(Results(Place)), ...errorResponses(400) },
        },
      },
      async (request) => ({
        results: await db.query<{ id: number; name: string }>(
          `SELECT id, name FROM ${table} WHERE ${parent} = $1 ORDER BY name`,
          [request.query[parent]],
        ),
      }),
    );
  }

  app.get<{ Querystring: { district_id: number } }>(
    '/v1/location/zipcode',
    {
      schema: {
        summary: 'Postcodes (with village) of a district',
        querystring: requestSchema(z.object({ district_id: id })),
        response: { 200: responseSchema(Results(Zipcode)), ...errorResponses(400) },
      },
    },
    async (request) => ({
      results: await db.query<{ id: number; zipcode: string; name: string }>(
        'SELECT id, zipcode, village AS name FROM zipcodes WHERE district_id = $1 ORDER BY zipcode, village',
        [request.query.district_id],
      ),
    }),
  );
};
