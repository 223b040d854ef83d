// The load's four kinds of traffic, each an autocannon instance with its share of the
// connections, run at the same time so together they are the mix.
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { operationHeaders, operationPath, persistedHash } from '../bench/graphql.mjs';
import { siteIp } from '../bench/servers.mjs';

function run(name, options) {
  return new Promise((resolve, reject) => {
    let firstError;
    // Signed-in requests queue behind the upstream's single database connection under this
    // load; a 30 s timeout measures how long they take instead of counting them as lost.
    const instance = autocannon({ url: siteIp, timeout: 30, ...options }, (error, result) =>
      error ? reject(error) : resolve({ name, result, firstError }),
    );
    instance.on('reqError', (error) => {
      firstError ??= String(error?.message ?? error);
    });
  });
}

/** Anonymous server-rendered pages (the page cache as configured). */
export function pages({ connections, duration, slugs }) {
  const paths = ['/', '/promo', `/promo/${slugs.promo}`, '/event', `/event/${slugs.event}`];
  return run('pages', {
    connections,
    duration,
    headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' },
    requests: paths.map((path) => ({ method: 'GET', path })),
  });
}

/** Public queries as the browser sends them (GET, trusted document hash). */
export function publicQueries({ connections, duration }) {
  const paths = [
    operationPath('PromoList', { page: 1, pageSize: 12 }),
    operationPath('EventList', { page: 1, pageSize: 12, when: 'UPCOMING' }),
    operationPath('HomeNewestPromos', { pageSize: 8 }),
    operationPath('PromoListMerchants'),
  ];
  return run('public queries', {
    connections,
    duration,
    headers: operationHeaders,
    requests: paths.map((path) => ({ method: 'GET', path })),
  });
}

/** The header's query of signed-in members (session cookie), members spread over connections. */
export function headerQueries({ connections, duration, sessions }) {
  const path = operationPath('Header');
  return run('signed-in header', {
    connections,
    duration,
    requests: [
      {
        method: 'GET',
        path,
        setupRequest: (request, context) => {
          context.member ??= sessions[Math.floor(Math.random() * sessions.length)];
          return { ...request, headers: { ...operationHeaders, cookie: context.member.cookie } };
        },
      },
    ],
  });
}

/**
 * Claims, each with its own idempotency key; every claim is sent a second time with the same
 * key (a retry), which must name the same voucher. `outcomes` collects what came back.
 */
export function claims({ connections, duration, sessions, promoIds, outcomes }) {
  const hash = persistedHash('ClaimVoucher');
  const body = (promoId, key) =>
    JSON.stringify({
      operationName: 'ClaimVoucher',
      variables: { promoId: String(promoId), idempotencyKey: key },
      extensions: { persistedQuery: { version: 1, sha256Hash: hash } },
    });
  const record = (context, status, text) => {
    let claim = null;
    try {
      claim = JSON.parse(text).data?.claimVoucher ?? null;
    } catch {
      // counted below as an answer without a claim result
    }
    const outcome = {
      member: context.member.email,
      key: context.key,
      status,
      ok: claim?.ok === true,
      code: claim?.voucher?.code ?? null,
      error: claim?.error?.code ?? (claim ? null : 'no_result'),
    };
    // autocannon may report a response against the next request of the cycle, so the two
    // sends of one key are told apart by count, not by which request object answered.
    const sent = outcomes.byKey.get(context.key) ?? [];
    sent.push(outcome);
    outcomes.byKey.set(context.key, sent);
  };
  return run('claims', {
    connections,
    duration,
    method: 'POST',
    requests: [
      {
        method: 'POST',
        path: '/graphql',
        setupRequest: (request, context) => {
          context.member ??= sessions[Math.floor(Math.random() * sessions.length)];
          context.key = `load-${randomBytes(12).toString('hex')}`;
          context.promoId = promoIds[Math.floor(Math.random() * promoIds.length)];
          return {
            ...request,
            headers: { 'content-type': 'application/json', cookie: context.member.cookie },
            body: body(context.promoId, context.key),
          };
        },
        onResponse: (status, text, context) => record(context, status, text),
      },
      {
        method: 'POST',
        path: '/graphql',
        setupRequest: (request, context) => ({
          ...request,
          headers: { 'content-type': 'application/json', cookie: context.member.cookie },
          body: body(context.promoId, context.key),
        }),
        onResponse: (status, text, context) => record(context, status, text),
      },
    ],
  });
}
