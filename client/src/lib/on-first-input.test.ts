import { describe, expect, it } from 'vitest';
import { FIRST_INPUT_EVENTS, onFirstInput } from './on-first-input';

describe('onFirstInput', () => {
  it('runs once, at whichever input comes first, and not before', () => {
    for (const type of FIRST_INPUT_EVENTS) {
      const target = new EventTarget();
      let runs = 0;
      onFirstInput(() => (runs += 1), target);
      target.dispatchEvent(new Event('load'));
      expect(runs, type).toBe(0);
      target.dispatchEvent(new Event(type));
      for (const next of FIRST_INPUT_EVENTS) target.dispatchEvent(new Event(next));
      expect(runs, type).toBe(1);
    }
  });
});
