import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

function toJsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  // Fastify's Ajv and fast-json-stringify speak draft-07.
  const { $schema: _dialect, ...jsonSchema } = z.toJSONSchema(schema, {
    target: 'draft-7',
    io,
    unrepresentable: 'throw',
  }) as JsonSchema;
  return jsonSchema;
}

/**
 * JSON Schema for a querystring, params or body. Validation itself stays with Fastify (Ajv):
 * it coerces query strings, fills defaults and strips unknown keys; zod only describes the shape
 * once so that the TypeScript type (`z.output<typeof schema>`) cannot drift from it.
 */
export function requestSchema(schema: z.ZodType): JsonSchema {
  return toJsonSchema(schema, 'input');
}

/** JSON Schema for a response body; fast-json-stringify drops properties it does not list. */
export function responseSchema(schema: z.ZodType): JsonSchema {
  return toJsonSchema(schema, 'output');
}
