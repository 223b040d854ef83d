import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

/** SPEC 9 cookie names. */
export const ACCESS_COOKIE = 'access-token';
export const REFRESH_COOKIE = 'refresh-token';
/** Holds the state and PKCE verifier of a sign-in in progress; signed. */
const LOGIN_ATTEMPT_COOKIE = 'login-attempt';

export interface SessionTokens {
  accessToken: string;
  /** Expiry of the access token, epoch seconds. */
  exp: number;
  refreshToken: string | null;
}

const accessCookieSchema = z.object({
  token: z.string().min(1).max(4096),
  exp: z.number().int().positive(),
});

const loginAttemptSchema = z.object({
  state: z.string().min(16).max(200),
  verifier: z.string().min(43).max(128),
});

/** Tokens never reach page JavaScript: HttpOnly, SameSite=Lax, Secure off localhost only. */
function cookieOptions(request: FastifyRequest, maxAgeSeconds?: number): CookieSerializeOptions {
  const options: CookieSerializeOptions = {
    httpOnly: true,
    sameSite: 'lax',
    secure: !isLocalHost(request.hostname),
    path: '/',
  };
  if (maxAgeSeconds !== undefined) options.maxAge = maxAgeSeconds;
  return options;
}

function isLocalHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
}

/** Reads the session cookies; anything malformed counts as no session. */
export function readSessionCookies(request: FastifyRequest): SessionTokens | null {
  const raw = request.cookies[ACCESS_COOKIE];
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  const access = accessCookieSchema.safeParse(parsed);
  if (!access.success) return null;
  const refresh = request.cookies[REFRESH_COOKIE];
  return {
    accessToken: access.data.token,
    exp: access.data.exp,
    refreshToken: refresh && refresh.length <= 4096 ? refresh : null,
  };
}

export function writeSessionCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  tokens: { accessToken: string; exp: number; refreshToken: string; refreshMaxAge: number },
): void {
  const options = cookieOptions(request, tokens.refreshMaxAge);
  reply.setCookie(
    ACCESS_COOKIE,
    JSON.stringify({ token: tokens.accessToken, exp: tokens.exp }),
    options,
  );
  reply.setCookie(REFRESH_COOKIE, tokens.refreshToken, options);
}

export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply): void {
  const options = cookieOptions(request);
  reply.clearCookie(ACCESS_COOKIE, options);
  reply.clearCookie(REFRESH_COOKIE, options);
}

export function writeLoginAttempt(
  request: FastifyRequest,
  reply: FastifyReply,
  attempt: { state: string; verifier: string },
): void {
  reply.setCookie(LOGIN_ATTEMPT_COOKIE, JSON.stringify(attempt), {
    ...cookieOptions(request, 600),
    signed: true,
  });
}

export function takeLoginAttempt(
  request: FastifyRequest,
  reply: FastifyReply,
): { state: string; verifier: string } | null {
  const raw = request.cookies[LOGIN_ATTEMPT_COOKIE];
  reply.clearCookie(LOGIN_ATTEMPT_COOKIE, cookieOptions(request));
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || unsigned.value === null) return null;
  try {
    const attempt = loginAttemptSchema.safeParse(JSON.parse(unsigned.value));
    return attempt.success ? attempt.data : null;
  } catch {
    return null;
  }
}
