import { GraphQLError, Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';
import type { GatewayContext } from '../../context.js';
import type { Resolvers } from '../../generated/resolvers-types.js';
import { refreshFailedError } from '../../session/session.js';
import { UpstreamError } from '../../upstream/errors.js';
import { fetchNoticeSources } from '../notification/sources.js';
import type { UserLoader } from './loaders.js';
import { fullName, mergeUser, photoUrl, type UserModel } from './user.js';

/** What the `viewer` field resolves to; its fields fetch the rest with the same token. */
export interface ViewerModel {
  accessToken: string;
  user: UserModel;
}

/** SPEC 8: a profile answer below 500 means no user; 500 or above is fatal, with its detail. */
async function fetchProfile(user: UserLoader, accessToken: string) {
  try {
    return await user.load(accessToken);
  } catch (error) {
    if (error instanceof UpstreamError && error.status > 0 && error.status < 500) return null;
    if (error instanceof UpstreamError) {
      throw new GraphQLError(error.detail ?? error.message, {
        extensions: { code: 'UPSTREAM_ERROR', status: error.status },
      });
    }
    throw error;
  }
}

/** The upstream reads behind `Viewer` fields, started with the introspection (see below). */
const memberReads: Record<
  string,
  (context: GatewayContext, accessToken: string) => Promise<unknown>
> = {
  tier: ({ identity }, token) => identity.tier(token),
  point: ({ identity }, token) => identity.point(token),
  expiringPoint: ({ identity }, token) => identity.expiredPoint(token),
  cards: ({ identity }, token) => identity.cards(token),
  badgeCategories: ({ identity }, token) => identity.badgeCategories(token),
  referral: ({ content }, token) => content.referral(token),
  notifications: fetchNoticeSources,
};

/** The names of the fields an operation selects on the `viewer` (through fragments too). */
function selectedFields(info: GraphQLResolveInfo): Set<string> {
  const names = new Set<string>();
  const visit = (selectionSet: SelectionSetNode | undefined) => {
    for (const selection of selectionSet?.selections ?? []) {
      if (selection.kind === Kind.FIELD) names.add(selection.name.value);
      else if (selection.kind === Kind.INLINE_FRAGMENT) visit(selection.selectionSet);
      else visit(info.fragments[selection.name.value]?.selectionSet);
    }
  };
  for (const node of info.fieldNodes) visit(node.selectionSet);
  return names;
}

/**
 * The signed-in member, or null for a visitor: `Query.viewer`, and the `viewer` of mutation
 * results (the member after the write, for the client's cache). With the operation's `info`,
 * the reads its `Viewer` fields need start together with the introspection instead of after
 * it: the header costs one upstream round trip, not two (the request memo hands the field
 * resolvers the same calls).
 */
export async function loadViewer(
  context: GatewayContext,
  info?: GraphQLResolveInfo,
): Promise<ViewerModel | null> {
  const { session, identity } = context;
  const accessToken = await session.accessToken();
  if (!accessToken) {
    if (session.refreshFailed) throw refreshFailedError();
    return null;
  }
  if (info) {
    for (const field of selectedFields(info)) {
      // Failures surface in the field's own resolver, which awaits the same promise.
      memberReads[field]?.(context, accessToken).catch(() => undefined);
    }
  }
  // Both at once; the introspection decides first whether the session still stands.
  const introspecting = identity.introspect(accessToken).catch(() => null);
  const profiling = fetchProfile(context.loaders.user, accessToken);
  profiling.catch(() => undefined);
  const introspection = await introspecting;
  if (introspection && !introspection.active) {
    await session.end();
    return null;
  }
  const profile = await profiling;
  if (!profile) return null;
  const user = mergeUser(profile, introspection);
  context.reportedUser.valueId = user.valueId;
  return { accessToken, user };
}

export const viewerResolvers: Resolvers = {
  Query: {
    viewer: (_parent, _args, context, info) => loadViewer(context, info),
  },
  Viewer: {
    user: (viewer) => viewer.user,
    tier: async (viewer, _args, { identity }) => {
      const tier = await identity.tier(viewer.accessToken);
      return {
        name: tier.tierName,
        code: tier.tierCode ?? null,
        point: tier.tierPoint ?? null,
        nextTierName: tier.nextTierName ?? null,
        pointToNextTier: tier.pointToNextTier ?? null,
      };
    },
    point: async (viewer, _args, { identity }) =>
      Math.trunc((await identity.point(viewer.accessToken)).point),
    expiringPoint: async (viewer, _args, { identity }) => {
      const expiring = await identity.expiredPoint(viewer.accessToken);
      return expiring.point > 0
        ? { point: Math.trunc(expiring.point), expiredDate: expiring.expiredDate }
        : null;
    },
    cards: async (viewer, _args, { identity }) => {
      const cards = await identity.cards(viewer.accessToken);
      return {
        totalCount: cards.count,
        items: cards.results.map((card) => ({
          id: String(card.id),
          cardNumber: card.cardNumber,
          typeName: card.cardType.name,
          image: card.cardType.image ?? null,
          holderName: card.holderName ?? null,
          isPrimary: card.isPrimary ?? false,
        })),
      };
    },
    badgeCategories: async (viewer, _args, { identity }) => {
      const { badgeCategories } = await identity.badgeCategories(viewer.accessToken);
      return badgeCategories.map((category) => ({
        id: String(category.id),
        name: category.name,
        badges: category.badges.map((badge) => ({
          id: String(badge.id),
          name: badge.name,
          description: badge.description ?? null,
          image: badge.image ?? null,
          isObtained: badge.isObtained,
          obtainedDate: badge.obtainedDate ?? null,
        })),
      }));
    },
    referral: async (viewer, _args, { content }) => {
      const referral = await content.referral(viewer.accessToken);
      return {
        code: referral.code.toUpperCase(),
        referralCount: referral.referralCount ?? null,
        totalRewardPoint: referral.totalRewardPoint ?? null,
        rewardPointPerReferral: referral.rewardPointPerReferral ?? null,
        shareText: referral.shareText ?? null,
      };
    },
  },
  User: {
    fullName: (user) => fullName(user.firstName, user.lastName),
    verified: (user) => user.emailVerified || user.phoneVerified,
    photo: (user, _args, { config }) => photoUrl(user.photo, config.storageUrl),
  },
};
