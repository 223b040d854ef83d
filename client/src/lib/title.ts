/** SPEC 1: '{page title} - {brand}', unless the title already starts with the brand. */
export function formatTitle(title: string | undefined, brand: string): string {
  const trimmed = title?.trim();
  if (!trimmed) return brand;
  if (trimmed.toLowerCase().startsWith(brand.toLowerCase())) return trimmed;
  return `${trimmed} - ${brand}`;
}
