import type { ApolloClient } from '@apollo/client';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { graphql } from '../../gql';
import { rethrowRefusedInput } from '../../lib/route-data';

export const ReferralLandingQuery = graphql(`
  query ReferralLanding($code: String!) {
    referralCode(code: $code) {
      valid
      code
      referrerName
      reason
      rewardPointPerReferral
    }
  }
`);

/** `?code=` as the visitor typed it (trimmed); empty means no code. */
export function codeOf(searchParams: URLSearchParams): string {
  return (searchParams.get('code') ?? '').trim();
}

// A failed check says so on the page instead of failing it: the visitor can try again.
export const checkOptions = { errorPolicy: 'all' } as const;

export function createLoader(client: ApolloClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    const code = codeOf(new URL(request.url).searchParams);
    if (code) {
      const checked = await client
        .query({ query: ReferralLandingQuery, variables: { code }, ...checkOptions })
        .catch(() => null);
      rethrowRefusedInput(checked?.error);
    }
    return null;
  };
}
