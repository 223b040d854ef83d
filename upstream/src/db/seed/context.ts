/**
 * Seed data must be the same on every run, yet some dates (promo validity, point expiry, event
 * schedules) only make sense relative to today. The scheme:
 *
 * - Pseudo-random choices come from `random(stream)`: a mulberry32 generator seeded with the
 *   FNV-1a hash of `SEED_NAMESPACE:stream`. Each domain uses its own stream name, so adding a
 *   domain (or more rows to one) never shifts the values of another.
 * - Dates come from `anchor`: midnight Asia/Jakarta (UTC+7, no daylight saving) of the day the
 *   seed runs, plus whole-day offsets via `daysFromAnchor`. Two seeds on the same day are
 *   identical; seeds on different days differ only by that shift.
 *
 * Never use Math.random or Date.now in seed data; take both from this context.
 */
const SEED_NAMESPACE = 'myvalue-upstream-seed-v1';
const JAKARTA_OFFSET_MS = 7 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
}

export interface SeedContext {
  /** Midnight in Jakarta of the seeding day. */
  readonly anchor: Date;
  random(stream: string): Random;
  /** `anchor` moved by whole days (negative for the past), plus optional hours in Jakarta time. */
  daysFromAnchor(days: number, hours?: number): Date;
}

export function createSeedContext(now: Date): SeedContext {
  const anchor = jakartaMidnight(now);
  return {
    anchor,
    random: (stream) => createRandom(fnv1a(`${SEED_NAMESPACE}:${stream}`)),
    daysFromAnchor: (days, hours = 0) =>
      new Date(anchor.getTime() + days * DAY_MS + hours * 60 * 60 * 1000),
  };
}

export function jakartaMidnight(now: Date): Date {
  const jakartaMs = now.getTime() + JAKARTA_OFFSET_MS;
  return new Date(jakartaMs - (jakartaMs % DAY_MS) - JAKARTA_OFFSET_MS);
}

export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

function createRandom(seed: number): Random {
  let state = seed;
  const next = () => {
    // mulberry32: tiny, fast and good enough for fake data.
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new Error('Cannot pick from an empty list');
      return items[int(0, items.length - 1)] as T;
    },
    chance: (probability) => next() < probability,
  };
}
