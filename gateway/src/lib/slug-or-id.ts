export type SlugOrId = { id: number } | { slug: string };

/** The content API's ids are PostgreSQL integers: a larger number names nothing. */
const MAX_ID = 2_147_483_647;

/**
 * SPEC 5: a slug made entirely of digits names a numeric id; anything else is a slug. Digits
 * past the largest id name nothing (null: the field answers null, a page 404), so they are
 * never sent on, where the content API refused them with a 400.
 */
export function parseSlugOrId(value: string): SlugOrId | null {
  if (!/^\d+$/.test(value)) return { slug: value };
  const id = Number(value);
  return id <= MAX_ID ? { id } : null;
}
