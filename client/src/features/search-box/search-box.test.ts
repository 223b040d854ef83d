import { describe, expect, it } from 'vitest';
import { isSearchShortcut } from './search-box';

const key = (init: Partial<KeyboardEvent>) => ({
  key: 'k',
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...init,
});

describe('isSearchShortcut', () => {
  it('is Ctrl+K or Cmd+K', () => {
    expect(isSearchShortcut(key({ ctrlKey: true }))).toBe(true);
    expect(isSearchShortcut(key({ metaKey: true, key: 'K' }))).toBe(true);
  });
  it('is not a plain k, Alt+Ctrl+K or another key', () => {
    expect(isSearchShortcut(key({}))).toBe(false);
    expect(isSearchShortcut(key({ ctrlKey: true, altKey: true }))).toBe(false);
    expect(isSearchShortcut(key({ ctrlKey: true, key: 'j' }))).toBe(false);
  });
});
