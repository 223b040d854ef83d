/** A page without its CSP nonces: two responses of one cached page differ only in those. */
export function withoutNonce(html: string): string {
  return html.replace(/nonce="[^"]*"/g, 'nonce=""');
}

/** The nonce a Content-Security-Policy header allows scripts by. */
export function policyNonce(policy: unknown): string | undefined {
  return /'nonce-([^']+)'/.exec(String(policy))?.[1];
}

/** Every `nonce="..."` a page carries. */
export const noncesIn = (html: string) => [...html.matchAll(/nonce="([^"]*)"/g)].map((m) => m[1]);
