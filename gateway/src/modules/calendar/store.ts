import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { RedisClient } from '../../lib/redis-client.js';
import { sharedKeyValue } from '../../lib/shared-key-value.js';
import type { CalendarSnapshot } from './snapshot.js';

/**
 * Each member's private calendar link and the snapshot its feed serves (docs/decisions.md,
 * "Calendar feed"), in the shared store: the member's current token under their value id, and
 * the snapshot under the token's SHA-256. The feed finds the snapshot by the hash (no key equals
 * the token), then compares it with the member's current token's hash in constant time.
 *
 * Only `issue` writes the member's token, so a snapshot written while the member rotates (a page
 * rendering at that moment) can never bring an old token back: at worst it leaves a snapshot
 * under the old hash, which the check refuses.
 */
export interface CalendarStore {
  /** The member's token, when they have made a link. */
  tokenOf(valueId: string): Promise<string | null>;
  /** Makes a new token (the old one, if any, stops at once) and stores the snapshot with it. */
  issue(valueId: string, snapshot: CalendarSnapshot): Promise<string>;
  /** Replaces the snapshot of a member who has a link (nothing for one who has not). */
  refresh(valueId: string, snapshot: CalendarSnapshot): Promise<void>;
  /** The snapshot a token's feed serves; null for a token not (or no longer) issued. */
  feed(token: string): Promise<CalendarSnapshot | null>;
}

interface FeedRecord {
  valueId: string;
  snapshot: CalendarSnapshot;
}

/** Keys are namespaced so the links never meet the caches sharing the same Redis. */
const MEMBER_PREFIX = 'myvalue-calendar-member:';
const FEED_PREFIX = 'myvalue-calendar-feed:';
/**
 * A link works for a year from its making, then the page offers to make a new one: a bearer
 * address does not live for ever, and the token is written only when made (see above).
 */
const LINK_TTL_MS = 365 * 24 * 60 * 60 * 1000;
/** 32 random bytes: 43 base64url characters. */
const TOKEN_BYTES = 32;
/** What a token looks like; anything else is refused before the store is asked. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const digest = (token: string) => createHash('sha256').update(token).digest();
const feedKey = (token: string) => FEED_PREFIX + digest(token).toString('hex');

function parseFeed(stored: string | null | undefined): FeedRecord | null {
  if (!stored) return null;
  const record = JSON.parse(stored) as Partial<FeedRecord>;
  return typeof record.valueId === 'string' && record.snapshot
    ? { valueId: record.valueId, snapshot: record.snapshot }
    : null;
}

export function createCalendarStore(redis: RedisClient | undefined): CalendarStore {
  const store = sharedKeyValue(redis);
  const tokenOf = async (valueId: string) => (await store.get(MEMBER_PREFIX + valueId)) ?? null;
  const saveFeed = (token: string, valueId: string, snapshot: CalendarSnapshot) => {
    const record: FeedRecord = { valueId, snapshot };
    return store.set(feedKey(token), JSON.stringify(record), LINK_TTL_MS);
  };
  return {
    tokenOf,
    async issue(valueId, snapshot) {
      const previous = await tokenOf(valueId);
      const token = randomBytes(TOKEN_BYTES).toString('base64url');
      await saveFeed(token, valueId, snapshot);
      await store.set(MEMBER_PREFIX + valueId, token, LINK_TTL_MS);
      if (previous) await store.delete(feedKey(previous));
      return token;
    },
    async refresh(valueId, snapshot) {
      const token = await tokenOf(valueId);
      if (!token) return;
      // Written only when it changed: most pages find the same expiries.
      const stored = parseFeed(await store.get(feedKey(token)));
      if (stored && JSON.stringify(stored.snapshot) === JSON.stringify(snapshot)) return;
      await saveFeed(token, valueId, snapshot);
    },
    async feed(token) {
      if (!TOKEN_PATTERN.test(token)) return null;
      const record = parseFeed(await store.get(feedKey(token)));
      if (!record) return null;
      const current = await tokenOf(record.valueId);
      if (!current || !timingSafeEqual(digest(current), digest(token))) return null;
      return record.snapshot;
    },
  };
}
