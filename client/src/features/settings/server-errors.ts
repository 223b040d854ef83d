import type { FragmentType } from '@apollo/client';
import type { FieldPath, FieldValues, UseFormSetError, UseFormSetFocus } from 'react-hook-form';
import { graphql } from '../../gql';
import { fragmentData } from '../../lib/fragment-data';
import { NETWORK_FAILURE, SESSION_ENDED } from './form-parts';
import { rateLimitRefusal, type RateLimitRefusal } from '../../lib/rate-limited';

/** What every settings mutation answers. */
export interface SettingsResult {
  ok: boolean;
  error: { code: string; message: string } | null;
  fieldErrors?: ReadonlyArray<{ field: string; message: string }> | null;
}

/**
 * What every settings mutation asks for, for `showRefusal`: saved or not, and why. The schema
 * answers with one of two types (the profile's changes, and those that only report success),
 * so there is one fragment for each; a form reads them with `profileOutcome`/`messageOutcome`.
 */
const ProfileOutcomeFragment = graphql(`
  fragment SettingsOutcome_profileResult on ProfileResult {
    ok
    error {
      code
      message
    }
    fieldErrors {
      field
      message
    }
  }
`);

const MessageOutcomeFragment = graphql(`
  fragment SettingsOutcome_messageResult on MessageResult {
    ok
    error {
      code
      message
    }
    fieldErrors {
      field
      message
    }
    message
  }
`);

/** A profile mutation's outcome (`...SettingsOutcome_profileResult`), none when none came. */
export function profileOutcome(result: FragmentType<typeof ProfileOutcomeFragment> | undefined) {
  return result && fragmentData(ProfileOutcomeFragment, result);
}

/** The outcome of a mutation that only reports success (`...SettingsOutcome_messageResult`). */
export function messageOutcome(result: FragmentType<typeof MessageOutcomeFragment> | undefined) {
  return result && fragmentData(MessageOutcomeFragment, result);
}

/**
 * Puts a refusal where the member looks for it: each field's problem beside the field (the
 * first one focused), a problem of the whole form (`fieldFor` maps an error code to a field,
 * e.g. `wrong_password`) beside that field, anything else above the form. The member's input
 * is never reset. Call it with a result that is not `ok`. Returns the message for above the
 * form, or null when every problem is beside its field.
 */
export function showRefusal<T extends FieldValues>(
  result: SettingsResult | null | undefined,
  form: { setError: UseFormSetError<T>; setFocus: UseFormSetFocus<T> },
  options: { fields: ReadonlyArray<FieldPath<T>>; fieldFor?: Record<string, FieldPath<T>> },
): string | null {
  if (!result) return NETWORK_FAILURE;
  if (result.error?.code === 'UNAUTHENTICATED') return SESSION_ENDED;
  const known = (field: string): field is FieldPath<T> =>
    (options.fields as readonly string[]).includes(field);
  const problems = (result.fieldErrors ?? []).filter((problem) => known(problem.field));
  const byCode = result.error ? options.fieldFor?.[result.error.code] : undefined;
  if (problems.length === 0 && byCode && result.error) {
    problems.push({ field: byCode, message: result.error.message });
  }
  for (const problem of problems) {
    form.setError(problem.field as FieldPath<T>, { type: 'server', message: problem.message });
  }
  const first = options.fields.find((field) => problems.some((p) => p.field === field));
  if (first) {
    form.setFocus(first);
    return null;
  }
  return result.error?.message ?? NETWORK_FAILURE;
}

/**
 * A settings mutation's result, or null when none came (no network, a server error): given to
 * `showRefusal`, null reads as "not saved, check the connection". A rate limit's refusal is
 * given as one, with the gateway's message.
 */
export async function resultOf<R>(
  pending: Promise<R | null | undefined>,
): Promise<R | RateLimitRefusal | null> {
  try {
    return (await pending) ?? null;
  } catch (error) {
    // A rate limit's refusal comes as an error; the member reads its message above the form.
    return rateLimitRefusal(error);
  }
}
