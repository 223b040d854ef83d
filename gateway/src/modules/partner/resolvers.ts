import { checkPartnerInquiry } from '@myvalue/validation';
import type { Resolvers } from '../../generated/resolvers-types.js';
import { UpstreamError } from '../../upstream/errors.js';
import { refusal } from '../mutation/result.js';

const INVALID = {
  code: 'validation_error',
  message: 'Periksa kembali isian formulir',
};

export const partnerResolvers: Resolvers = {
  Mutation: {
    submitPartnerInquiry: async (_parent, { input }, context) => {
      // Counted before this runs, invalid forms too (rate-limit/mutation-limits.ts).
      // The same rules as the client's form: a bad inquiry never reaches the content API.
      const checked = checkPartnerInquiry(input);
      if (!checked.success) {
        return { ok: false, error: INVALID, fieldErrors: checked.fieldErrors };
      }
      try {
        await context.content.createPartnerInquiry(checked.data);
        return { ok: true, error: null, fieldErrors: null };
      } catch (error) {
        if (error instanceof UpstreamError && error.status >= 400 && error.status < 500) {
          const fieldErrors = Object.entries(error.fields).map(([field, message]) => ({
            field,
            message,
          }));
          return { ...refusal(error), fieldErrors: fieldErrors.length > 0 ? fieldErrors : null };
        }
        throw error;
      }
    },
  },
};
