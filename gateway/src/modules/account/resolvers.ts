import {
  addressSchema,
  checkFields,
  checkReferralCodeInput,
  emailChangeSchema,
  emailSchema,
  isBirthDate,
  nameSchema,
  passwordChangeSchema,
  phoneChangeSchema,
  phoneSchema,
  type FieldProblem,
} from '@myvalue/validation';
import type { GatewayContext } from '../../context.js';
import type { Resolvers } from '../../generated/resolvers-types.js';
import { checkPageArgs, toPage } from '../../lib/paging.js';
import type { IdentityApi } from '../../upstream/identity.js';
import type {
  MessagePayload,
  NameInfoPayload,
  ProfilePayload,
} from '../../upstream/identity-types.js';
import type { ReferralCheckPayload } from '../../upstream/content-types.js';
import { UpstreamError } from '../../upstream/errors.js';
import { memberMutation } from '../mutation/result.js';
import { mergeUser } from '../viewer/user.js';
import { pointExpirySchedule } from './point-expiry.js';

/** What `Profile` resolves from: the profile, and the token to ask about the name rule. */
export interface ProfileModel {
  payload: ProfilePayload;
  /** The name-change rule, asked of the identity API at most once. */
  nameInfo: () => Promise<NameInfoPayload>;
}

function profileModel(identity: IdentityApi, accessToken: string, payload: ProfilePayload) {
  let nameInfo: Promise<NameInfoPayload> | null = null;
  return {
    payload,
    nameInfo: () => (nameInfo ??= identity.nameInfo(accessToken)),
  };
}

function profileResult(
  { identity, loaders }: GatewayContext,
  accessToken: string,
  payload: ProfilePayload,
) {
  loaders.user.replace(accessToken, payload);
  return { profile: profileModel(identity, accessToken, payload), user: mergeUser(payload, null) };
}

const ids = (value: string) => Number(value);

/**
 * A refusal by the shared form rules, made before any upstream call: the first problem is the
 * message (for a form that shows one line), every field's problem is in `fieldErrors`.
 */
function invalidInput(fieldErrors: FieldProblem[]) {
  return {
    ok: false as const,
    error: {
      code: 'validation_error',
      message: fieldErrors[0]?.message ?? 'Periksa kembali isian formulir',
    },
    fieldErrors,
  };
}

/**
 * A member's write, checked first with the form's own rules (shared with the client): invalid
 * input never reaches the identity API.
 */
function formMutation<T, F extends string, R extends object>(
  context: GatewayContext,
  schema: Parameters<typeof checkFields<T, F>>[0],
  fields: readonly F[],
  input: unknown,
  write: (accessToken: string, data: T) => Promise<R>,
) {
  const checked = checkFields(schema, fields, input);
  if (!checked.success) return invalidInput(checked.fieldErrors);
  return memberMutation(context, (accessToken) => write(accessToken, checked.data));
}

/** A referral code's check as the schema answers it (codes and reasons in capitals). */
function referralCheck(check: ReferralCheckPayload) {
  return {
    valid: check.valid,
    code: check.code.toUpperCase(),
    referrerName: check.referrerName ?? null,
    reason: check.reason ? check.reason.toUpperCase() : null,
    rewardPointPerReferral: check.rewardPointPerReferral ?? null,
  };
}

/** A one-time code sent: the identity API's message, and how long the code lasts. */
function otpSent(answer: MessagePayload) {
  return { message: answer.message, expiresIn: answer.expiresIn ?? null };
}

const ADDRESS_FIELDS = ['provinceId', 'cityId', 'districtId', 'zipcode'] as const;

/** The parts of a profile change the identity API would refuse, by the form's rules. */
function profileProblems(input: {
  birthDate?: string | null;
  address?: { provinceId: string; cityId: string; districtId: string; zipcode: string } | null;
}): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (input.birthDate != null && !isBirthDate(input.birthDate)) {
    problems.push({ field: 'birthDate', message: 'Tanggal lahir tidak valid' });
  }
  if (input.address) {
    const checked = checkFields(addressSchema, ADDRESS_FIELDS, input.address);
    if (!checked.success) problems.push(...checked.fieldErrors);
    // Ids are numbers upstream; anything else could never match a location.
    for (const field of ['provinceId', 'cityId', 'districtId'] as const) {
      const value = input.address[field];
      if (checked.success && !/^[1-9][0-9]{0,9}$/.test(value)) {
        problems.push({ field, message: 'Alamat tidak valid' });
      }
    }
  }
  return problems;
}

