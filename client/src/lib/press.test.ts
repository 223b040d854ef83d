import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchPresses } from './press';

describe('watchPresses', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs at once when nothing is pressed', () => {
    const target = new EventTarget();
    const presses = watchPresses(target);
    let runs = 0;
    presses.whenNoPress(() => (runs += 1));
    expect(runs).toBe(1);
  });

  it('holds what comes during a tap until its click handlers have run', () => {
    const target = new EventTarget();
    const presses = watchPresses(target);
    const order: string[] = [];
    target.addEventListener('click', () => order.push('click handler'));
    target.dispatchEvent(new Event('touchstart'));
    target.dispatchEvent(new Event('pointerdown'));
    presses.whenNoPress(() => order.push('held work'));
    vi.advanceTimersByTime(500);
    target.dispatchEvent(new Event('pointerup'));
    expect(order).toEqual([]);
    target.dispatchEvent(new Event('click'));
    expect(order).toEqual(['click handler']);
    vi.advanceTimersByTime(0);
    expect(order).toEqual(['click handler', 'held work']);
  });

  it('holds it while a key is down, and lets it go at the key’s release', () => {
    const target = new EventTarget();
    const presses = watchPresses(target);
    let runs = 0;
    target.dispatchEvent(new Event('keydown'));
    // A held key repeats its keydown; one release ends the press.
    target.dispatchEvent(new Event('keydown'));
    presses.whenNoPress(() => (runs += 1));
    target.dispatchEvent(new Event('keyup'));
    vi.advanceTimersByTime(0);
    expect(runs).toBe(1);
  });

  it('lets it go a second after a press that never ends in a click', () => {
    const target = new EventTarget();
    const presses = watchPresses(target);
    let runs = 0;
    target.dispatchEvent(new Event('pointerdown'));
    presses.whenNoPress(() => (runs += 1));
    vi.advanceTimersByTime(999);
    expect(runs).toBe(0);
    vi.advanceTimersByTime(2);
    expect(runs).toBe(1);
  });
});
