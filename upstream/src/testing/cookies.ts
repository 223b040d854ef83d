import type { LightMyRequestResponse } from 'fastify';

/** The Cookie header a browser sends back after `response`: the cookies it set, as sent. */
export function cookiesFrom(response: LightMyRequestResponse): string {
  const setCookie = response.headers['set-cookie'];
  const lines = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return lines.map((line) => line.split(';')[0]).join('; ');
}
