// Interaction to Next Paint on the emulated low-end phone: Chromium (Playwright) with a Pixel 7's
// screen, its CPU slowed by the calibrated multiplier (CDP Emulation.setCPUThrottlingRate, see
// low-end-phone.mjs), the page loaded fresh and hydrated, then one interaction a member makes.
// The Event Timing API (a PerformanceObserver for `event` entries, durationThreshold 16, as
// web-vitals' onINP uses it) gives each interaction's duration: from the input to the next paint
// after its handlers. The longest interaction of the run is its value.
/* global window, document, requestAnimationFrame -- in the functions the page runs */
import { chromium, devices } from '@playwright/test';
import { benchChromiumFlags, chromiumPath } from '../lib/test-programs.mjs';
import { summary, withTimeout } from './stats.mjs';

// Five (at least three asked): a run takes ~5–10 s (a page loaded on a CPU slowed ~14×), and
// on a shared machine one run in three or four lands on another process's work.
const RUNS = 5;
/** The Event Timing API's lowest threshold; a shorter interaction reports no entry. */
const DURATION_THRESHOLD_MS = 16;
const TARGET_MS = 200;

const PHONE = devices['Pixel 7'];
/** The header's search box is shown from 768 px (desktop and tablets) only. */
const DESKTOP = devices['Desktop Chrome'];

// Entries collected from the first moment of the page; `since` leaves out anything before the
// measured interaction. Event Timing entries arrive after the frame is presented, hence the poll.
function observeInteractions() {
  const entries = [];
  const keep = (list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      entries.push({
        id: entry.interactionId,
        name: entry.name,
        startTime: entry.startTime,
        duration: entry.duration,
        inputDelay: entry.processingStart - entry.startTime,
        processing: entry.processingEnd - entry.processingStart,
        presentation: entry.startTime + entry.duration - entry.processingEnd,
      });
    }
  };
  new PerformanceObserver(keep).observe({ type: 'event', durationThreshold: 16, buffered: true });
  new PerformanceObserver(keep).observe({ type: 'first-input', buffered: true });
  Object.defineProperty(window, '__benchInteractions', { value: entries });
}

/** A moment to measure from: after the page's own work so far, before the interaction. */
function mark(page) {
  return page.evaluate(() => performance.now());
}

/** The interactions since `since`, once their entries have been delivered (up to ~2 s later). */
async function interactionsSince(page, since) {
  // Two frames, then a second for the observer's callback on a slowed CPU.
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 1000))),
      ),
  );
  return page.evaluate(
    (from) => window.__benchInteractions.filter((entry) => entry.startTime >= from),
    since,
  );
}

/** The longest interaction's duration and what it was (an interaction spans several events). */
function longest(entries) {
  if (entries.length === 0) return { ms: DURATION_THRESHOLD_MS, what: 'under the threshold' };
  const top = entries.reduce((best, entry) => (entry.duration > best.duration ? entry : best));
  return {
    ms: top.duration,
    what:
      `${top.name}: input delay ${Math.round(top.inputDelay)} ms, handlers ` +
      `${Math.round(top.processing)} ms, to the paint ${Math.round(top.presentation)} ms`,
  };
}

async function hydrated(page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 });
}

/**
 * How long a finger rests on the glass in a tap. Playwright's `touchscreen.tap()` lifts it in
 * the instant it lands: the browser then took the touch's start and end in one task, and the
 * frame that shows the press (its ripple) waited for the mouse events and the click that follow
 * the lift. A finger's tap lasts some tens of milliseconds to a tenth of a second, long enough
 * for that frame to be painted while the finger is still down.
 */
const TAP_HOLD_MS = 100;

/**
 * A tap on a phone, a click on a desktop, at the element's centre once it is in view. Not
 * Playwright's `tap()` or `click()`: to check that the press lands on its element, they listen
 * to its events in the page and hit-test inside each of them, work a member's tap does not bring
 * (up to ~35 ms of a tap's task on the emulated phone). The touch is sent as the browser's own
 * input (CDP `Input.dispatchTouchEvent`), held for `TAP_HOLD_MS`.
 */
async function press(locator, device) {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  if (!box) throw new Error('the control to press is not shown');
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  const page = locator.page();
  if (!device.hasTouch) {
    await page.mouse.click(x, y);
    return;
  }
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    await new Promise((resolve) => setTimeout(resolve, TAP_HOLD_MS));
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  } finally {
    await cdp.detach();
  }
}

/**
 * The interactions. Each: where it starts (`path`), as whom (`member`), on which screen, what
 * the hand does (`act`, which resolves once the page shows the outcome).
 */