export const accountResolvers: Resolvers = {
  Query: {
    referralCode: async (_parent, { code }, { content }) => {
      try {
        return referralCheck(await content.referralCodeCheck(code));
      } catch (error) {
        if (error instanceof UpstreamError && error.status === 400) {
          return { valid: false, code: code.toUpperCase(), referrerName: null, reason: 'INVALID' };
        }
        throw error;
      }
    },
    provinces: async (_parent, _args, { identity }) => (await identity.provinces()).results,
    cities: async (_parent, { provinceId }, { identity }) =>
      (await identity.cities(ids(provinceId))).results,
    districts: async (_parent, { cityId }, { identity }) =>
      (await identity.districts(ids(cityId))).results,
    zipcodes: async (_parent, { districtId }, { identity }) =>
      (await identity.zipcodes(ids(districtId))).results,
  },
  Viewer: {
    pointTransactions: async (viewer, { filter, ...paging }, { identity }) => {
      const pageArgs = checkPageArgs(paging);
      const query = {
        from: filter?.from ?? undefined,
        to: filter?.to ?? undefined,
        mutation: filter?.mutation ?? undefined,
      };
      return toPage(
        await identity.pointTransactions(viewer.accessToken, query, pageArgs),
        pageArgs,
      );
    },
    // The same GET /v1/point/expired answer as `expiringPoint` (the request memo).
    pointExpirySchedule: async (viewer, _args, { identity }) =>
      pointExpirySchedule(await identity.expiredPoint(viewer.accessToken)),
    // The same GET /v1/user answer as `viewer` itself (one call per request).
    profile: async (viewer, _args, { identity, loaders }) =>
      profileModel(identity, viewer.accessToken, await loaders.user.load(viewer.accessToken)),
    professions: async (viewer, _args, { identity }) =>
      (await identity.professions(viewer.accessToken)).professions,
  },
  Profile: {
    birthDate: ({ payload }) => payload.birthDate,
    gender: ({ payload }) => payload.gender,
    profession: ({ payload }) => payload.profession,
    address: ({ payload }) => payload.address,
    canUpdateName: async (profile) => (await profile.nameInfo()).canUpdate,
    nextNameUpdateDate: async (profile) => (await profile.nameInfo()).nextUpdateDate,
  },
  PointTransaction: {
    mutation: (row) => row.mutationType,
    description: (row) => row.description ?? null,
    point: (row) => Math.trunc(row.point),
  },
  Mutation: {
    checkReferralCode: (_parent, { code }, context) => {
      // The form's own rule (shared with the client): a malformed code never reaches the API.
      const input = checkReferralCodeInput(code);
      if (!input.success) {
        return { ok: false, error: { code: 'invalid_referral_code', message: input.message } };
      }
      return memberMutation(context, async (accessToken) =>
        referralCheck(await context.content.checkReferralCode(accessToken, input.code)),
      );
    },
    updateProfile: (_parent, { input }, context) => {
      const problems = profileProblems(input);
      if (problems.length > 0) return invalidInput(problems);
      return memberMutation(context, async (accessToken) => {
        const { identity } = context;
        if (input.professionId != null) {
          await identity.setProfession(accessToken, ids(input.professionId));
        }
        const update = {
          ...(input.birthDate !== undefined ? { birthDate: input.birthDate } : {}),
          ...(input.gender !== undefined ? { gender: input.gender } : {}),
          ...(input.address !== undefined
            ? {
                address: input.address && {
                  provinceId: ids(input.address.provinceId),
                  cityId: ids(input.address.cityId),
                  districtId: ids(input.address.districtId),
                  zipcode: input.address.zipcode,
                },
              }
            : {}),
        };
        const payload = await identity.updateProfile(accessToken, update);
        return profileResult(context, accessToken, payload);
      });
    },
    updateName: (_parent, input, context) =>
      formMutation(context, nameSchema, ['firstName', 'lastName'], input, async (token, data) =>
        profileResult(context, token, await context.identity.updateName(token, data)),
      ),
    changePassword: (_parent, input, context) =>
      formMutation(
        context,
        passwordChangeSchema,
        ['oldPassword', 'newPassword'],
        input,
        async (token, data) => {
          const answer = await context.identity.changePassword(token, data);
          return { message: answer.message, expiresIn: null };
        },
      ),
    requestEmailOtp: (_parent, input, context) =>
      formMutation(context, emailSchema, ['email'], input, async (token, { email }) =>
        otpSent(await context.identity.requestEmailOtp(token, email)),
      ),
    changeEmail: (_parent, input, context) =>
      formMutation(context, emailChangeSchema, ['email', 'otp'], input, async (token, data) =>
        profileResult(context, token, await context.identity.changeEmail(token, data)),
      ),
    requestPhoneOtp: (_parent, input, context) =>
      formMutation(context, phoneSchema, ['phone'], input, async (token, { phone }) =>
        otpSent(await context.identity.requestPhoneOtp(token, phone)),
      ),
    changePhone: (_parent, input, context) =>
      formMutation(context, phoneChangeSchema, ['phone', 'otp'], input, async (token, data) =>
        profileResult(context, token, await context.identity.changePhone(token, data)),
      ),
  },
};
