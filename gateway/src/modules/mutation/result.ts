import type { GatewayContext } from '../../context.js';
import { UpstreamError } from '../../upstream/errors.js';

/** Why a mutation was refused: the upstream's `errorCode` and Indonesian `detail`. */
interface MutationErrorModel {
  code: string;
  message: string;
}

export type MutationFailure = { ok: false; error: MutationErrorModel };
export type MutationSuccess<T> = { ok: true; error: null } & T;
/** A result whose payload fields may be absent on failure (GraphQL answers them as null). */
export type MutationOutcome<T> = MutationSuccess<T> | (MutationFailure & Partial<T>);

export const NOT_SIGNED_IN: MutationErrorModel = {
  code: 'UNAUTHENTICATED',
  message: 'Silakan masuk terlebih dahulu',
};

/**
 * Statuses that mean "the upstream refused this request", which a member can act on. Anything
 * else (5xx, unreachable, timeouts) is unexpected and stays a GraphQL error with a code.
 */
function isExpectedRefusal(error: unknown): error is UpstreamError {
  return error instanceof UpstreamError && error.status >= 400 && error.status < 500;
}

export function refusal(error: UpstreamError): MutationFailure {
  if (error.status === 401) return { ok: false, error: NOT_SIGNED_IN };
  return {
    ok: false,
    error: {
      code: error.errorCode ?? `http_${error.status}`,
      message: error.detail ?? 'Permintaan tidak dapat diproses',
    },
  };
}

/**
 * Runs a member's write with the session's access token. A visitor gets
 * `{ ok: false, error: { code: 'UNAUTHENTICATED' } }` without any upstream call; a 4xx refusal
 * comes back as data; anything else is thrown.
 */
export async function memberMutation<T extends object>(
  context: GatewayContext,
  run: (accessToken: string) => Promise<T>,
): Promise<MutationSuccess<T> | MutationFailure> {
  const accessToken = await context.session.accessToken();
  if (!accessToken) return { ok: false, error: NOT_SIGNED_IN };
  try {
    const result = await run(accessToken);
    return { ok: true, error: null, ...result };
  } catch (error) {
    if (isExpectedRefusal(error)) return refusal(error);
    throw error;
  }
}
