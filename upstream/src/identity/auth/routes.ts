import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { Upstream } from '../../context.js';
import { ApiError, errorResponses } from '../../http/errors.js';
import { requestSchema, responseSchema } from '../../http/schema.js';
import { UserSummary, bearer } from '../schemas.js';
import { toSummary } from '../users/profile.js';
import { findUserByCredentials, findUserById, LOGIN_FAILED } from '../users/repository.js';
import {
  AuthorizeQuery,
  type AuthorizeParams,
  WEB_CLIENT_ID,
  findClient,
  redirectWithCode,
  validateAuthorize,
  INVALID_CLIENT,
} from './clients.js';
import { authenticate, bearerToken, memberOf, requireMember } from './member.js';
import {
  accessTokenExpiry,
  exchangeCode,
  issueCode,
  refreshTokens,
  revokeByRefreshToken,
} from './tokens.js';

const TokenBody = z.object({
  grant_type: z.string().max(64),
  client_id: z.string().max(200).optional(),
  code: z.string().max(512).optional(),
  redirect_uri: z.string().max(2000).optional(),
  code_verifier: z.string().max(512).optional(),
  refresh_token: z.string().max(512).optional(),
});

const TokenPair = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.int().describe('Seconds the access token lives'),
  refresh_expires_in: z.int().describe('Seconds the refresh token lives'),
});

const IntrospectBody = z.object({ access_token: z.string().max(512) });
const Introspection = UserSummary.partial().extend({
  active: z.boolean(),
  exp: z.int().optional().describe('Expiry, seconds since the epoch'),
});

const RefreshTokenBody = z.object({ refresh_token: z.string().max(512) });
const SessionInfo = z.object({ active: z.boolean(), expiresAt: z.string() });
const ClientInfo = z.object({ clientId: z.string(), name: z.string() });

const AuthorizeValidation = z.object({
  valid: z.literal(true),
  clientId: z.string(),
  clientName: z.string(),
  redirectUri: z.string(),
});
const AuthorizeBody = AuthorizeQuery.extend({
  username: z.string().min(1).max(254).describe('E-mail address or phone number'),
  password: z.string().min(1).max(128),
});
const AuthorizeResult = z.object({
  code: z.string(),
  state: z.string().nullable(),
  redirectUrl: z.string().describe('redirect_uri with code and state added'),
});

const missing = (field: string) =>
  new ApiError(400, 'invalid_request', `Parameter ${field} wajib diisi`);

// The OAuth endpoints take the form body RFC 6749 describes, and JSON as well.
const FORM_OR_JSON = ['application/json', 'application/x-www-form-urlencoded'];

