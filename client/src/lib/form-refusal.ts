import type { FieldPath, FieldValues, UseFormSetError, UseFormSetFocus } from 'react-hook-form';
import { rateLimitRefusal, type RateLimitRefusal } from './rate-limited';

/** What every form's mutation answers: saved or not, and why (`fieldErrors` by input name). */
export interface FormResult {
  ok: boolean;
  error: { code: string; message: string } | null;
  fieldErrors?: ReadonlyArray<{ field: string; message: string }> | null;
}

/** The form's words for a result that never came, and for a session that ended meanwhile. */
export interface RefusalMessages {
  failure: string;
  sessionEnded?: string;
}

/**
 * A refusal's words for above a form, or beside a control without fields: none came, the
 * session ended, or the server's own message.
 */
export function refusalMessage(
  result: Pick<FormResult, 'error'> | null | undefined,
  messages: RefusalMessages,
): string {
  if (!result) return messages.failure;
  if (messages.sessionEnded && result.error?.code === 'UNAUTHENTICATED') {
    return messages.sessionEnded;
  }
  return result.error?.message ?? messages.failure;
}

/**
 * Puts a refusal where the member looks for it: each field's problem beside the field (the
 * first one focused), a problem of the whole form (`fieldFor` maps an error code to a field,
 * e.g. `wrong_password`) beside that field, anything else above the form. The member's input
 * is never reset. Call it with a result that is not `ok`. Returns the message for above the
 * form, or null when every problem is beside its field.
 */
export function showRefusal<T extends FieldValues>(
  result: FormResult | null | undefined,
  form: { setError: UseFormSetError<T>; setFocus: UseFormSetFocus<T> },
  options: {
    fields: ReadonlyArray<FieldPath<T>>;
    fieldFor?: Record<string, FieldPath<T>>;
    messages: RefusalMessages;
  },
): string | null {
  if (!result || (options.messages.sessionEnded && result.error?.code === 'UNAUTHENTICATED')) {
    return refusalMessage(result, options.messages);
  }
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
  return refusalMessage(result, options.messages);
}

/**
 * A form mutation's result, or null when none came (no network, a server error): given to
 * `showRefusal`, null reads as the form's `failure`. A rate limit's refusal is
 * given as one, with the gateway's message.
 */
export async function resultOf<R>(
  pending: Promise<R | null | undefined>,
): Promise<R | RateLimitRefusal | null> {
  try {
    return (await pending) ?? null;
  } catch (error) {
    // A rate limit's refusal comes as an error; the reader sees its message above the form.
    return rateLimitRefusal(error);
  }
}
