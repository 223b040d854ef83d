import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { rateLimitedMessage } from './rate-limited';

const MESSAGE = 'Terlalu banyak percobaan. Coba lagi dalam 10 menit.';

function response(status: number): Response {
  return new Response(null, { status });
}

describe('rateLimitedMessage', () => {
  it("reads a limited mutation's GraphQL error", () => {
    const error = new CombinedGraphQLErrors({
      errors: [{ message: MESSAGE, extensions: { code: 'RATE_LIMITED', retryAfter: 600 } }],
    });
    expect(rateLimitedMessage(error)).toBe(MESSAGE);
  });

  it("reads the request ceiling's 429 body", () => {
    const error = new ServerError('429', {
      response: response(429),
      bodyText: JSON.stringify({ statusCode: 429, code: 'RATE_LIMITED', message: MESSAGE }),
    });
    expect(rateLimitedMessage(error)).toBe(MESSAGE);
  });

  it('is null for any other failure', () => {
    expect(rateLimitedMessage(new Error('Failed to fetch'))).toBeNull();
    expect(
      rateLimitedMessage(new CombinedGraphQLErrors({ errors: [{ message: 'Internal' }] })),
    ).toBeNull();
    expect(
      rateLimitedMessage(new ServerError('500', { response: response(500), bodyText: '{}' })),
    ).toBeNull();
  });
});
