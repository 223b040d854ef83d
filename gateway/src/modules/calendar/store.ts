import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { RedisClient } from '../../lib/redis-client.js';
import { sharedKeyValue } from '../../lib/shared-key-value.js';
import type { CalendarSnapshot } from './snapshot.js';

/**
 * Each member's private calendar link and the snapshot its feed serves (docs/decisions.md,
 * "Calendar feed"), in the shared store: the member's record under their value id, and the
 * token's SHA-256 pointing to it. The feed finds a record by the hash (no comparison of the
 * token itself), then compares the hashes in constant time: a token rotated away is refused
 * even if its pointer outlived the rotation.
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

interface MemberRecord {
  token: string;
  snapshot: CalendarSnapshot;
  /** When it was written (ms): an unchanged snapshot is written again after a week, to renew it. */
  savedAt: number;
}

/** Keys are namespaced so the links never meet the caches sharing the same Redis. */
const MEMBER_PREFIX = 'myvalue-calendar-member:';
const TOKEN_PREFIX = 'myvalue-calendar-token:';
/** A link nobody signed in to refresh for this long lapses (renewed with every snapshot). */
const CALENDAR_LINK_TTL_MS = 400 * 24 * 60 * 60 * 1000;
const RENEW_AFTER_MS = 7 * 24 * 60 * 60 * 1000;
/** 32 random bytes: 43 base64url characters. */
const TOKEN_BYTES = 32;
/** What a token looks like; anything else is refused before the store is asked. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const digest = (token: string) => createHash('sha256').update(token).digest();

function parseRecord(stored: string | null | undefined): MemberRecord | null {
  if (!stored) return null;
  const record = JSON.parse(stored) as Partial<MemberRecord>;
  return typeof record.token === 'string' && record.snapshot
    ? { token: record.token, snapshot: record.snapshot, savedAt: record.savedAt ?? 0 }
    : null;
}

export function createCalendarStore(redis: RedisClient | undefined): CalendarStore {
  const store = sharedKeyValue(redis);
  const record = async (valueId: string) => parseRecord(await store.get(MEMBER_PREFIX + valueId));
  const save = (valueId: string, value: MemberRecord) =>
    Promise.all([
      store.set(MEMBER_PREFIX + valueId, JSON.stringify(value), CALENDAR_LINK_TTL_MS),
      store.set(TOKEN_PREFIX + digest(value.token).toString('hex'), valueId, CALENDAR_LINK_TTL_MS),
    ]);
  return {
    tokenOf: async (valueId) => (await record(valueId))?.token ?? null,
    async issue(valueId, snapshot) {
      const previous = await record(valueId);
      const token = randomBytes(TOKEN_BYTES).toString('base64url');
      await save(valueId, { token, snapshot, savedAt: Date.now() });
      if (previous) await store.delete(TOKEN_PREFIX + digest(previous.token).toString('hex'));
      return token;
    },
    async refresh(valueId, snapshot) {
      const previous = await record(valueId);
      if (!previous) return;
      const unchanged = JSON.stringify(previous.snapshot) === JSON.stringify(snapshot);
      if (unchanged && Date.now() - previous.savedAt < RENEW_AFTER_MS) return;
      await save(valueId, { token: previous.token, snapshot, savedAt: Date.now() });
    },
    async feed(token) {
      if (!TOKEN_PATTERN.test(token)) return null;
      const asked = digest(token);
      const valueId = await store.get(TOKEN_PREFIX + asked.toString('hex'));
      if (!valueId) return null;
      const member = await record(valueId);
      if (!member || !timingSafeEqual(digest(member.token), asked)) return null;
      return member.snapshot;
    },
  };
}
