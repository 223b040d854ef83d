import { createHmac } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../session/cookies.js';

/** What the page and the service worker are told about a response's owner. */
export const ANONYMOUS_KEY = 'anonymous';

/**
 * An opaque key per member for the browser's offline caches: the service worker keeps one
 * member's pages apart from another's by it. An HMAC (not the id) so the page and the caches
 * never hold the member's id, and nobody can derive one member's key from another's.
 */
export function memberKey(secret: string, valueId: string): string {
  return createHmac('sha256', secret).update(`offline-cache:${valueId}`).digest('hex').slice(0, 32);
}

/** A session cookie came with the request (valid or not): its answer is the member's own. */
export function hasSessionCookie(request: FastifyRequest): boolean {
  return Boolean(request.cookies[ACCESS_COOKIE] || request.cookies[REFRESH_COOKIE]);
}

/**
 * The owner of a rendered page: the member's key when the page showed a member, `anonymous`
 * when it was rendered for a visitor (no session, or the session ended), and null when that is
 * unknown (a session whose member could not be loaded): the browser then changes nothing.
 */
export function pageOwner(
  secret: string,
  rendered: { valueId: string | null; hasSession: boolean },
): string | null {
  if (rendered.valueId) return memberKey(secret, rendered.valueId);
  return rendered.hasSession ? null : ANONYMOUS_KEY;
}
