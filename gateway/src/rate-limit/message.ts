/** The code every refusal of a rate limit carries (GraphQL `extensions.code`, page, JSON). */
export const RATE_LIMITED = 'RATE_LIMITED';

/** Whole seconds until the window ends, at least 1: the `Retry-After` value. */
export function retryAfterSeconds(resetInMs: number): number {
  return Math.max(1, Math.ceil(resetInMs / 1000));
}

/** What a member reads when a limit is reached, in Indonesian, with the wait rounded up. */
export function rateLimitMessage(retryAfter: number): string {
  const wait = retryAfter < 60 ? `${retryAfter} detik` : `${Math.ceil(retryAfter / 60)} menit`;
  return `Terlalu banyak percobaan. Coba lagi dalam ${wait}.`;
}
