import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

/** What the gateway answers when a limit is reached (see docs/security.md "Rate limits"). */
const RATE_LIMITED = 'RATE_LIMITED';

/** A rate limit's refusal in the shape of a mutation's refusal, for the forms that show one. */
export interface RateLimitRefusal {
  ok: false;
  error: { code: typeof RATE_LIMITED; message: string };
}

function messageOfBody(bodyText: string): string | null {
  try {
    const body = JSON.parse(bodyText) as {
      message?: unknown;
      errors?: Array<{ message?: unknown }>;
    };
    const message = body.errors?.[0]?.message ?? body.message;
    return typeof message === 'string' ? message : null;
  } catch {
    return null;
  }
}

/**
 * The gateway's Indonesian message ("Terlalu banyak percobaan. Coba lagi dalam 5 menit.") when
 * a mutation failed because a rate limit was reached; null for any other failure. A limited
 * mutation answers HTTP 429 with a `RATE_LIMITED` GraphQL error; the per-address ceiling
 * answers 429 with a JSON message.
 */
export function rateLimitedMessage(error: unknown): string | null {
  if (CombinedGraphQLErrors.is(error)) {
    const limited = error.errors.find((e) => e.extensions?.code === RATE_LIMITED);
    return limited?.message ?? null;
  }
  if (ServerError.is(error) && error.statusCode === 429) {
    return messageOfBody(error.bodyText) ?? 'Terlalu banyak percobaan. Coba lagi nanti.';
  }
  return null;
}

/** `rateLimitedMessage` as a refusal; null for any other failure. */
export function rateLimitRefusal(error: unknown): RateLimitRefusal | null {
  const message = rateLimitedMessage(error);
  return message ? { ok: false, error: { code: RATE_LIMITED, message } } : null;
}
