import type { ShouldRevalidateFunctionArgs } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { revalidateUnlessOverlay } from './revalidate-unless-overlay';

function navigation(
  from: string,
  to: string,
  extra: Partial<ShouldRevalidateFunctionArgs> = {},
): ShouldRevalidateFunctionArgs {
  return {
    currentUrl: new URL(from, 'https://myvalue.test'),
    nextUrl: new URL(to, 'https://myvalue.test'),
    currentParams: {},
    nextParams: {},
    defaultShouldRevalidate: true,
    ...extra,
  };
}

describe('revalidateUnlessOverlay', () => {
  it('runs no loader when a voucher opens or closes over its list', () => {
    expect(
      revalidateUnlessOverlay(navigation('/account/voucher', '/account/voucher?kode=MV-1')),
    ).toBe(false);
    expect(
      revalidateUnlessOverlay(
        navigation(
          '/account/voucher/history?status=USED&kode=MV-1',
          '/account/voucher/history?status=USED',
        ),
      ),
    ).toBe(false);
  });

  it('keeps the default for a new list, a revalidation and a form submission', () => {
    expect(
      revalidateUnlessOverlay(
        navigation('/account/voucher/history?kode=MV-1', '/account/voucher/history?status=USED'),
      ),
    ).toBe(true);
    expect(
      revalidateUnlessOverlay(
        navigation('/account/voucher?kode=MV-1', '/account/voucher?kode=MV-1'),
      ),
    ).toBe(true);
    expect(
      revalidateUnlessOverlay(
        navigation('/account/voucher', '/account/voucher?kode=MV-1', { formMethod: 'POST' }),
      ),
    ).toBe(true);
    expect(
      revalidateUnlessOverlay(
        navigation('/promo', '/promo?category=kuliner', { defaultShouldRevalidate: false }),
      ),
    ).toBe(false);
  });
});
