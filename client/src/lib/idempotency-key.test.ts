import { describe, expect, it } from 'vitest';
import { IdempotencyIntent, newIdempotencyKey } from './idempotency-key';

describe('IdempotencyIntent', () => {
  it('keeps one key across retries of the same request until it is settled', () => {
    const intent = new IdempotencyIntent();
    const first = intent.keyFor({ promoId: '7' });
    expect(intent.keyFor({ promoId: '7' })).toBe(first);
    intent.settle();
    expect(intent.keyFor({ promoId: '7' })).not.toBe(first);
  });

  it('starts a new intent when the request changes', () => {
    const intent = new IdempotencyIntent();
    expect(intent.keyFor({ promoId: '7' })).not.toBe(intent.keyFor({ promoId: '8' }));
  });

  it('makes keys the upstream accepts', () => {
    expect(newIdempotencyKey()).toMatch(/^[0-9a-f]{32}$/);
  });
});
