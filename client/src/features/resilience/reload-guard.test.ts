import { describe, expect, it } from 'vitest';
import { claimReload, RELOAD_GUARD_KEY } from './reload-guard';

function memoryStore() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    map,
  };
}

describe('claimReload', () => {
  it('allows the first reload and notes the time', () => {
    const store = memoryStore();
    expect(claimReload(store, 1_000_000)).toBe(true);
    expect(store.map.get(RELOAD_GUARD_KEY)).toBe('1000000');
  });

  it('refuses a second reload within 10 s', () => {
    const store = memoryStore();
    claimReload(store, 1_000_000);
    expect(claimReload(store, 1_009_999)).toBe(false);
  });

  it('allows one again after 10 s', () => {
    const store = memoryStore();
    claimReload(store, 1_000_000);
    expect(claimReload(store, 1_010_000)).toBe(true);
  });

  it('ignores a garbage value', () => {
    const store = memoryStore();
    store.setItem(RELOAD_GUARD_KEY, 'abc');
    expect(claimReload(store, 5)).toBe(true);
  });
});
