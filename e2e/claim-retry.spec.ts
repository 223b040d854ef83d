import { expect, ON_OWN_SERVERS, test } from './support/test';
import { points, queryGraphQL } from './support/content';
import { BUDI } from './support/sign-in';

interface PromoRow {
  id: string;
  slug: string;
  price: number;
  stock: number;
  maxPerMember: number | null;
  status: string;
}

// A claim costs points, which only the seeded Budi has (members made by a test have none): it
// changes his balance and vouchers, so it runs on the own servers, where no test counts them.
test.use({ signedInAs: BUDI });

test(
  'a claim whose answer was lost is claimed once when the member tries again',
  { tag: ON_OWN_SERVERS },
  async ({ page }) => {
    const state = () =>
      queryGraphQL<{
        viewer: { point: number; vouchers: { items: Array<{ promo: { slug: string } }> } };
      }>(page.request, '{ viewer { point vouchers(pageSize: 100) { items { promo { slug } } } } }');
    const held = (data: Awaited<ReturnType<typeof state>>, slug: string) =>
      data.viewer.vouchers.items.filter((voucher) => voucher.promo.slug === slug).length;
    const before = await state();
    const { promos } = await queryGraphQL<{ promos: { items: PromoRow[] } }>(
      page.request,
      '{ promos(pageSize: 100) { items { id slug price stock maxPerMember status } } }',
    );
    // One the member could claim twice: without the key, the retry would be a second voucher.
    const promo = promos.items.find(
      (candidate) =>
        Number(candidate.id) > 5 &&
        candidate.status === 'ACTIVE' &&
        candidate.price > 0 &&
        candidate.price * 2 <= before.viewer.point &&
        candidate.stock >= 3 &&
        (candidate.maxPerMember ?? 99) - held(before, candidate.slug) >= 2,
    );
    expect(promo, 'a promo budi may claim twice more').toBeDefined();

    // The first claim reaches the site and is made; its answer never reaches the page.
    const keys: string[] = [];
    let lost = false;
    await page.route('**/graphql*', async (route) => {
      const body = route.request().postData() ?? '';
      if (!body.includes('ClaimVoucher')) return route.continue();
      keys.push(JSON.parse(body).variables.idempotencyKey);
      if (lost) return route.continue();
      lost = true;
      await route.fetch();
      return route.abort('failed');
    });

    await page.goto(`/promo/${promo!.slug}`);
    const claim = page.getByRole('button', { name: `Tukar ${points(promo!.price)} Poin` });
    await claim.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Ya, Tukar' }).click();
    await expect(page.getByText('Voucher gagal diklaim')).toBeVisible();

    await claim.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Ya, Tukar' }).click();
    await expect(page.getByText('Voucher berhasil diklaim')).toBeVisible();

    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    const after = await state();
    expect(held(after, promo!.slug)).toBe(held(before, promo!.slug) + 1);
    expect(after.viewer.point).toBe(before.viewer.point - promo!.price);
  },
);
