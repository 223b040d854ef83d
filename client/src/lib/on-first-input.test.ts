import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FIRST_INPUT_EVENTS,
  FIRST_PRESS_EVENTS,
  onFirstInput,
  onFirstPress,
} from './on-first-input';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A fresh target with `subscribe`'s callback on it, and how often the callback has run. */
function watched(subscribe: (callback: () => void, target: EventTarget) => void) {
  const target = new EventTarget();
  let runs = 0;
  subscribe(() => (runs += 1), target);
  return { target, runs: () => runs };
}

describe('onFirstInput', () => {
  it('runs once, at whichever input comes first, and not before', () => {
    for (const type of FIRST_INPUT_EVENTS) {
      const { target, runs } = watched(onFirstInput);
      target.dispatchEvent(new Event('load'));
      vi.runAllTimers();
      expect(runs(), type).toBe(0);
      target.dispatchEvent(new Event(type));
      for (const next of [...FIRST_INPUT_EVENTS, 'click', 'keyup']) {
        target.dispatchEvent(new Event(next));
      }
      vi.runAllTimers();
      expect(runs(), type).toBe(1);
    }
  });

  it('waits for a first tap to be over, and for its click handlers to have run', () => {
    const { target, runs } = watched(onFirstInput);
    target.dispatchEvent(new Event('pointerdown'));
    vi.advanceTimersByTime(500);
    expect(runs()).toBe(0);
    target.dispatchEvent(new Event('click'));
    expect(runs()).toBe(0);
    vi.advanceTimersByTime(0);
    expect(runs()).toBe(1);
  });

  it('waits for a first key to be released', () => {
    const { target, runs } = watched(onFirstInput);
    target.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(500);
    expect(runs()).toBe(0);
    target.dispatchEvent(new Event('keyup'));
    vi.advanceTimersByTime(0);
    expect(runs()).toBe(1);
  });

  it('counts a press as over after a second when it never ends in a click', () => {
    const { target, runs } = watched(onFirstInput);
    target.dispatchEvent(new Event('touchstart'));
    vi.advanceTimersByTime(999);
    expect(runs()).toBe(0);
    vi.advanceTimersByTime(2);
    expect(runs()).toBe(1);
  });
});

describe('onFirstPress', () => {
  it('lets scrolls and pointer movements pass, and runs once the first press is over', () => {
    for (const type of FIRST_PRESS_EVENTS) {
      const { target, runs } = watched(onFirstPress);
      for (const input of ['scroll', 'wheel', 'pointermove'])
        target.dispatchEvent(new Event(input));
      vi.runAllTimers();
      expect(runs(), type).toBe(0);
      target.dispatchEvent(new Event(type));
      expect(runs(), type).toBe(0);
      target.dispatchEvent(new Event(type === 'keydown' ? 'keyup' : 'click'));
      vi.runAllTimers();
      expect(runs(), type).toBe(1);
      target.dispatchEvent(new Event(type));
      target.dispatchEvent(new Event('click'));
      vi.runAllTimers();
      expect(runs(), type).toBe(1);
    }
  });
});
