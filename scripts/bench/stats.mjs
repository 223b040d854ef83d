/** Median and spread of a list of numbers (null entries, failed runs, are left out). */
export function summary(values) {
  const sorted = values.filter((value) => typeof value === 'number' && Number.isFinite(value));
  sorted.sort((a, b) => a - b);
  if (sorted.length === 0) return { median: null, min: null, max: null, runs: values };
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  return { median, min: sorted[0], max: sorted.at(-1), runs: values };
}

/** Rejects when `promise` takes longer than `ms`; every bench step runs under one. */
export function withTimeout(promise, ms, what) {
  let timer;
  return Promise.race([
    promise.finally(() => clearTimeout(timer)),
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms / 1000} s`)), ms);
    }),
  ]);
}
