import DataLoader from 'dataloader';
import type { IdentityApi } from '../../upstream/identity.js';
import type { ProfilePayload } from '../../upstream/identity-types.js';

/**
 * `GET /v1/user` once per request and access token: `viewer` (the member's name and photo)
 * and `viewer.profile` (birth date, address…) read the same answer. A write that answers the
 * new profile primes it, so fields resolved after the write see the change.
 */
export function createUserLoader(identity: IdentityApi) {
  const loader = new DataLoader<string, ProfilePayload>(
    (tokens) => Promise.all(tokens.map((token) => identity.profile(token))),
    // One member per request: batching would only delay the call.
    { batch: false },
  );
  return {
    load: (accessToken: string) => loader.load(accessToken),
    /** After a write that answered the member's new profile. */
    replace(accessToken: string, profile: ProfilePayload) {
      loader.clear(accessToken).prime(accessToken, profile);
    },
  };
}

export type UserLoader = ReturnType<typeof createUserLoader>;
