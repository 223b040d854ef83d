/** A page without its CSP nonces: two responses of one cached page differ only in those. */
export function withoutNonce(html: string): string {
  return html.replace(/nonce="[^"]*"/g, 'nonce=""');
}
