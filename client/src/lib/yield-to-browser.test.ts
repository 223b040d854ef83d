import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './yield-to-browser';

/** Whether `promise` has settled once the microtasks queued so far have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

describe('afterNextPaint', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits for the next frame, then a task after it, on a page in view', async () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('document', { visibilityState: 'visible' });
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
      frames.push(callback),
    );
    const painted = afterNextPaint();
    expect(await settled(painted)).toBe(false);
    frames.shift()?.(0);
    expect(await settled(painted)).toBe(false);
    vi.runAllTimers();
    expect(await settled(painted)).toBe(true);
  });

  it('does not wait on a hidden page, which runs no frames (a route opened there loads)', async () => {
    vi.stubGlobal('document', { visibilityState: 'hidden' });
    vi.stubGlobal('requestAnimationFrame', () => {
      throw new Error('a hidden page runs no frames');
    });
    expect(await settled(afterNextPaint())).toBe(true);
  });

  it('does not wait on the server, which has no frames', async () => {
    expect(typeof document).toBe('undefined');
    expect(await settled(afterNextPaint())).toBe(true);
  });
});
