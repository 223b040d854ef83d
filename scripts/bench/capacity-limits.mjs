// The gateway's limits for `npm run bench` and `npm run load`: capacity is measured, not the
// rate limits (all traffic comes from one address and two members). Each must pass the
// gateway's config validation (gateway/src/config.test.ts checks it).
export const CAPACITY_LIMITS = {
  RATE_LIMIT_PER_MINUTE: '100000000',
  SIGN_IN_RATE_LIMIT: '999999/1',
  CLAIM_RATE_LIMIT: '999999/1',
};
