export type SlugOrId = { id: number } | { slug: string };

/** SPEC 5: a slug made entirely of digits names a numeric id; anything else is a slug. */
export function parseSlugOrId(value: string): SlugOrId {
  return /^\d+$/.test(value) ? { id: Number(value) } : { slug: value };
}
