import { z } from 'zod';
import type { Config } from '../../config.js';
import { ApiError } from '../../http/errors.js';

export interface OAuthClient {
  clientId: string;
  name: string;
  redirectUris: string[];
}

export const WEB_CLIENT_ID = 'myvalue-web';

/** The one client: the web site, sent back to the URIs of `SSO_REDIRECT_URIS`. */
function clients(config: Config): OAuthClient[] {
  return [{ clientId: WEB_CLIENT_ID, name: 'MyValue Web', redirectUris: config.ssoRedirectUris }];
}

export function findClient(config: Config, clientId: string | undefined): OAuthClient | undefined {
  return clients(config).find((client) => client.clientId === clientId);
}

export const INVALID_CLIENT = 'Aplikasi (client_id) tidak dikenal';
const INVALID_REDIRECT = 'Alamat kembali (redirect_uri) tidak diizinkan';
const INVALID_PKCE =
  'PKCE wajib: code_challenge (S256, 43–128 karakter base64url) dan code_challenge_method=S256';

/** An authorize request's OAuth parameters, as the JSON authorize step and the sign-on form take them. */
export const AuthorizeQuery = z.object({
  response_type: z.string().max(32).optional(),
  client_id: z.string().max(200).optional(),
  redirect_uri: z.string().max(2000).optional(),
  code_challenge: z.string().max(256).optional(),
  code_challenge_method: z.string().max(16).optional(),
  state: z.string().max(1000).optional(),
});
export type AuthorizeParams = z.output<typeof AuthorizeQuery>;

/**
 * Validates an authorize request. Client and redirect URI problems must never redirect (the
 * URI is not trusted); they are thrown as 400/401 `ApiError`s for the caller to render.
 */
export function validateAuthorize(config: Config, params: AuthorizeParams): OAuthClient {
  const client = findClient(config, params.client_id);
  if (!client) throw new ApiError(401, 'invalid_client', INVALID_CLIENT);
  if (!params.redirect_uri || !client.redirectUris.includes(params.redirect_uri)) {
    throw new ApiError(400, 'invalid_redirect_uri', INVALID_REDIRECT);
  }
  if (params.response_type !== undefined && params.response_type !== 'code') {
    throw new ApiError(400, 'unsupported_response_type', 'Hanya response_type=code yang didukung');
  }
  if (
    params.code_challenge_method !== 'S256' ||
    !params.code_challenge ||
    !/^[A-Za-z0-9_-]{43,128}$/.test(params.code_challenge)
  ) {
    throw new ApiError(400, 'invalid_request', INVALID_PKCE);
  }
  return client;
}

/** `redirect_uri` with `code` and, when given, `state` added to its query. */
export function redirectWithCode(redirectUri: string, code: string, state?: string): string {
  const url = new URL(redirectUri);
  url.searchParams.set('code', code);
  if (state !== undefined && state !== '') url.searchParams.set('state', state);
  return url.toString();
}
