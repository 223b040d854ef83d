import { describe, expect, it } from 'vitest';
import { ANONYMOUS_KEY, memberKey, pageOwner } from './member-key.js';

const secret = 'a-test-secret-of-at-least-32-characters';

describe('memberKey', () => {
  it('is stable per member, differs between members and never contains the id', () => {
    const budi = memberKey(secret, 'MV-1001');
    expect(memberKey(secret, 'MV-1001')).toBe(budi);
    expect(memberKey(secret, 'MV-1002')).not.toBe(budi);
    expect(budi).toMatch(/^[0-9a-f]{32}$/);
    expect(budi).not.toContain('1001');
  });

  it('depends on the secret', () => {
    expect(memberKey(`${secret}x`, 'MV-1001')).not.toBe(memberKey(secret, 'MV-1001'));
  });
});

describe('pageOwner', () => {
  it('names the member, a visitor, or nothing when the member could not be loaded', () => {
    expect(pageOwner(secret, { valueId: 'MV-1001', hasSession: true })).toBe(
      memberKey(secret, 'MV-1001'),
    );
    expect(pageOwner(secret, { valueId: null, hasSession: false })).toBe(ANONYMOUS_KEY);
    expect(pageOwner(secret, { valueId: null, hasSession: true })).toBeNull();
  });
});
