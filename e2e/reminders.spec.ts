import { expect, IN_FULL_BROWSER, test, type Page } from './support/test';
import { waitForServiceWorker } from './support/offline';
import { seriousViolations } from './support/axe';
import { registerMember } from './support/sign-in';

// Reminders by web push (issue 32): the settings' opt-in and the service worker's notification.
// Chromium only, once (desktop): neither depends on the screen.
test.use({ serviceWorkers: 'allow' });

const section = (page: Page) => page.getByRole('region', { name: 'Pengingat', exact: true });

/** The notifications the site's worker shows, as its registration lists them. */
function shownNotifications(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((notification) => ({
      title: notification.title,
      body: notification.body,
      tag: notification.tag,
      data: notification.data as unknown,
    }));
  });
}

/**
 * Headless Chromium has no push service to subscribe at ("Registration failed - permission
 * denied"): the page's `pushManager` gets a subscription of the kind a push service hands out
 * (an https endpoint, a P-256 key and an auth secret), kept in localStorage over reloads.
 * Everything else is real: the permission, the worker, the gateway's mutations.
 */
async function standInPushService(page: Page) {
  await page.addInitScript(() => {
    const KEY = 'test-push-subscription';
    const base64url = (length: number) =>
      btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(length))))
        .replaceAll('+', '-')
        .replaceAll('/', '_')
        .replace(/=+$/, '');
    const asSubscription = (json: PushSubscriptionJSON) =>
      ({
        endpoint: json.endpoint,
        toJSON: () => json,
        unsubscribe: async () => {
          localStorage.removeItem(KEY);
          return true;
        },
      }) as unknown as PushSubscription;
    PushManager.prototype.subscribe = async function () {
      const json = {
        endpoint: `https://push.example.test/${base64url(12)}`,
        keys: { p256dh: base64url(65), auth: base64url(16) },
      };
      localStorage.setItem(KEY, JSON.stringify(json));
      return asSubscription(json);
    };
    PushManager.prototype.getSubscription = async function () {
      const stored = localStorage.getItem(KEY);
      return stored ? asSubscription(JSON.parse(stored) as PushSubscriptionJSON) : null;
    };
  });
}

test('a member opts in to reminders in the settings, and out again', async ({ page, baseURL }) => {
  await page.context().grantPermissions(['notifications'], { origin: baseURL });
  await standInPushService(page);
  await registerMember(page, { from: '/account/setting' });
  await waitForServiceWorker(page);
  const reminders = section(page);
  await expect(reminders).toContainText('30, 7 dan 1 hari');
  await expect(reminders.getByRole('status')).toHaveText('Pengingat belum aktif di perangkat ini.');

  await reminders.getByRole('button', { name: 'Aktifkan pengingat' }).click();
  await expect(reminders.getByRole('status')).toHaveText('Pengingat aktif di perangkat ini.');
  const endpoint = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.pushManager.getSubscription())?.endpoint ?? null;
  });
  expect(endpoint).toMatch(/^https:\/\//);
  expect(await seriousViolations(page, '#pengingat')).toEqual([]);

  // Still on after a reload: the state is this browser's subscription, handed to the gateway
  // again (its copy is soft state).
  const handedBack = page.waitForRequest(
    (request) =>
      request.url().endsWith('/graphql') &&
      (request.postData() ?? '').includes('SubscribeReminders'),
  );
  await page.reload();
  await handedBack;
  await expect(section(page).getByRole('status')).toHaveText('Pengingat aktif di perangkat ini.');
  await section(page).getByRole('button', { name: 'Matikan pengingat' }).click();
  await expect(section(page).getByRole('status')).toHaveText(
    'Pengingat belum aktif di perangkat ini.',
  );
  expect(
    await page.evaluate(async () =>
      (await navigator.serviceWorker.ready).pushManager.getSubscription(),
    ),
  ).toBeNull();
});

test(
  'the service worker shows a pushed reminder as a notification',
  {
    tag: IN_FULL_BROWSER,
  },
  async ({ page, baseURL }) => {
    await page.context().grantPermissions(['notifications'], { origin: baseURL });
    await page.goto('/');
    await waitForServiceWorker(page);

    // What the gateway's reminder job sends (gateway/src/modules/push/reminder-job.ts), delivered
    // to the worker as a push service would, through Chromium's DevTools protocol.
    const cdp = await page.context().newCDPSession(page);
    const registered = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const site = registrations.find(
          (registration) => registration.scopeURL === `${baseURL}/` && !registration.isDeleted,
        );
        if (site) resolve(site.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    const message = {
      title: '15.400 poin hangus dalam 7 hari',
      body: 'Tukarkan dengan voucher sebelum 30 Nov 2026.',
      link: '/account/poin',
      tag: 'poin:7:2026-11-30T16:59:59.000Z',
    };
    const registrationId = await registered;
    // Once in CI, under load, a single delivery never showed (not reproduced in 12 runs beside
    // a CI run). A push service delivers again until the worker has taken the message, and so
    // does this stand-in; the tag makes a second delivery replace the first notification.
    await expect(async () => {
      await cdp.send('ServiceWorker.deliverPushMessage', {
        origin: baseURL!,
        registrationId,
        data: JSON.stringify(message),
      });
      await expect
        .poll(() => shownNotifications(page), { timeout: 4_000 })
        .toEqual([
          {
            title: message.title,
            body: message.body,
            tag: message.tag,
            data: { link: '/account/poin' },
          },
        ]);
    }).toPass({ timeout: 20_000 });
  },
);
