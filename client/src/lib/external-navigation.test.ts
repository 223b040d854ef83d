import { describe, expect, it } from 'vitest';
import { defaultPublicConfig } from '../config/public-config';
import { isAllowedExternal } from './external-navigation';

const config = { ...defaultPublicConfig, ssoUrl: 'https://sso.myvalue.id' };

describe('isAllowedExternal', () => {
  it.each([
    'https://sso.myvalue.id/tnc_tiers',
    'https://wa.me/6281100000000',
    'https://play.google.com/store/apps/details?id=id.myvalue.app',
    'https://www.instagram.com/myvalue.id',
    'https://link.myvalue.id/open',
  ])('allows %s', (address) => {
    expect(isAllowedExternal(address, config)).toBe(true);
  });

  it.each([
    'https://evil.example/',
    'https://sso.myvalue.id.evil.example/',
    'https://sso.myvalue.id@evil.example/',
    'https://user@sso.myvalue.id/',
    'javascript:alert(1)',
    '//sso.myvalue.id/',
    'not a url',
  ])('refuses %s', (address) => {
    expect(isAllowedExternal(address, config)).toBe(false);
  });
});
