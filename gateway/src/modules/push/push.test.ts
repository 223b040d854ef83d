import { describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { useHarness, type Harness } from '../../test-support/harness.js';
import { usePushService, type TestBrowser } from '../../test-support/push-service.js';
import { hasRedisServer, useRedis } from '../../test-support/redis.js';
import { BUDI, cookieHeader, signIn, useSignedIn } from '../../test-support/sign-in.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const vapid = webpush.generateVAPIDKeys();
const PUSH_ENV = {
  WEB_PUSH_PUBLIC_KEY: vapid.publicKey,
  WEB_PUSH_PRIVATE_KEY: vapid.privateKey,
  WEB_PUSH_SUBJECT: 'mailto:pengingat@contoh.id',
  // The test's push service (push-service.ts).
  WEB_PUSH_SERVICE_HOSTS: '127.0.0.1',
};

const SUBSCRIBE = /* GraphQL */ `
  mutation ($subscription: PushSubscriptionInput!) {
    subscribeReminders(subscription: $subscription) {
      ok
      error {
        code
      }
    }
  }
`;
const UNSUBSCRIBE = /* GraphQL */ `
  mutation ($endpoint: String!) {
    unsubscribeReminders(endpoint: $endpoint) {
      ok
      error {
        code
      }
    }
  }
`;
const NOTIFICATIONS = /* GraphQL */ `
  {
    viewer {
      notifications {
        items {
          id
          kind
          date
          link
        }
      }
    }
  }
`;

async function subscribe(harness: Harness, browser: TestBrowser, cookie?: string) {
  const { body } = await harness.graphql(SUBSCRIBE, { subscription: browser.subscription }, cookie);
  expect(body.errors).toBeUndefined();
  return body.data.subscribeReminders as { ok: boolean; error: { code: string } | null };
}

/** The member's reminders as the bell lists them: every notice but claims. */
async function reminders(harness: Harness, cookie: string) {
  const { body } = await harness.graphql(NOTIFICATIONS, undefined, cookie);
  const items = body.data.viewer.notifications.items as {
    id: string;
    kind: string;
    date: string;
    link: string;
  }[];
  return items.filter((item) => item.kind !== 'CLAIM_MADE');
}

const runJob = (harness: Harness, now?: Date) => harness.app.reminderJob!.runOnce(now);

/** An hour before Budi's voucher ends: its 1-day mark. */
async function voucherLastDay(harness: Harness, cookie: string) {
  const voucher = (await reminders(harness, cookie)).find(
    (item) => item.kind === 'VOUCHER_ENDING',
  )!;
  return { voucher, at: new Date(Date.parse(voucher.date) - 60 * 60 * 1000) };
}

describe('web-push reminders, one gateway', () => {
  const push = usePushService();
  const harness = useHarness(() => ({ env: PUSH_ENV, pushAgent: push.agent }));
  const budi = useSignedIn(harness, BUDI);

  it('refuses a subscription without a session, or one that is no push subscription', async () => {
    const browser = push.browser();
    expect(await subscribe(harness, browser)).toEqual({
      ok: false,
      error: { code: 'UNAUTHENTICATED' },
    });
    const plainHttp = {
      ...browser,
      subscription: { ...browser.subscription, endpoint: 'http://x.test/1' },
    };
    expect(await subscribe(harness, plainHttp, budi.cookie)).toEqual({
      ok: false,
      error: { code: 'validation_error' },
    });
    // Only at a push service of WEB_PUSH_SERVICE_HOSTS: the job POSTs there.
    const elsewhere = {
      ...browser,
      subscription: { ...browser.subscription, endpoint: 'https://internal.example/hook' },
    };
    expect(await subscribe(harness, elsewhere, budi.cookie)).toEqual({
      ok: false,
      error: { code: 'validation_error' },
    });
    const { body } = await harness.graphql(UNSUBSCRIBE, { endpoint: 'https://x.test/1' });
    expect(body.data.unsubscribeReminders.error.code).toBe('UNAUTHENTICATED');
    expect(await runJob(harness)).toBe(0);
    expect(push.received).toEqual([]);
  });

  it('pushes each reminder once per item and mark, encrypted for the browser', async () => {
    const browser = push.browser();
    expect(await subscribe(harness, browser, budi.cookie)).toEqual({ ok: true, error: null });
    const due = await reminders(harness, budi.cookie);
    expect(due.map((item) => item.kind)).toEqual(
      expect.arrayContaining(['POINTS_EXPIRING', 'VOUCHER_ENDING']),
    );

    expect(await runJob(harness)).toBe(due.length);
    // Decrypted with the browser's own keys, signed with the configured VAPID key.
    expect(push.received.map((received) => received.message.tag).sort()).toEqual(
      due.map((item) => item.id).sort(),
    );
    for (const received of push.received) {
      expect(received.endpoint).toBe(browser.subscription.endpoint);
      expect(received.authorization).toContain(`k=${vapid.publicKey}`);
    }
    const voucher = due.find((item) => item.kind === 'VOUCHER_ENDING')!;
    expect(push.received.find((received) => received.message.tag === voucher.id)!.message).toEqual({
      title: expect.stringMatching(/^Voucher berakhir dalam \d hari$/),
      body: expect.stringContaining('berlaku s/d'),
      link: voucher.link,
      tag: voucher.id,
    });

    // Never twice.
    expect(await runJob(harness)).toBe(0);
    expect(push.received).toHaveLength(due.length);

    // The voucher's next mark, without the member visiting: one new reminder for it.
    const { at } = await voucherLastDay(harness, budi.cookie);
    await runJob(harness, at);
    const tags = push.received.map((received) => received.message.tag);
    expect(tags).toContain(voucher.id.replace('voucher:7:', 'voucher:1:'));
    expect(new Set(tags).size).toBe(tags.length);
    expect(await runJob(harness, at)).toBe(0);
  });
});

describe('web-push reminders stop', () => {
  const push = usePushService();
  const harness = useHarness(() => ({ env: PUSH_ENV, pushAgent: push.agent }));
  const budi = useSignedIn(harness, BUDI);

  it('when the member opts out in that browser', async () => {
    const browser = push.browser();
    await subscribe(harness, browser, budi.cookie);
    const { body } = await harness.graphql(
      UNSUBSCRIBE,
      { endpoint: browser.subscription.endpoint },
      budi.cookie,
    );
    expect(body.data.unsubscribeReminders).toEqual({ ok: true, error: null });
    expect(await runJob(harness)).toBe(0);
    expect(push.received).toEqual([]);
  });

  it('when the member logs out, until they opt in again', async () => {
    const { cookies } = await signIn(harness, BUDI);
    const cookie = cookieHeader(cookies);
    const browser = push.browser();
    await subscribe(harness, browser, cookie);
    const logout = await harness.app.inject({
      method: 'DELETE',
      url: '/webapi/session/logout',
      headers: { cookie },
    });
    expect(logout.statusCode).toBe(204);
    expect(await runJob(harness)).toBe(0);
    expect(push.received).toEqual([]);

    // The reminders were due: opting in again sends them.
    await subscribe(harness, browser, budi.cookie);
    expect(await runJob(harness)).toBeGreaterThan(0);
  });

  it('when the push service answers 410: that subscription is removed', async () => {
    // Budi's current reminders went out above: this takes the next marks of his voucher and of
    // a batch of points expiring later.
    const { voucher, at } = await voucherLastDay(harness, budi.cookie);
    const { body } = await harness.graphql(
      '{ viewer { pointExpirySchedule { batches { expiredDate } } } }',
      undefined,
      budi.cookie,
    );
    const batches: { expiredDate: string }[] = body.data.viewer.pointExpirySchedule.batches;
    const laterBatch = batches.find(
      ({ expiredDate }) => Date.parse(expiredDate) > Date.parse(voucher.date) + 2 * DAY_MS,
    )!;
    const gone = push.browser();
    const kept = push.browser();
    await subscribe(harness, gone, budi.cookie);
    await subscribe(harness, kept, budi.cookie);
    push.answer(gone, 410);
    await runJob(harness, at);
    const endpointsOf = (tag: string) =>
      push.received
        .filter((received) => received.message.tag === tag)
        .map((received) => received.endpoint);
    const voucherLastDayTag = voucher.id.replace('voucher:7:', 'voucher:1:');
    expect(endpointsOf(voucherLastDayTag)).toContain(kept.subscription.endpoint);
    expect(endpointsOf(voucherLastDayTag)).not.toContain(gone.subscription.endpoint);

    // The service would take pushes for it again, but the gateway no longer sends any there.
    push.answer(gone, 201);
    await runJob(harness, new Date(Date.parse(laterBatch.expiredDate) - 60 * 60 * 1000));
    const laterTag = `poin:1:${laterBatch.expiredDate}`;
    expect(endpointsOf(laterTag)).toContain(kept.subscription.endpoint);
    expect(endpointsOf(laterTag)).not.toContain(gone.subscription.endpoint);
  });
});

describe('web-push subscription limits', () => {
  const push = usePushService();
  const harness = useHarness(() => ({ env: PUSH_ENV, pushAgent: push.agent }));
  const budi = useSignedIn(harness, BUDI);

  it('takes an endpoint of up to 1000 characters', async () => {
    const browser = push.browser();
    const long = `${browser.subscription.endpoint}?${'x'.repeat(1000)}`.slice(0, 1001);
    const tooLong = { ...browser, subscription: { ...browser.subscription, endpoint: long } };
    expect(await subscribe(harness, tooLong, budi.cookie)).toEqual({
      ok: false,
      error: { code: 'validation_error' },
    });
    const fits = {
      ...browser,
      subscription: { ...browser.subscription, endpoint: long.slice(0, 1000) },
    };
    expect(await subscribe(harness, fits, budi.cookie)).toEqual({ ok: true, error: null });
    await harness.graphql(UNSUBSCRIBE, { endpoint: long.slice(0, 1000) }, budi.cookie);
  });

  it('keeps the last 5 browsers of a member', async () => {
    const browsers = Array.from({ length: 6 }, () => push.browser());
    for (const browser of browsers) await subscribe(harness, browser, budi.cookie);
    expect(await runJob(harness)).toBeGreaterThan(0);
    const reached = new Set(push.received.map((received) => received.endpoint));
    expect(reached).toEqual(new Set(browsers.slice(1).map((b) => b.subscription.endpoint)));
  });
});

describe.runIf(hasRedisServer())('web-push reminders, two gateways on one Redis', () => {
  const redis = useRedis();
  const push = usePushService();
  const replicaA = useHarness(() => ({
    env: { ...PUSH_ENV, REDIS_URL: redis.url },
    pushAgent: push.agent,
  }));
  const replicaB = useHarness(() => ({
    upstreamOf: replicaA,
    env: { ...PUSH_ENV, REDIS_URL: redis.url },
    pushAgent: push.agent,
  }));
  const budi = useSignedIn(replicaA, BUDI);

  it('send each reminder once, whichever runs the job and however often', async () => {
    const browser = push.browser();
    expect(await subscribe(replicaA, browser, budi.cookie)).toEqual({ ok: true, error: null });
    const due = await reminders(replicaA, budi.cookie);

    // Both at once, twice: one holds the run, the other finds it taken or nothing left.
    const runs = await Promise.all([
      runJob(replicaA),
      runJob(replicaB),
      runJob(replicaB),
      runJob(replicaA),
    ]);
    expect(runs.reduce<number>((sum, sent) => sum + (sent ?? 0), 0)).toBe(due.length);
    const tags = push.received.map((received) => received.message.tag);
    expect(tags.sort()).toEqual(due.map((item) => item.id).sort());

    // The next mark: one push, from whichever replica runs first.
    const { voucher, at } = await voucherLastDay(replicaA, budi.cookie);
    expect(await runJob(replicaB, at)).toBeGreaterThan(0);
    expect(await runJob(replicaA, at)).toBe(0);
    const lastDay = push.received.filter(
      (received) => received.message.tag === voucher.id.replace('voucher:7:', 'voucher:1:'),
    );
    expect(lastDay).toHaveLength(1);
  });
});
