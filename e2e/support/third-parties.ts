import type { Page } from '@playwright/test';

/**
 * Serves every page of the site at `siteOrigin` as if the gateway were configured with these
 * public settings (patching the inlined `window.__PUBLIC_CONFIG__`), and records, then aborts,
 * every request that would leave the machine.
 */
export async function withPublicConfig(
  page: Page,
  siteOrigin: string,
  settings: Record<string, string | null>,
): Promise<string[]> {
  const external: string[] = [];
  const siteHost = new URL(siteOrigin).host;
  await page.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    if (url.host !== siteHost && !/^127\.0\.0\.1:\d+$/.test(url.host)) {
      external.push(url.href);
      await route.abort();
      return;
    }
    if (route.request().resourceType() !== 'document' || url.host !== siteHost) {
      await route.fallback();
      return;
    }
    const response = await route.fetch({ maxRedirects: 0 });
    let body = await response.text();
    for (const [key, value] of Object.entries(settings)) {
      body = body.replace(
        new RegExp(`"${key}":(null|"[^"]*")`),
        `"${key}":${JSON.stringify(value)}`,
      );
    }
    // The page's policy names the third parties the site is configured with, which here are
    // not the patched ones: it is left out (csp.spec.ts checks it on a configured site).
    const headers = { ...response.headers() };
    delete headers['content-security-policy'];
    await route.fulfill({ response, body, headers });
  });
  return external;
}
