import { useEffect, useEffectEvent, useState } from 'react';
import { afterNextPaint } from './yield-to-browser';

/**
 * A module loaded the first time it is `wanted` (a dialog's, when the dialog first opens); it
 * then stays. It starts only once the press that wanted it has painted (the button's busy
 * state): evaluating a module is a long task on a slow phone, and started at the press (its
 * `pointerdown`) it ran before the press's own answer, which then waited for it. `unavailable` runs when it cannot load (offline, a failed chunk).
 */
export function useLazyModule<T>(
  importer: () => Promise<T>,
  wanted: boolean,
  unavailable: () => void,
): T | null {
  const [module, setModule] = useState<T | null>(null);
  const failed = useEffectEvent(unavailable);
  useEffect(() => {
    if (!wanted || module) return;
    let current = true;
    void afterNextPaint()
      .then(importer)
      .then(
        (loaded) => {
          if (current) setModule(() => loaded);
        },
        () => {
          if (current) failed();
        },
      );
    return () => {
      current = false;
    };
  }, [importer, wanted, module]);
  return module;
}
