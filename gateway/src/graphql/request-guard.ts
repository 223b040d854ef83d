import { GraphQLError, parse } from 'graphql';
import { OPERATION_LIMITS } from './limits.js';

/**
 * Input objects of the schema nest three levels at most; a client never sends more than this.
 * Deeper variables overflowed the stack inside Apollo's pipeline (a 500) before this guard.
 */
const MAX_VARIABLES_DEPTH = 16;

export interface RequestProblem {
  status: 400;
  code: 'GRAPHQL_PARSE_FAILED' | 'BAD_REQUEST';
  message: string;
}

/** Nesting depth of a JSON value, walked without recursion; stops once past `limit`. */
function depthExceeds(value: unknown, limit: number): boolean {
  const stack: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const { value: current, depth } = stack.pop()!;
    if (current === null || typeof current !== 'object') continue;
    if (depth >= limit) return true;
    for (const child of Object.values(current)) stack.push({ value: child, depth: depth + 1 });
  }
  return false;
}

function variablesOf(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined; // Apollo answers malformed GET variables itself, with a 400
  }
}

/**
 * What Apollo and graphql-armor would turn into a 500 instead of a 400: a document that does
 * not parse (armor's token limit parses it first and reports the error as unexpected) and
 * variables nested deep enough to overflow the stack.
 */
export function graphqlRequestProblem(
  params: { query?: unknown; variables?: unknown } | undefined,
): RequestProblem | undefined {
  if (!params || typeof params !== 'object') return undefined;
  if (depthExceeds(variablesOf(params.variables), MAX_VARIABLES_DEPTH)) {
    return { status: 400, code: 'BAD_REQUEST', message: 'Variables are nested too deeply' };
  }
  if (typeof params.query === 'string' && params.query.length > 0) {
    try {
      parse(params.query, { maxTokens: OPERATION_LIMITS.maxTokens });
    } catch (error) {
      if (error instanceof GraphQLError) {
        return { status: 400, code: 'GRAPHQL_PARSE_FAILED', message: error.message };
      }
      throw error;
    }
  }
  return undefined;
}
