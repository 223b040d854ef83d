import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

describe('whenIdle', () => {
  let idle: Array<(deadline: { timeRemaining(): number }) => void>;
  const runIdle = () => {
    const callbacks = idle;
    idle = [];
    for (const callback of callbacks) callback({ timeRemaining: () => 40 });
  };

  beforeEach(() => {
    vi.useFakeTimers();
    idle = [];
    vi.stubGlobal('window', new EventTarget());
    vi.stubGlobal('requestIdleCallback', (callback: (typeof idle)[number]) => idle.push(callback));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    vi.resetModules();
  });

  it('runs in the next idle period', async () => {
    const { whenIdle } = await import('./when-idle');
    let runs = 0;
    whenIdle(() => (runs += 1));
    expect(runs).toBe(0);
    runIdle();
    expect(runs).toBe(1);
  });

  it('waits for a tap under way, its click handlers, and the idle period after', async () => {
    const { whenIdle } = await import('./when-idle');
    const order: string[] = [];
    window.addEventListener('click', () => order.push('click'));
    whenIdle(() => order.push('idle work'));
    window.dispatchEvent(new Event('pointerdown'));
    // The browser is idle between the touch's end and its click.
    runIdle();
    window.dispatchEvent(new Event('click'));
    vi.advanceTimersByTime(0);
    expect(order).toEqual(['click']);
    runIdle();
    expect(order).toEqual(['click', 'idle work']);
  });
});
