import type { ApolloServerPlugin } from '@apollo/server';
import {
  GraphQLError,
  GraphQLID,
  getNamedType,
  isInputObjectType,
  isListType,
  isNonNullType,
  TypeInfo,
  valueFromAST,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { z } from 'zod';

/**
 * The longest string each kind of argument takes (docs/security.md, "Untrusted input").
 * A slug or id: the content API takes path parameters up to 100 characters and answered a
 * longer one with 414. A search query: what `search` and the search page take. Free text: the
 * longest form field, the partner form's message (validation/partner-inquiry.js).
 */
export const INPUT_LIMITS = { slug: 100, search: 100, text: 2000 } as const;

type InputKind = keyof typeof INPUT_LIMITS;

/** Arguments and input fields that name content (a path segment or filter of the content API). */
const SLUG_NAMES = new Set(['slug', 'category', 'merchant', 'tag']);
/** Arguments and input fields holding what a visitor typed into a search box. */
const SEARCH_NAMES = new Set(['q', 'search']);

/** The kind of a string argument or input field, from its name and its scalar type. */
function kindOf(name: string, type: GraphQLInputType): InputKind {
  if (SLUG_NAMES.has(name) || getNamedType(type) === GraphQLID) return 'slug';
  if (SEARCH_NAMES.has(name)) return 'search';
  return 'text';
}

// C0 and C1 control characters and DEL, except tab and newline (text areas send those).
const CONTROL = /(?![\t\n])\p{Cc}/u;
// With the `u` flag a surrogate pair is one code point: only a lone surrogate matches.
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

const MESSAGES = {
  control: 'berisi karakter yang tidak diizinkan',
  surrogate: 'bukan teks Unicode yang valid',
};

const untrustedStrings = Object.fromEntries(
  Object.entries(INPUT_LIMITS).map(([kind, max]) => [
    kind,
    z
      .string()
      .max(max, `terlalu panjang (maksimal ${max} karakter)`)
      .refine((value) => !LONE_SURROGATE.test(value), MESSAGES.surrogate)
      .refine((value) => !CONTROL.test(value), MESSAGES.control),
  ]),
) as Record<InputKind, z.ZodString>;

/** What is wrong with an untrusted string of this kind, in Indonesian; undefined when nothing. */
function untrustedStringProblem(value: string, kind: InputKind): string | undefined {
  const result = untrustedStrings[kind].safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** The refusal: `BAD_USER_INPUT`, HTTP 400, naming the argument (never echoing the value). */
function badInput(name: string, problem: string): GraphQLError {
  return new GraphQLError(`Masukan tidak valid: ${name} ${problem}.`, {
    extensions: { code: 'BAD_USER_INPUT', argument: name, http: { status: 400 } },
  });
}

/** Every string in a coerced argument value, checked by the kind its name and type say. */
function checkValue(name: string, type: GraphQLInputType, value: unknown): GraphQLError | null {
  if (value === null || value === undefined) return null;
  if (isNonNullType(type)) return checkValue(name, type.ofType, value);
  if (isListType(type)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      const error = checkValue(name, type.ofType, item);
      if (error) return error;
    }
    return null;
  }
  if (isInputObjectType(type)) {
    const fields = type.getFields();
    for (const [field, fieldValue] of Object.entries(value as Record<string, unknown>)) {
      const definition = fields[field];
      if (!definition) continue;
      const error = checkValue(field, definition.type, fieldValue);
      if (error) return error;
    }
    return null;
  }
  if (typeof value !== 'string') return null;
  const problem = untrustedStringProblem(value, kindOf(name, type));
  return problem ? badInput(name, problem) : null;
}

/** The first argument of the document whose value breaks the rules, literal or variable. */
function checkArguments(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown>,
): GraphQLError | null {
  const typeInfo = new TypeInfo(schema);
  let found: GraphQLError | null = null;
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Argument(node) {
        const argument = typeInfo.getArgument();
        if (found || !argument) return;
        // An invalid value (undefined here) is left to execution, which refuses it itself.
        const value = valueFromAST(node.value, argument.type, variables);
        found = checkValue(argument.name, argument.type, value);
      },
    }),
  );
  return found;
}

/**
 * THE boundary for untrusted strings in GraphQL (docs/security.md, "Untrusted input"): after
 * the operation is parsed and validated and before any resolver runs, every string argument
 * (literal or from a variable, inside input objects and lists too) is checked: no control character but tab and newline, no lone surrogate, no more
 * than its kind's limit. A refusal is `BAD_USER_INPUT` with HTTP 400 and nothing reaches an
 * upstream. Server rendering runs its operations through the same server, so a page's
 * parameters pass here too (client/src/lib/route-data.ts turns the refusal into a 404).
 */
export function untrustedInputPlugin<Context extends object>(): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document, schema }) {
          const error = checkArguments(schema, document, request.variables ?? {});
          if (error) throw error;
        },
      };
    },
  };
}
