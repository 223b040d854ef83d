import { describe, expect, it } from 'vitest';
import { claimBlockAfter, claimBlockBefore, claimLabel, type ClaimablePromo } from './claim-state';

const open: ClaimablePromo = {
  price: 1500,
  stock: 10,
  isQuotaAvailable: true,
  status: 'ACTIVE',
  isExpired: false,
  validFrom: '2026-11-01T00:00:00+07:00',
  validTo: '2026-11-30T23:59:00+07:00',
  maxPerMember: 1,
};

/** A member with this balance, whose `viewerClaim` is not known. */
const withBalance = (balance: number) => ({ balance });

describe('claimLabel', () => {
  it('names the points with Indonesian grouping, or the free claim', () => {
    expect(claimLabel(1500)).toBe('Tukar 1.500 Poin');
    expect(claimLabel(1_000_000)).toBe('Tukar 1.000.000 Poin');
    expect(claimLabel(0)).toBe('Klaim Voucher');
  });
});

describe('claimBlockBefore', () => {
  it('lets a visitor and a member with enough points claim an open promo', () => {
    expect(claimBlockBefore(open, undefined)).toBeNull();
    expect(claimBlockBefore(open, withBalance(1500))).toBeNull();
  });

  it('closes an ended, a not yet open and a sold-out promo, with the reason', () => {
    expect(
      claimBlockBefore({ ...open, status: 'EXPIRED', isExpired: true }, withBalance(9999)),
    ).toEqual({
      title: 'Promo sudah berakhir',
      detail: 'Masa klaim berakhir 30 Nov 2026.',
      closed: true,
    });
    expect(claimBlockBefore({ ...open, status: 'UPCOMING' }, withBalance(9999))?.title).toBe(
      'Promo belum dimulai',
    );
    expect(
      claimBlockBefore({ ...open, stock: 0, isQuotaAvailable: false }, withBalance(9999))?.title,
    ).toBe('Stok voucher habis');
  });

  it('tells a member how many points are missing', () => {
    expect(claimBlockBefore(open, withBalance(0))).toEqual({
      title: 'Poin kamu tidak cukup',
      detail: 'Kurang 1.500 poin',
      closed: false,
    });
    expect(claimBlockBefore({ ...open, price: 0 }, withBalance(0))).toBeNull();
  });
});

describe("claimBlockBefore with the gateway's viewerClaim", () => {
  it('says a reached limit in place of the button, as the refused claim would', () => {
    const member = { balance: 9999, claim: { reason: 'ALREADY_CLAIMED' as const } };
    expect(claimBlockBefore(open, member)).toEqual({
      title: 'Batas klaim tercapai',
      detail: 'Kamu sudah mengklaim voucher ini (maksimal 1 per member)',
      closed: true,
    });
    expect(claimBlockBefore({ ...open, maxPerMember: 3 }, member)?.detail).toBe(
      'Kamu sudah mengklaim voucher ini (maksimal 3 per member)',
    );
  });

  it('gives every other reason the same words as the promo or the refusal would', () => {
    const because = (reason: 'PROMO_EXPIRED' | 'PROMO_NOT_STARTED' | 'OUT_OF_STOCK') =>
      claimBlockBefore(open, { balance: 9999, claim: { reason } });
    expect(because('PROMO_EXPIRED')).toEqual(
      claimBlockBefore({ ...open, status: 'EXPIRED' }, undefined),
    );
    expect(because('PROMO_NOT_STARTED')?.title).toBe('Promo belum dimulai');
    expect(because('OUT_OF_STOCK')).toMatchObject({ title: 'Stok voucher habis', closed: true });
    expect(
      claimBlockBefore(open, { balance: 500, claim: { reason: 'INSUFFICIENT_POINTS' } }),
    ).toEqual({ title: 'Poin kamu tidak cukup', detail: 'Kurang 1.000 poin', closed: false });
  });

  it('lets the member claim when the gateway says so', () => {
    expect(claimBlockBefore(open, { balance: 9999, claim: { reason: null } })).toBeNull();
  });
});

describe('claimBlockAfter', () => {
  const refuse = (code: string, message = 'pesan') =>
    claimBlockAfter({ code, message }, open, 1000);

  it('maps every refusal the upstream names to what the page says', () => {
    expect(refuse('insufficient_points')).toMatchObject({
      title: 'Poin kamu tidak cukup',
      detail: 'Kurang 500 poin',
    });
    expect(refuse('out_of_stock')).toMatchObject({ title: 'Stok voucher habis', closed: true });
    expect(refuse('already_claimed', 'maksimal 1 per member')).toEqual({
      title: 'Batas klaim tercapai',
      detail: 'maksimal 1 per member',
      closed: true,
    });
    expect(refuse('promo_expired')).toMatchObject({ title: 'Promo sudah berakhir' });
    expect(refuse('promo_not_started')).toMatchObject({ title: 'Promo belum dimulai' });
  });

  it('shows an unknown refusal with its message and lets the member try again', () => {
    expect(refuse('something_new', 'Coba lagi')).toEqual({
      title: 'Voucher gagal diklaim',
      detail: 'Coba lagi',
      closed: false,
      retryable: true,
    });
  });
});
