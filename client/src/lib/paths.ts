/** Every site path comes from here. */
export const paths = {
  home: () => '/',
  category: (slug: string) => `/category/${encodeURIComponent(slug)}`,
};
