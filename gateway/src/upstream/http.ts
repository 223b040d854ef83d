import { Agent, RetryAgent, request, type Dispatcher } from 'undici';
import { metrics } from '../observability/metrics.js';
import { UpstreamError } from './errors.js';
import type { RequestMemo } from './request-memo.js';

/** SPEC 7: GET is retried once on these statuses; write methods never are. */
const RETRYABLE_STATUSES = [408, 409, 425, 429, 500, 502, 503, 504];

/**
 * One keep-alive connection pool per upstream host, wrapped in undici's retry agent so
 * the retry rule lives in one place and applies to every call.
 */
export function createUpstreamDispatcher(): Dispatcher {
  const pool = new Agent({ keepAliveTimeout: 10_000, connections: 128 }).compose(countAttempts);
  return new RetryAgent(pool, {
    maxRetries: 1,
    methods: ['GET'],
    statusCodes: RETRYABLE_STATUSES,
    minTimeout: 50,
    maxTimeout: 500,
    timeoutFactor: 1,
    // Hand the last failed response back instead of throwing, so it maps to our error type.
    throwOnError: false,
  });
}

/** What a call carries through undici (`opaque`): its attempts (retries included), its status. */
interface CallRecord {
  attempts: number;
  /** The upstream's answer; 0 while there is none (unreachable, out of time). */
  status: number;
}

/** Under the retry agent: sees each attempt of a call, the first and any retry. */
const countAttempts: Dispatcher.DispatcherComposeInterceptor = (dispatch) => (opts, handler) => {
  // `request` hands its options, `opaque` among them, down to every dispatch.
  const call = (opts as { opaque?: CallRecord }).opaque;
  if (call) call.attempts += 1;
  return dispatch(opts, handler);
};

export type Query = Record<string, string | number | boolean | undefined>;

/**
 * An upstream path with its template, ids and slugs as `:param`: the template names the
 * endpoint in metrics without a member's id or a visitor's slug in a label.
 */
interface UpstreamPath {
  path: string;
  template: string;
}

/** `endpoint\`/v1/promos/${slug}/bookmark\``: the path, each value URL-encoded, and its template. */
export function endpoint(parts: TemplateStringsArray, ...values: Array<string | number>) {
  let path = parts[0]!;
  values.forEach((value, index) => {
    path += encodeURIComponent(String(value)) + parts[index + 1]!;
  });
  return { path, template: parts.join(':param') } satisfies UpstreamPath;
}

interface JsonRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A fixed path as it is, one with ids or slugs through `endpoint`. */
  path: string | UpstreamPath;
  query?: Query;
  body?: unknown;
  accessToken?: string;
  /** A POST that only reads (token introspection): shared within a request like a GET. */
  readOnly?: boolean;
  /** Sent as `Idempotency-Key`: the upstream answers a retried write without repeating it. */
  idempotencyKey?: string | undefined;
}

export interface UpstreamHttpOptions {
  name: string;
  baseUrl: string;
  timeoutMs: number;
  dispatcher: Dispatcher;
  /** Told of every failed response (after retries) and every unreachable call. */
  onFailure?: (failure: { method: string; url: string; status: number }) => void;
  /** The request's reads, shared by all its operations (one per HTTP request). */
  memo?: RequestMemo;
  /** The gateway request this call serves: sent as `x-request-id`, so both logs share it. */
  requestId?: string;
}

/** What a typed client of one upstream is built from. */
export type UpstreamClientOptions = Omit<UpstreamHttpOptions, 'name'>;

export type UpstreamHttp = <T>(req: JsonRequest) => Promise<T>;

export function buildUrl(baseUrl: string, path: string, query: Query = {}): string {
  const url = new URL(baseUrl + path);
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url.toString();
}