export function inpScenarios({ claimablePromo }) {
  return [
    {
      key: 'floor',
      name: 'the floor: a tap on /promo’s heading, every script blocked',
      path: '/promo',
      device: PHONE,
      // What any tap costs this emulated phone (hit testing, the events, a frame), with none of
      // the site's code: the rows below are read against it, not only against 200 ms.
      blockScripts: true,
      act: async (page, device) => {
        await press(page.getByRole('heading', { level: 1 }), device);
      },
    },
    {
      key: 'userMenu',
      name: 'opening the user menu (signed in, /)',
      path: '/',
      member: true,
      device: PHONE,
      act: async (page, device) => {
        await press(page.getByRole('button', { name: /^Menu akun / }), device);
        await page.getByTestId('user-menu').waitFor({ state: 'visible' });
      },
    },
    {
      key: 'promoFilter',
      name: 'a category filter on /promo',
      path: '/promo',
      device: PHONE,
      act: async (page, device) => {
        const chip = page
          .getByRole('navigation', { name: 'Kategori promo' })
          .getByRole('link')
          .nth(1);
        const href = await chip.getAttribute('href');
        await press(chip, device);
        await page.waitForURL((url) => `${url.pathname}${url.search}` === href);
        await page.locator(`a[href="${href}"][aria-current="true"]`).first().waitFor();
      },
    },
    {
      key: 'claimDialog',
      name: `opening the claim confirmation (Budi, /promo/${claimablePromo})`,
      path: `/promo/${claimablePromo}`,
      member: true,
      device: PHONE,
      act: async (page, device) => {
        const button = page.getByTestId('claim-button');
        if (await button.isDisabled()) {
          throw new Error(`Budi cannot claim /promo/${claimablePromo} (button disabled)`);
        }
        await press(button, device);
        await page.getByRole('dialog').waitFor({ state: 'visible' });
      },
    },
    {
      key: 'voucherQr',
      name: 'opening a voucher’s QR (Budi, /account/voucher)',
      path: '/account/voucher',
      member: true,
      device: PHONE,
      act: async (page, device) => {
        await press(page.getByTestId('voucher-card').first(), device);
        await page
          .getByRole('dialog')
          .getByRole('img', { name: /^Kode QR voucher / })
          .waitFor({ state: 'visible' });
      },
    },
    {
      key: 'searchTyping',
      name: 'typing in the header’s search box (desktop screen, /)',
      path: '/',
      device: DESKTOP,
      act: async (page) => {
        const box = page.getByRole('searchbox', { name: 'Cari' });
        // Focused without an interaction of its own: only the keys count.
        await box.focus();
        await page.keyboard.type('kopi susu', { delay: 120 });
        if ((await box.inputValue()) !== 'kopi susu') throw new Error('the search box missed keys');
      },
    },
    {
      key: 'loadMore',
      name: '“Muat lebih banyak” on /promo',
      path: '/promo',
      device: PHONE,
      act: async (page, device) => {
        const cards = page.getByTestId('promo-list').locator('a[href^="/promo/"]');
        const before = await cards.count();
        await press(page.getByRole('link', { name: 'Muat lebih banyak' }), device);
        await page.waitForURL(/[?&]page=2\b/);
        await page.waitForFunction(
          ({ count }) =>
            document.querySelectorAll('[data-testid="promo-list"] a[href^="/promo/"]').length >
            count,
          { count: before },
        );
      },
    },
    {
      key: 'openPromo',
      name: 'opening a promo from /promo',
      path: '/promo',
      device: PHONE,
      act: async (page, device) => {
        const card = page.getByTestId('promo-list').locator('a[href^="/promo/"]').first();
        const href = await card.getAttribute('href');
        await press(card, device);
        await page.waitForURL((url) => url.pathname === href);
        await page.getByRole('heading', { level: 1 }).waitFor();
      },
    },
  ];
}

async function run(browser, scenario, { site, cookies, multiplier }) {
  const { defaultBrowserType: _type, ...device } = scenario.device;
  const context = await browser.newContext({ ...device, baseURL: site });
  try {
    if (scenario.member)
      await context.addCookies(cookies.map((cookie) => ({ ...cookie, url: site })));
    await context.addInitScript(observeInteractions);
    if (scenario.blockScripts) await context.route('**/*.js', (route) => route.abort());
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: multiplier });
    await page.goto(scenario.path);
    if (new URL(page.url()).pathname !== scenario.path.split('?')[0]) {
      throw new Error(`${scenario.path} ended on ${page.url()} (signed out?)`);
    }
    if (scenario.blockScripts) await page.waitForLoadState('load');
    else await hydrated(page);
    const since = await mark(page);
    await scenario.act(page, scenario.device);
    return longest(await interactionsSince(page, since));
  } finally {
    await context.close();
  }
}

/**
 * @param session { cookie } of the signed-in demo member (Budi)
 * @param phone { multiplier } from the calibration (low-end-phone.mjs)
 * @param scenarios from `inpScenarios`
 */
export async function measureInp({ site, session, phone, scenarios }, log, runCount = RUNS) {
  const cookies = session.cookie.split('; ').map((pair) => {
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1) };
  });
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: benchChromiumFlags,
  });
  const rows = [];
  const group = `Interaction to Next Paint, low-end phone (${phone.multiplier.toFixed(1)}× CPU)`;
  try {
    for (const scenario of scenarios) {
      const runs = [];
      for (let index = 1; index <= runCount; index += 1) {
        try {
          const result = await withTimeout(
            run(browser, scenario, { site, cookies, multiplier: phone.multiplier }),
            120_000,
            `INP of ${scenario.name}`,
          );
          log(`${scenario.name}, run ${index}: ${Math.round(result.ms)} ms (${result.what})`);
          runs.push(result.ms);
        } catch (error) {
          log(`${scenario.name}, run ${index} failed: ${error.message.split('\n')[0]}`);
          runs.push(null);
        }
      }
      rows.push({
        key: `inp.${scenario.key}`,
        group,
        label: scenario.name,
        unit: 'ms',
        summary: summary(runs),
        ...(scenario.blockScripts ? {} : { target: { op: '<=', value: TARGET_MS } }),
      });
    }
  } finally {
    await browser.close();
  }
  return rows;
}
