import { GraphQLError } from 'graphql';

/** The GraphQL error code a client sees for each kind of upstream failure. */
function codeForStatus(status: number): string {
  if (status === 400 || status === 422) return 'BAD_USER_INPUT';
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 408 || status === 504) return 'UPSTREAM_TIMEOUT';
  if (status === 409) return 'CONFLICT';
  if (status === 429) return 'RATE_LIMITED';
  if (status >= 500) return 'UPSTREAM_ERROR';
  return 'UPSTREAM_REJECTED';
}

/** A failed upstream call; it becomes a GraphQL error with a stable `extensions.code`. */
export class UpstreamError extends GraphQLError {
  constructor(
    message: string,
    readonly status: number,
    readonly upstream: string,
    readonly method: string,
    readonly url: string,
    readonly detail: string | undefined,
    readonly errorCode: string | undefined,
    /** Per-field problems of a `validation_error`, when the upstream names them. */
    readonly fields: Readonly<Record<string, string>> = {},
  ) {
    super(message, {
      extensions: { code: status === 0 ? 'UPSTREAM_UNREACHABLE' : codeForStatus(status), status },
    });
    this.name = 'UpstreamError';
  }

  static fromResponse(
    upstream: string,
    method: string,
    url: string,
    status: number,
    payload: unknown,
  ) {
    const body = (payload ?? {}) as { detail?: unknown; errorCode?: unknown; fields?: unknown };
    const detail = typeof body.detail === 'string' ? body.detail : undefined;
    const errorCode = typeof body.errorCode === 'string' ? body.errorCode : undefined;
    const fields =
      body.fields && typeof body.fields === 'object'
        ? Object.fromEntries(
            Object.entries(body.fields).filter(
              (entry): entry is [string, string] => typeof entry[1] === 'string',
            ),
          )
        : {};
    return new UpstreamError(
      `${upstream} answered ${status} to ${method} ${new URL(url).pathname}`,
      status,
      upstream,
      method,
      url,
      detail,
      errorCode,
      fields,
    );
  }

  static unreachable(upstream: string, method: string, url: string, cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    return new UpstreamError(
      `${upstream} could not be reached for ${method} ${new URL(url).pathname}: ${reason}`,
      0,
      upstream,
      method,
      url,
      undefined,
      undefined,
    );
  }
}
