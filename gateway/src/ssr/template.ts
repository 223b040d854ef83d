/** Fills the Vite-built index.html with a rendered page. */
export function fillTemplate(
  template: string,
  page: { head: string; html: string; state: string },
): string {
  // Replaced by functions: a page's text may hold `$&` or `$'`, which a replacement string
  // would expand.
  return template
    .replace('<!--app-head-->', () => page.head)
    .replace('<!--app-html-->', () => page.html)
    .replace('<!--app-state-->', () => page.state);
}
