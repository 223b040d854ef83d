import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect';

describe('safeRedirectPath', () => {
  it.each([
    '/',
    '/promo',
    '/promo/kopi-gratis?ref=home#syarat',
    '/search?q=kopi%20susu',
    '/account/voucher/history',
    '/category/kuliner?page=2',
  ])('keeps the same-site path %s', (path) => {
    expect(safeRedirectPath(path)).toBe(path);
  });

  it.each([
    ['empty', ''],
    ['not a string', 42],
    ['null', null],
    ['relative', 'promo'],
    ['protocol-relative', '//evil.example/promo'],
    ['backslash host', '/\\evil.example'],
    ['backslash anywhere', '/promo\\..\\\\evil.example'],
    ['absolute URL', 'https://evil.example/'],
    ['userinfo trick', 'https://www.myvalue.id@evil.example/'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['javascript scheme, mixed case', 'JaVaScRiPt:alert(1)'],
    ['data scheme', 'data:text/html,<script>alert(1)</script>'],
    ['leading space', ' /promo'],
    ['tab inside', '/\t/evil.example'],
    ['newline inside', '/\n/evil.example'],
    ['carriage return', '/promo\r\n'],
    ['NUL', '/promo\u0000'],
    ['no-break space', '/\u00a0/evil.example'],
    ['zero-width space', '/\u200b/evil.example'],
    ['encoded slash', '/%2F%2Fevil.example'],
    ['encoded slash, lower case', '/%2f/evil.example'],
    ['double-encoded slash', '/%252F%252Fevil.example'],
    ['encoded backslash', '/%5Cevil.example'],
    ['encoded tab', '/%09/evil.example'],
    ['encoded newline', '/promo%0d%0aLocation:%20x'],
    ['broken encoding', '/promo%E0%A4%A'],
    ['too long', `/${'a'.repeat(3000)}`],
  ])('refuses %s', (_name, value) => {
    expect(safeRedirectPath(value)).toBe('/');
  });
});
