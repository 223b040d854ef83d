import { afterAll, beforeAll } from 'vitest';

/**
 * Makes a value in a `beforeAll` hook of the current file or `describe` (and disposes of it in
 * `afterAll`), and answers at once an object that stands for it: a test file declares it at
 * the top, beside the hooks, and its tests and helpers use it as the value itself. The
 * harnesses of the upstream's tests and of the gateway's are built on it.
 */
export function madeBeforeAll<T extends object>(
  make: () => Promise<T>,
  dispose?: (value: T) => Promise<void>,
): T {
  let value: T | undefined;
  beforeAll(async () => {
    value = await make();
  });
  afterAll(async () => {
    if (value && dispose) await dispose(value);
    value = undefined;
  });
  return new Proxy({} as T, {
    get(_target, key) {
      if (!value) throw new Error(`used outside the tests of its file or describe block`);
      const property: unknown = Reflect.get(value, key);
      return typeof property === 'function' ? property.bind(value) : property;
    },
  });
}
