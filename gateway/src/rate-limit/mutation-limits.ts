import type { ApolloServerPlugin } from '@apollo/server';
import {
  GraphQLError,
  Kind,
  type DocumentNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import type { ActionRateLimits } from '../config.js';
import type { GatewayContext } from '../context.js';
import { createActionLimiter, type ActionLimiter } from './action-limiter.js';
import type { CounterStore } from './counter-store.js';
import { RATE_LIMITED, rateLimitMessage } from './message.js';

/**
 * The mutation fields abuse aims at, by the limit they count against. By field, not by
 * operation name: a client may name its operation anything, and aliases count once each.
 */
const LIMITED_FIELDS: Record<string, keyof ActionRateLimits> = {
  requestEmailOtp: 'otpRequest',
  requestPhoneOtp: 'otpRequest',
  changeEmail: 'otpCheck',
  changePhone: 'otpCheck',
  changePassword: 'passwordCheck',
  checkReferralCode: 'referralCheck',
  registerForEvent: 'eventRegistration',
  claimVoucher: 'claim',
  submitPartnerInquiry: 'partnerInquiry',
  createCalendarFeed: 'calendarLink',
  rotateCalendarFeed: 'calendarLink',
};

export type MutationLimiters = Map<string, ActionLimiter>;

export function createMutationLimiters(
  counters: CounterStore,
  limits: ActionRateLimits,
): MutationLimiters {
  const byLimit = new Map<keyof ActionRateLimits, ActionLimiter>();
  const byField: MutationLimiters = new Map();
  for (const [field, limit] of Object.entries(LIMITED_FIELDS)) {
    let limiter = byLimit.get(limit);
    if (!limiter) {
      limiter = createActionLimiter(counters, limit, limits[limit]);
      byLimit.set(limit, limiter);
    }
    byField.set(field, limiter);
  }
  return byField;
}

/** The root fields an operation selects, once per occurrence (fragments and aliases included). */
function rootFields(operation: OperationDefinitionNode, document: DocumentNode): string[] {
  const fragments = new Map(
    document.definitions
      .filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION)
      .map((fragment) => [fragment.name.value, fragment.selectionSet]),
  );
  const names: string[] = [];
  const visited = new Set<string>();
  const walk = (selectionSet: SelectionSetNode) => {
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) names.push(selection.name.value);
      else if (selection.kind === Kind.INLINE_FRAGMENT) walk(selection.selectionSet);
      else if (!visited.has(selection.name.value)) {
        // Validation has already refused fragment cycles; this only guards the walk.
        visited.add(selection.name.value);
        const fragment = fragments.get(selection.name.value);
        if (fragment) walk(fragment);
      }
    }
  };
  walk(operation.selectionSet);
  return names;
}

/**
 * Who a limit counts against: the member (their value id, from the token's introspection)
 * when signed in, so members behind one carrier address never share a count; the client
 * address otherwise.
 */
export async function limitKey(context: GatewayContext): Promise<string> {
  const accessToken = await context.session.accessToken();
  if (accessToken) {
    const who = await context.identity.introspect(accessToken).catch(() => null);
    if (who?.active && who.valueID) return `member:${who.valueID}`;
  }
  return `address:${context.clientAddress}`;
}

function rateLimitedError(retryAfter: number): GraphQLError {
  return new GraphQLError(rateLimitMessage(retryAfter), {
    extensions: {
      code: RATE_LIMITED,
      retryAfter,
      http: { status: 429, headers: new Map([['retry-after', String(retryAfter)]]) },
    },
  });
}

/**
 * Counts each limited mutation field after the operation is parsed and validated and before
 * anything runs: a refused request reaches no upstream write and answers HTTP 429 with
 * `Retry-After` and a `RATE_LIMITED` error carrying the Indonesian message.
 */
export function mutationLimitsPlugin(): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation, document, contextValue }) {
          if (operation?.operation !== 'mutation') return;
          const limiters = rootFields(operation, document)
            .map((field) => contextValue.mutationLimits.get(field))
            .filter((limiter): limiter is ActionLimiter => limiter !== undefined);
          if (limiters.length === 0) return;
          const key = await limitKey(contextValue);
          let retryAfter = 0;
          for (const limiter of limiters) {
            const taken = await limiter.take(key);
            if (!taken.allowed) retryAfter = Math.max(retryAfter, taken.retryAfter);
          }
          if (retryAfter > 0) throw rateLimitedError(retryAfter);
        },
      };
    },
  };
}