/** A JSON-over-HTTP caller bound to one upstream; every upstream client is built on it. */
export function createUpstreamHttp(options: UpstreamHttpOptions): UpstreamHttp {
  const { memo } = options;
  return function call<T>(req: JsonRequest): Promise<T> {
    if (!memo) return send<T>(options, req);
    const method = req.method ?? 'GET';
    if (method === 'GET' || req.readOnly) {
      const key = JSON.stringify([
        options.name,
        method,
        pathOf(req),
        req.query,
        req.body,
        req.accessToken,
      ]);
      return memo.read(key, () => send<T>(options, req));
    }
    memo.forget();
    return send<T>(options, req).finally(() => memo.forget());
  };
}

const pathOf = (req: JsonRequest) => (typeof req.path === 'string' ? req.path : req.path.path);
const templateOf = (req: JsonRequest) =>
  typeof req.path === 'string' ? req.path : req.path.template;

/** One call, counted: its status (0 when unreachable), its time and its retries. */
async function send<T>(options: UpstreamHttpOptions, req: JsonRequest): Promise<T> {
  const labels = { service: options.name, method: req.method ?? 'GET', endpoint: templateOf(req) };
  const call: CallRecord = { attempts: 0, status: 0 };
  const stopTimer = metrics.upstreamDuration.startTimer(labels);
  try {
    return await exchange<T>(options, req, call);
  } finally {
    stopTimer();
    metrics.upstreamRequests.inc({ ...labels, status: String(call.status) });
    if (call.attempts > 1) {
      metrics.upstreamRetries.inc(
        { service: labels.service, endpoint: labels.endpoint },
        call.attempts - 1,
      );
    }
  }
}

async function exchange<T>(
  options: UpstreamHttpOptions,
  req: JsonRequest,
  call: CallRecord,
): Promise<T> {
  const method = req.method ?? 'GET';
  const url = buildUrl(options.baseUrl, pathOf(req), req.query);
  const headers: Record<string, string> = { accept: 'application/json' };
  if (req.body !== undefined) headers['content-type'] = 'application/json';
  if (req.accessToken) headers.authorization = `Bearer ${req.accessToken}`;
  if (req.idempotencyKey) headers['idempotency-key'] = req.idempotencyKey;
  if (options.requestId) headers['x-request-id'] = options.requestId;

  let response: Dispatcher.ResponseData<CallRecord>;
  try {
    response = await request(url, {
      method,
      headers,
      body: req.body === undefined ? undefined : JSON.stringify(req.body),
      dispatcher: options.dispatcher,
      headersTimeout: options.timeoutMs,
      bodyTimeout: options.timeoutMs,
      opaque: call,
    });
  } catch (cause) {
    options.onFailure?.({ method, url: withoutQuery(url), status: 0 });
    throw UpstreamError.unreachable(options.name, method, url, cause);
  }

  let text: string;
  try {
    text = await response.body.text();
    call.status = response.statusCode;
  } catch (cause) {
    // The body did not arrive in time or the connection dropped half-way.
    options.onFailure?.({ method, url: withoutQuery(url), status: 0 });
    throw UpstreamError.unreachable(options.name, method, url, cause);
  }
  const payload = parseJson(text);
  if (response.statusCode < 400 && payload === NOT_JSON) {
    // A success whose body is not JSON (a proxy's HTML page, a truncated answer): a bad
    // gateway, not data for the resolvers.
    options.onFailure?.({ method, url: withoutQuery(url), status: 502 });
    throw UpstreamError.fromResponse(options.name, method, url, 502, {
      detail: 'The upstream answered with a body that is not JSON',
    });
  }
  if (response.statusCode >= 400) {
    options.onFailure?.({ method, url: withoutQuery(url), status: response.statusCode });
    const body = payload === NOT_JSON ? text : payload;
    throw UpstreamError.fromResponse(options.name, method, url, response.statusCode, body);
  }
  return payload as T;
}

function withoutQuery(url: string): string {
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname}`;
}

const NOT_JSON = Symbol('not JSON');

function parseJson(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return NOT_JSON;
  }
}
