import { expect, it } from 'vitest';
import { createSlidingWindowLimiter } from './sliding-window-limiter.js';

it('allows max actions per key in any window, and counts keys apart', () => {
  let clock = 0;
  const limiter = createSlidingWindowLimiter({ max: 2, windowMs: 1000, now: () => clock });
  expect(limiter.take('a')).toBe(true);
  clock = 400;
  expect(limiter.take('a')).toBe(true);
  expect(limiter.take('a')).toBe(false);
  expect(limiter.take('b')).toBe(true);
  clock = 999;
  expect(limiter.take('a')).toBe(false);
  // The first action left the window; a refused one was never counted.
  clock = 1000;
  expect(limiter.take('a')).toBe(true);
  expect(limiter.take('a')).toBe(false);
  clock = 1400;
  expect(limiter.take('a')).toBe(true);
});
