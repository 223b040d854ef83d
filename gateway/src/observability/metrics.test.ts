import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { clientBuilt, useHarness } from '../test-support/harness.js';
import { cookieHeader, signInNewMember } from '../test-support/sign-in.js';

const TOKEN = 'a-metrics-token-of-thirty-two-chars!';

type Labels = Record<string, string>;

/** Prometheus' text format as samples: name, labels, value. */
function samples(text: string) {
  return text.split('\n').flatMap((line) => {
    const match = /^(\w+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) return [];
    const labels: Labels = {};
    for (const [, key, value] of match[2]?.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g) ?? []) {
      labels[key!] = value!;
    }
    return [{ name: match[1]!, labels, value: Number(match[3]) }];
  });
}

/** The sum of the samples of `name` whose labels include `labels`. */
function valueOf(text: string, name: string, labels: Labels = {}): number {
  return samples(text)
    .filter(
      (sample) =>
        sample.name === name &&
        Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
    )
    .reduce((sum, sample) => sum + sample.value, 0);
}

describe.runIf(clientBuilt)('/metrics', () => {
  const harness = useHarness({ ssr: true, env: { METRICS_TOKEN: TOKEN } });

  async function scrape(): Promise<string> {
    const response = await harness.app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return response.body;
  }

  /** How much each named series grew while `act` ran. */
  async function growth(act: () => Promise<void>) {
    const before = await scrape();
    await act();
    const after = await scrape();
    return (name: string, labels: Labels = {}) =>
      valueOf(after, name, labels) - valueOf(before, name, labels);
  }

  it('is refused without the token, and with another one', async () => {
    const none = await harness.app.inject({ url: '/metrics' });
    const wrong = await harness.app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN.replace('a', 'b')}` },
    });
    for (const response of [none, wrong]) {
      expect(response.statusCode).toBe(401);
      expect(response.body).not.toContain('http_requests_total');
    }
  });

  it('does not exist where no token is configured', async () => {
    const app = await buildApp(loadConfig({ UPSTREAM_TIMEOUT_MS: '200' }), {
      ssr: false,
      logger: false,
    });
    try {
      const response = await app.inject({
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('counts a sign-in, page views, a claim and its refusal, by route and outcome', async () => {
    let cookie = '';
    const grew = await growth(async () => {
      ({ cookie } = await signInNewMember(harness));
      // A visitor's page twice (rendered, then from the page cache), and the member's.
      for (const headers of [{}, {}, { cookie }]) {
        const page = await harness.app.inject({ url: '/promo/1', headers });
        expect(page.statusCode).toBe(200);
      }
      // Promo 1 is free, one per member: the new member's first claim is taken, the second refused.
      for (const expected of [true, false]) {
        const { body } = await harness.graphql(
          `mutation Klaim($promoId: ID!) { claimVoucher(promoId: $promoId) { ok } }`,
          { promoId: '1' },
          cookie,
        );
        expect(body.data.claimVoucher.ok).toBe(expected);
      }
    });

    expect(grew('sign_ins_total', { outcome: 'ok' })).toBe(1);
    expect(grew('http_requests_total', { route: '/promo/:slug', status: '200' })).toBe(3);
    expect(grew('http_request_duration_seconds_count', { route: '/promo/:slug' })).toBe(3);
    expect(grew('page_cache_requests_total', { kind: 'visitor', result: 'miss' })).toBe(1);
    expect(grew('page_cache_requests_total', { kind: 'visitor', result: 'hit' })).toBe(1);
    expect(grew('page_cache_requests_total', { kind: 'member' })).toBe(1);
    expect(grew('ssr_render_duration_seconds_count', { route: '/promo/:slug' })).toBeGreaterThan(0);
    expect(grew('member_actions_total', { action: 'claim', outcome: 'ok' })).toBe(1);
    expect(grew('member_actions_total', { action: 'claim', outcome: 'refused' })).toBe(1);
    // The pages' own operations by name (the visitor's render, the shell, the member's parts).
    expect(grew('graphql_operations_total', { operation: 'PromoDetail', outcome: 'ok' })).toBe(3);
    // A name that is not a trusted document's is `other`, whatever the caller called it.
    expect(grew('graphql_operations_total', { operation: 'Klaim' })).toBe(0);
    expect(grew('graphql_operations_total', { operation: 'other' })).toBe(2);
    // Both claims reached the upstream, under the endpoint's name.
    const claims = { service: 'content API', method: 'POST', endpoint: '/v2/vouchers' };
    expect(grew('upstream_requests_total', claims)).toBe(2);
  });

  it('counts token refreshes by outcome', async () => {
    const { cookies } = await signInNewMember(harness);
    const refresh = (cookie: string) =>
      harness.app.inject({ url: '/webapi/session/refresh', headers: { cookie } });
    const grew = await growth(async () => {
      expect((await refresh(cookieHeader(cookies))).statusCode).toBe(200);
      // A refresh token the identity API never issued.
      const forged = cookieHeader({ ...cookies, 'refresh-token': 'not-a-refresh-token' });
      expect((await refresh(forged)).statusCode).toBe(401);
    });
    expect(grew('session_refreshes_total', { outcome: 'ok' })).toBe(1);
    expect(grew('session_refreshes_total', { outcome: 'failed' })).toBe(1);
  });

  it("counts an upstream's failure under its endpoint's template, with the retry", async () => {
    const grew = await growth(async () => {
      await harness.injectFaults([{ path: '/content/v1/promos/*', status: 503 }]);
      try {
        await harness.app.inject({ url: '/promo/2' });
      } finally {
        await harness.resetUpstreamLog();
      }
    });
    const promo = { service: 'content API', endpoint: '/v1/promos/:param' };
    expect(grew('upstream_requests_total', { ...promo, status: '503' })).toBeGreaterThan(0);
    expect(grew('upstream_retries_total', promo)).toBeGreaterThan(0);
    expect(grew('graphql_operations_total', { operation: 'PromoDetail', outcome: 'error' })).toBe(
      1,
    );
  });

  it("deploy/'s alerts and dashboard ask only for series the gateway exposes", async () => {
    // Every declared series (`# TYPE`), whether or not it has counted anything yet.
    const exposed = new Set(
      [...(await scrape()).matchAll(/^# TYPE (\w+) (\w+)$/gm)].flatMap(([, name, type]) =>
        type === 'histogram' ? [`${name}_bucket`, `${name}_sum`, `${name}_count`] : [name!],
      ),
    );
    for (const file of ['prometheus/alerts.yml', 'grafana/gateway-dashboard.json']) {
      const text = await readFile(new URL(`../../../deploy/${file}`, import.meta.url), 'utf8');
      const asked = new Set(
        text.match(
          /\b(?:http|graphql|ssr|upstream|page_cache|rate_limit|session|sign_ins|member|nodejs|process)_[a-z0-9_]+/g,
        ),
      );
      expect(asked.size, file).toBeGreaterThan(3);
      for (const name of asked) expect(exposed, `${file} asks for ${name}`).toContain(name);
    }
  });

  // 200 slugs: a series per slug would be 200 new ones, well past the bound checked below.
  it('keeps its series bounded when 200 different slugs are asked for', async () => {
    const before = samples(await scrape()).length;
    const slugs = Array.from({ length: 200 }, (_, index) => `tidak-ada-${index}`);
    for (let start = 0; start < slugs.length; start += 50) {
      await Promise.all(
        slugs.slice(start, start + 50).map(async (slug, index) => {
          // Every tenth as a page (a whole render), the others as the page's query.
          if (index % 10 === 0) {
            const page = await harness.app.inject({ url: `/promo/${slug}` });
            expect(page.statusCode).toBe(404);
            return;
          }
          const { body } = await harness.graphql(
            `query PromoDetail($slug: String!) { promo(slug: $slug) { id } }`,
            { slug },
          );
          expect(body.data.promo).toBeNull();
        }),
      );
    }
    const after = await scrape();
    expect(after).not.toContain('tidak-ada');
    // New series only for what is new about them (a 404, a route's first render), not per slug.
    expect(samples(after).length - before).toBeLessThan(60);
  }, 60_000);
});