export const authRoutes: FastifyPluginAsync<{ upstream: Upstream }> = async (app, { upstream }) => {
  const { db, config } = upstream;

  /** An authorization code for an authorize request already validated, and where it goes. */
  const authorizationResult = async (params: AuthorizeParams, clientId: string, userId: number) => {
    const code = await issueCode(db, {
      clientId,
      userId,
      redirectUri: params.redirect_uri!,
      codeChallenge: params.code_challenge!,
      now: new Date(),
    });
    return {
      code,
      state: params.state ?? null,
      redirectUrl: redirectWithCode(params.redirect_uri!, code, params.state),
    };
  };

  app.post<{ Body: z.output<typeof TokenBody> }>(
    '/v1/auth/token',
    {
      schema: {
        summary: 'Exchange an authorization code (PKCE S256) or rotate a refresh token',
        consumes: FORM_OR_JSON,
        body: requestSchema(TokenBody),
        response: { 200: responseSchema(TokenPair), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      reply.header('cache-control', 'no-store');
      if (!findClient(config, body.client_id))
        throw new ApiError(401, 'invalid_client', INVALID_CLIENT);
      const clientId = body.client_id!;
      const now = new Date();
      if (body.grant_type === 'authorization_code') {
        if (!body.code) throw missing('code');
        if (!body.redirect_uri) throw missing('redirect_uri');
        if (!body.code_verifier) throw missing('code_verifier');
        return exchangeCode(db, config, {
          code: body.code,
          clientId,
          redirectUri: body.redirect_uri,
          verifier: body.code_verifier,
          now,
        });
      }
      if (body.grant_type === 'refresh_token') {
        if (!body.refresh_token) throw missing('refresh_token');
        return refreshTokens(db, config, { refreshToken: body.refresh_token, clientId, now });
      }
      throw new ApiError(
        400,
        'unsupported_grant_type',
        'grant_type harus authorization_code atau refresh_token',
      );
    },
  );

  app.post<{ Body: z.output<typeof IntrospectBody> }>(
    '/v1/auth/introspect',
    {
      schema: {
        summary: 'Whether an access token is live, and whose it is',
        body: requestSchema(IntrospectBody),
        response: { 200: responseSchema(Introspection), ...errorResponses(400) },
      },
    },
    async (request) => {
      const now = new Date();
      const token = request.body.access_token;
      const member = await authenticate(db, token, now);
      const expiry = member && (await accessTokenExpiry(db, token, now));
      const user = member && expiry ? await findUserById(db, member.userId) : undefined;
      if (!user || !expiry) return { active: false };
      return { active: true, exp: Math.floor(expiry.getTime() / 1000), ...toSummary(user) };
    },
  );

  app.delete<{ Body: z.output<typeof RefreshTokenBody> }>(
    '/v2/web/session',
    {
      schema: {
        summary: 'Log out: revoke the refresh token and every token of the same sign-in',
        body: requestSchema(RefreshTokenBody),
        response: { 204: { type: 'null' }, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      await revokeByRefreshToken(db, request.body.refresh_token, new Date());
      return reply.code(204).send();
    },
  );

  app.get(
    '/v2/web/session',
    {
      preHandler: requireMember,
      schema: {
        summary: "The bearer access token's session",
        security: bearer,
        response: { 200: responseSchema(SessionInfo), ...errorResponses(401) },
      },
    },
    async (request) => {
      const expiry = await accessTokenExpiry(db, bearerToken(request) ?? '', new Date());
      return { active: expiry !== null, expiresAt: (expiry ?? new Date()).toISOString() };
    },
  );

  app.get(
    '/v2/web/client',
    {
      schema: {
        summary: "The web client's public information",
        response: { 200: responseSchema(ClientInfo) },
      },
    },
    async () => {
      const client = findClient(config, WEB_CLIENT_ID)!;
      return { clientId: client.clientId, name: client.name };
    },
  );

  app.get<{ Querystring: z.output<typeof AuthorizeQuery> }>(
    '/v1/auth/authorize/validation',
    {
      schema: {
        summary: 'Check client_id, redirect_uri and PKCE parameters before showing a sign-in',
        querystring: requestSchema(AuthorizeQuery),
        response: { 200: responseSchema(AuthorizeValidation), ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const client = validateAuthorize(config, request.query);
      return {
        valid: true as const,
        clientId: client.clientId,
        clientName: client.name,
        redirectUri: request.query.redirect_uri!,
      };
    },
  );

  app.post<{ Body: z.output<typeof AuthorizeBody> }>(
    '/v1/auth/authorize',
    {
      schema: {
        summary: 'Sign in with e-mail/phone and password; answers an authorization code',
        consumes: FORM_OR_JSON,
        body: requestSchema(AuthorizeBody),
        response: { 200: responseSchema(AuthorizeResult), ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const body = request.body;
      const client = validateAuthorize(config, body);
      const user = await findUserByCredentials(db, body.username, body.password);
      if (!user) throw new ApiError(401, 'invalid_credentials', LOGIN_FAILED);
      return authorizationResult(body, client.clientId, user.id);
    },
  );

  app.post<{ Body: z.output<typeof AuthorizeQuery> }>(
    '/v1/auth/authorize_logged_in',
    {
      preHandler: requireMember,
      schema: {
        summary: 'Issue an authorization code for the bearer-authenticated member',
        security: bearer,
        body: requestSchema(AuthorizeQuery),
        response: { 200: responseSchema(AuthorizeResult), ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const body = request.body;
      const client = validateAuthorize(config, body);
      return authorizationResult(body, client.clientId, memberOf(request).userId);
    },
  );
};
