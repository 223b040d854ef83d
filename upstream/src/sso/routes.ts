import formbody from '@fastify/formbody';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Upstream } from '../context.js';
import type { DbSession } from '../db/db.js';
import { ApiError } from '../http/errors.js';
import { requestSchema } from '../http/schema.js';
import {
  AuthorizeQuery,
  validateAuthorize,
  redirectWithCode,
  type AuthorizeParams,
} from '../identity/auth/clients.js';
import { issueCode } from '../identity/auth/tokens.js';
import { randomToken, safeEqual, sha256 } from '../identity/crypto.js';
import { TIERS, tierStatus } from '../identity/tiers.js';
import {
  createMember,
  findUserByEmail,
  findUserByCredentials,
  findUserById,
  findUserByPhone,
  LOGIN_FAILED,
  nameProblem,
  normalizeEmail,
  normalizePhone,
  passwordProblem,
  type UserRow,
} from '../identity/users/repository.js';
import { html, page, type Html } from './html.js';

const CSRF_COOKIE = 'sso_csrf';
const SESSION_COOKIE = 'sso_session';
const FORM_EXPIRED = 'Sesi formulir sudah berakhir. Muat ulang halaman lalu coba lagi.';

const OAuthQuery = AuthorizeQuery.extend({ mode: z.enum(['login', 'register']).optional() });
type OAuthQuery = z.output<typeof OAuthQuery>;

const AuthorizeForm = OAuthQuery.extend({
  csrf: z.string().max(200).optional(),
  action: z.enum(['login', 'register']).optional(),
  identifier: z.string().max(254).optional(),
  password: z.string().max(200).optional(),
  first_name: z.string().max(100).optional(),
  last_name: z.string().max(100).optional(),
  email: z.string().max(254).optional(),
  phone: z.string().max(30).optional(),
});
type AuthorizeForm = z.output<typeof AuthorizeForm>;

const CardForm = z.object({
  csrf: z.string().max(200).optional(),
  identifier: z.string().max(254).optional(),
  password: z.string().max(200).optional(),
});

function cookies(request: FastifyRequest): Record<string, string> {
  const header = request.headers.cookie ?? '';
  const jar: Record<string, string> = {};
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    const name = part.slice(0, index).trim();
    const value = part.slice(index + 1).trim();
    try {
      jar[name] = decodeURIComponent(value);
    } catch {
      jar[name] = value;
    }
  }
  return jar;
}

function setCookie(reply: FastifyReply, name: string, value: string, maxAge: number): void {
  const cookie = `${name}=${encodeURIComponent(value)}; Path=/sso; HttpOnly; SameSite=Lax; Max-Age=${maxAge}`;
  const existing = reply.getHeader('set-cookie');
  const list = Array.isArray(existing) ? existing : existing ? [String(existing)] : [];
  reply.header('set-cookie', [...list, cookie]);
}

/** The CSRF token of this browser (double-submit: cookie + hidden field), created when missing. */
function csrfToken(request: FastifyRequest, reply: FastifyReply): string {
  const existing = cookies(request)[CSRF_COOKIE];
  if (existing && /^[A-Za-z0-9_-]{20,100}$/.test(existing)) return existing;
  const token = randomToken(24);
  setCookie(reply, CSRF_COOKIE, token, 60 * 60 * 24);
  return token;
}

function csrfValid(request: FastifyRequest, submitted: string | undefined): boolean {
  const expected = cookies(request)[CSRF_COOKIE];
  return Boolean(expected && submitted && safeEqual(expected, submitted));
}

