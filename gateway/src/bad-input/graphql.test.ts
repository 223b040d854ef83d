// GraphQL abuse over HTTP that src/graphql/hardening.test.ts (CSRF, body size, tokens, aliases,
// suggestions) and limits.test.ts (depth, directives, cost, as rules) do not already cover.
// Every case: a 4xx or a GraphQL error, no 5xx, nothing cached, the process still answering.
import { describe, expect, it } from 'vitest';
import { useHarness } from '../test-support/harness.js';
import { OPERATION_LIMITS } from '../graphql/limits.js';

const harness = useHarness({
  env: { RESPONSE_CACHE: 'on', RATE_LIMIT_PER_MINUTE: '100000' },
});

async function post(payload: string, contentType = 'application/json') {
  const response = await harness.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': contentType },
    payload,
  });
  return response;
}

/** The answer is a refusal: a 4xx, or a 200 whose only content is errors; never a 5xx. */
function expectRefused(response: { statusCode: number; body: string }) {
  expect(response.statusCode).toBeLessThan(500);
  if (response.statusCode === 200) {
    const body = JSON.parse(response.body);
    expect(body.errors?.length).toBeGreaterThan(0);
    expect(body.data ?? null).toBeNull();
  } else {
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
  }
}

async function expectStillUp() {
  const health = await harness.app.inject({ url: '/healthz' });
  expect(health.statusCode).toBe(200);
}

const deep = (levels: number) =>
  `{ categories { items { ${'subCategories { '.repeat(levels)}slug${' }'.repeat(levels)} } } }`;

describe('GraphQL documents built to exhaust the server', () => {
  it.each([
    ['deep nesting', deep(OPERATION_LIMITS.maxDepth + 5)],
    [
      'wide selection (cost)',
      `{ ${Array.from({ length: 60 }, (_, i) => `p${i}: promos(pageSize: 100) { items { id } }`).join(' ')} }`,
    ],
    ['a fragment that spreads itself', 'query { ok ...A } fragment A on Query { ok ...A }'],
    [
      'two fragments in a cycle',
      'query { ...A } fragment A on Query { ok ...B } fragment B on Query { ok ...A }',
    ],
    [
      'a directive flood',
      `{ ok ${Array.from({ length: OPERATION_LIMITS.maxDirectives + 20 }, () => '@include(if: true)').join(' ')} }`,
    ],
    ['an unknown field', '{ nothingHere }'],
    ['a syntax error', '{ ok '],
    ['an empty document', ''],
  ])('refuses %s', async (_name, query) => {
    expectRefused(await post(JSON.stringify({ query })));
    await expectStillUp();
  });

  it('refuses a huge string argument without calling the upstream with it', async () => {
    await harness.resetUpstreamLog();
    const q = 'kopi'.repeat(15_000);
    const response = await post(
      JSON.stringify({
        query: 'query ($q: String!) { search(q: $q, limit: 5) { total } }',
        variables: { q },
      }),
    );
    expect(response.statusCode).toBeLessThan(500);
    const calls = await harness.upstreamRequests();
    expect(calls.every((call) => call.path.length < 1000)).toBe(true);
    await expectStillUp();
  });

  it.each([
    ['a string for an Int', { page: 'satu', pageSize: 5 }],
    ['an object for an Int', { page: { $gt: 0 }, pageSize: 5 }],
    ['a float for an Int', { page: 1.5, pageSize: 5 }],
    ['a number past 32 bits', { page: 2 ** 40, pageSize: 5 }],
    ['null for a non-null', { page: null, pageSize: 5 }],
    ['a list for an Int', { page: [1, 2], pageSize: 5 }],
  ])('refuses variables of the wrong type: %s', async (_name, variables) => {
    const response = await post(
      JSON.stringify({
        query:
          'query ($page: Int!, $pageSize: Int!) { promos(page: $page, pageSize: $pageSize) { items { id } } }',
        variables,
      }),
    );
    expectRefused(response);
  });

  it('refuses a batch (an array of operations)', async () => {
    const one = { query: '{ ok }' };
    const response = await post(JSON.stringify(Array.from({ length: 50 }, () => one)));
    expectRefused(response);
  });
});

describe('bodies that are not GraphQL requests', () => {
  it.each([
    ['malformed JSON', '{"query": "{ ok }"', 'application/json'],
    ['JSON that is a string', '"{ ok }"', 'application/json'],
    ['JSON null', 'null', 'application/json'],
    ['query not a string', '{"query": {"$ne": 1}}', 'application/json'],
    ['variables not an object', '{"query": "{ ok }", "variables": "x"}', 'application/json'],
    [
      'garbage bytes',
      Buffer.from([0xff, 0xfe, 0x00, 0x01, 0x9c, 0x80]).toString('latin1'),
      'application/json',
    ],
    ['an unknown content type', '{"query": "{ ok }"}', 'application/x-garbage'],
    [
      'a deeply nested JSON body',
      `{"query":"{ ok }","variables":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}`,
      'application/json',
    ],
  ])('refuses %s with a 4xx', async (_name, payload, contentType) => {
    const response = await post(payload, contentType);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    await expectStillUp();
  });
});

describe('what the response cache keeps', () => {
  it('never stores an error: the next asker gets a fresh answer', async () => {
    const query = '{ categories { items { slug } } }';
    await harness.injectFaults([{ method: 'GET', path: '/content/v1/categories', status: 503 }]);
    const failed = await harness.graphql(query);
    expect(failed.body.errors?.length).toBeGreaterThan(0);
    await harness.resetUpstreamLog();
    const fresh = await harness.graphql(query);
    expect(fresh.body.errors).toBeUndefined();
    expect(fresh.body.data.categories.items.length).toBeGreaterThan(0);
  });
});