function sendPage(reply: FastifyReply, status: number, title: string, body: Html): FastifyReply {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .header(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'",
    )
    .header('x-frame-options', 'DENY')
    .header('referrer-policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(page(title, body));
}

function errorPage(reply: FastifyReply, status: number, detail: string): FastifyReply {
  return sendPage(
    reply,
    status,
    'Permintaan masuk tidak valid',
    html`<div class="card">
      <h1>Permintaan masuk tidak valid</h1>
      <p class="error" role="alert">${detail}</p>
      <p class="muted">Kembali ke situs MyValue dan coba masuk lagi.</p>
    </div>`,
  );
}

const oauthKeys = [
  'response_type',
  'client_id',
  'redirect_uri',
  'state',
  'code_challenge',
  'code_challenge_method',
] as const;

function hiddenOAuthFields(params: OAuthQuery): Html {
  return html`${oauthKeys.map((key) =>
    params[key] === undefined
      ? ''
      : html`<input type="hidden" name="${key}" value="${params[key] ?? ''}" />`,
  )}`;
}

function tabLink(params: OAuthQuery, mode: 'login' | 'register'): string {
  const query = new URLSearchParams();
  for (const key of oauthKeys) {
    const value = params[key];
    if (value !== undefined) query.set(key, value);
  }
  query.set('mode', mode);
  return `?${query.toString()}`;
}

interface FormState {
  mode: 'login' | 'register';
  error?: string | undefined;
  identifier?: string | undefined;
  firstName?: string | undefined;
  lastName?: string | undefined;
  email?: string | undefined;
  phone?: string | undefined;
}

interface Field {
  name: string;
  label: string;
  autocomplete: string;
  type?: string;
  placeholder?: string;
  /** What the visitor typed, when the form comes back; no value attribute when undefined. */
  value?: string | undefined;
}

function input(field: Field): Html {
  return html`<label for="${field.name}">${field.label}</label>
    <input
      id="${field.name}"
      name="${field.name}"
      ${field.type ? html`type="${field.type}"` : ''}
      autocomplete="${field.autocomplete}"
      ${field.placeholder ? html`placeholder="${field.placeholder}"` : ''}
      required
      ${field.value === undefined ? '' : html`value="${field.value}"`}
    />`;
}

/** The login form's fields, on the authorize page and the card page alike. */
function loginFields(identifier?: string): Html {
  return html`${input({
    name: 'identifier',
    label: 'Email atau nomor HP',
    autocomplete: 'username',
    value: identifier,
  })}
  ${input({
    name: 'password',
    label: 'Kata sandi',
    type: 'password',
    autocomplete: 'current-password',
  })}`;
}

function authorizePage(params: OAuthQuery, csrf: string, state: FormState): Html {
  const tabs = html`<nav class="tabs">
    <a href="${tabLink(params, 'login')}" ${state.mode === 'login' ? html`aria-current="page"` : ''}
      >Masuk</a
    >
    <a
      href="${tabLink(params, 'register')}"
      ${state.mode === 'register' ? html`aria-current="page"` : ''}
      >Daftar</a
    >
  </nav>`;
  const error = state.error ? html`<p class="error" role="alert">${state.error}</p>` : '';
  const common = html`<input type="hidden" name="csrf" value="${csrf}" />${hiddenOAuthFields(
      params,
    )}`;
  if (state.mode === 'register') {
    return html`<div class="card">
      <h1>Daftar member MyValue</h1>
      ${tabs}${error}
      <form method="post" action="" novalidate>
        ${common}<input type="hidden" name="action" value="register" />
        ${input({
          name: 'first_name',
          label: 'Nama depan',
          autocomplete: 'given-name',
          value: state.firstName ?? '',
        })}
        ${input({
          name: 'last_name',
          label: 'Nama belakang',
          autocomplete: 'family-name',
          value: state.lastName ?? '',
        })}
        ${input({
          name: 'email',
          label: 'Email',
          type: 'email',
          autocomplete: 'email',
          value: state.email ?? '',
        })}
        ${input({
          name: 'phone',
          label: 'Nomor HP',
          type: 'tel',
          autocomplete: 'tel',
          placeholder: '08…',
          value: state.phone ?? '',
        })}
        ${input({
          name: 'password',
          label: 'Kata sandi',
          type: 'password',
          autocomplete: 'new-password',
        })}
        <p class="muted">Minimal 8 karakter, berisi huruf dan angka.</p>
        <button type="submit">Daftar</button>
      </form>
    </div>`;
  }
  return html`<div class="card">
    <h1>Masuk ke MyValue</h1>
    ${tabs}${error}
    <form method="post" action="" novalidate>
      ${common}<input type="hidden" name="action" value="login" />
      ${loginFields(state.identifier ?? '')}
      <button type="submit">Masuk</button>
    </form>
    <p class="muted">
      Belum punya akun? <a href="${tabLink(params, 'register')}">Daftar sekarang</a>
    </p>
  </div>`;
}

async function startSession(
  db: DbSession,
  reply: FastifyReply,
  userId: number,
  ttlSeconds: number,
): Promise<void> {
  const token = randomToken();
  await db.query('INSERT INTO sso_sessions (token_hash, user_id, expires_at) VALUES ($1, $2, $3)', [
    sha256(token),
    userId,
    new Date(Date.now() + ttlSeconds * 1000),
  ]);
  setCookie(reply, SESSION_COOKIE, token, ttlSeconds);
}

async function sessionUser(db: DbSession, request: FastifyRequest): Promise<UserRow | undefined> {
  const token = cookies(request)[SESSION_COOKIE];
  if (!token) return undefined;
  const rows = await db.query<{ user_id: number }>(
    'SELECT user_id FROM sso_sessions WHERE token_hash = $1 AND expires_at > $2',
    [sha256(token), new Date()],
  );
  return rows[0] ? findUserById(db, rows[0].user_id) : undefined;
}

/** Validates the OAuth parameters; answers an error page (never a redirect) when they are wrong. */
function checkClient(
  upstream: Upstream,
  params: AuthorizeParams,
  reply: FastifyReply,
): FastifyReply | null {
  try {
    validateAuthorize(upstream.config, params);
    return null;
  } catch (error) {
    if (error instanceof ApiError) return errorPage(reply, 400, error.message);
    throw error;
  }
}

async function registrationProblem(db: DbSession, form: AuthorizeForm): Promise<string | null> {
  const problem =
    nameProblem(form.first_name ?? '', 'Nama depan') ??
    nameProblem(form.last_name ?? '', 'Nama belakang');
  if (problem) return problem;
  const email = normalizeEmail(form.email ?? '');
  if (!email) return 'Format email tidak valid';
  const phone = normalizePhone(form.phone ?? '');
  if (!phone) return 'Nomor HP harus nomor Indonesia (08… atau +628…)';
  const passwordIssue = passwordProblem(form.password ?? '');
  if (passwordIssue) return passwordIssue;
  if (await findUserByEmail(db, email)) return 'Email sudah terdaftar';
  if (await findUserByPhone(db, phone)) return 'Nomor HP sudah terdaftar';
  return null;
}

/** The sign-on host, mounted under `/sso`. */
export const ssoRoutes: FastifyPluginAsync<{ upstream: Upstream }> = async (app, { upstream }) => {
  const { db, config } = upstream;
  await app.register(formbody);

  app.get<{ Querystring: OAuthQuery }>(
    '/authorize/',
    { schema: { querystring: requestSchema(OAuthQuery) } },
    async (request, reply) => {
      const params = request.query;
      const refused = checkClient(upstream, params, reply);
      if (refused) return refused;
      const csrf = csrfToken(request, reply);
      const mode = params.mode ?? 'login';
      return sendPage(
        reply,
        200,
        mode === 'login' ? 'Masuk' : 'Daftar',
        authorizePage(params, csrf, { mode }),
      );
    },
  );

  app.post<{ Body: AuthorizeForm }>(
    '/authorize/',
    { schema: { body: requestSchema(AuthorizeForm) } },
    async (request, reply) => {
      const form = request.body;
      const refused = checkClient(upstream, form, reply);
      if (refused) return refused;
      if (!csrfValid(request, form.csrf)) {
        return errorPage(reply, 403, FORM_EXPIRED);
      }
      const csrf = csrfToken(request, reply);
      const now = new Date();

      let user: UserRow | undefined;
      if (form.action === 'register') {
        const problem = await registrationProblem(db, form);
        if (problem) {
          return sendPage(
            reply,
            400,
            'Daftar',
            authorizePage(form, csrf, {
              mode: 'register',
              error: problem,
              firstName: form.first_name,
              lastName: form.last_name,
              email: form.email,
              phone: form.phone,
            }),
          );
        }
        user = await createMember(db, {
          firstName: form.first_name!.trim(),
          lastName: form.last_name!.trim(),
          email: normalizeEmail(form.email!)!,
          phone: normalizePhone(form.phone!)!,
          password: form.password!,
          now,
        });
      } else {
        const found = await findUserByCredentials(db, form.identifier, form.password);
        if (!found) {
          return sendPage(
            reply,
            401,
            'Masuk',
            authorizePage(form, csrf, {
              mode: 'login',
              error: LOGIN_FAILED,
              identifier: form.identifier,
            }),
          );
        }
        user = found;
      }

      await startSession(db, reply, user.id, config.refreshTokenTtlSeconds);
      const code = await issueCode(db, {
        clientId: form.client_id!,
        userId: user.id,
        redirectUri: form.redirect_uri!,
        codeChallenge: form.code_challenge!,
        now,
      });
      return reply
        .header('cache-control', 'no-store')
        .redirect(redirectWithCode(form.redirect_uri!, code, form.state), 302);
    },
  );

  app.get('/tnc_tiers', async (_request, reply) =>
    sendPage(
      reply,
      200,
      'Syarat dan ketentuan tier',
      html`<div class="card">
        <h1>Syarat dan ketentuan tier member</h1>
        <p>
          Tier ditentukan oleh poin tier: semua poin yang Anda peroleh dan belum kedaluwarsa. Poin
          yang sudah ditukar tetap dihitung; poin berlaku sampai akhir bulan ke-12 setelah bulan
          perolehannya.
        </p>
        <table>
          <thead>
            <tr>
              <th>Tier</th>
              <th>Poin tier minimal</th>
            </tr>
          </thead>
          <tbody>
            ${TIERS.map(
              (tier) =>
                html`<tr>
                  <td>${tier.name}</td>
                  <td>${new Intl.NumberFormat('id-ID').format(tier.minPoint)} poin</td>
                </tr>`,
            )}
          </tbody>
        </table>
        <p class="muted">
          Tier dihitung ulang setiap kali poin Anda berubah. Member baru memulai dari tier Silver.
        </p>
      </div>`,
    ),
  );

  const cardPage = async (request: FastifyRequest, reply: FastifyReply, error?: string) => {
    const user = await sessionUser(db, request);
    if (!user) {
      const csrf = csrfToken(request, reply);
      return sendPage(
        reply,
        error ? 401 : 200,
        'Kartu member',
        html`<div class="card">
          <h1>Kartu member</h1>
          <p>Masuk untuk melihat kartu member Anda.</p>
          ${error ? html`<p class="error" role="alert">${error}</p>` : ''}
          <form method="post" action="" novalidate>
            <input type="hidden" name="csrf" value="${csrf}" />
            ${loginFields()}
            <button type="submit">Masuk</button>
          </form>
        </div>`,
      );
    }
    const status = await tierStatus(db, user.id, new Date());
    const [card] = await db.query<{ card_number: string; name: string }>(
      `SELECT c.card_number, t.name FROM user_cards c JOIN card_types t ON t.id = c.card_type_id
        WHERE c.user_id = $1 ORDER BY c.is_primary DESC, c.id LIMIT 1`,
      [user.id],
    );
    return sendPage(
      reply,
      200,
      'Kartu member',
      html`<div class="member-card">
        <p>${card?.name ?? 'Kartu MyValue Digital'}</p>
        <h1>${user.first_name} ${user.last_name}</h1>
        <p>Value ID: <strong>${user.value_id}</strong></p>
        <p>Tier: <strong>${status.tier.name}</strong></p>
        ${card ? html`<p>${card.card_number.replace(/(\d{4})(?=\d)/g, '$1 ')}</p>` : ''}
      </div>`,
    );
  };

  app.get('/account/card', async (request, reply) => cardPage(request, reply));

  app.post<{ Body: z.output<typeof CardForm> }>(
    '/account/card',
    { schema: { body: requestSchema(CardForm) } },
    async (request, reply) => {
      const form = request.body;
      if (!csrfValid(request, form.csrf)) {
        return errorPage(reply, 403, FORM_EXPIRED);
      }
      const user = await findUserByCredentials(db, form.identifier, form.password);
      if (!user) return cardPage(request, reply, LOGIN_FAILED);
      await startSession(db, reply, user.id, config.refreshTokenTtlSeconds);
      return reply.redirect('card', 303);
    },
  );
};
