import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { KeyValue } from '../../lib/shared-key-value.js';
import type { NoticeSources, NoticeTicket } from '../notification/notices.js';

/** A browser's push subscription, as `PushSubscription.toJSON()` gives it. */
export interface StoredSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/**
 * What the reminder job needs of a member's notices (docs/decisions.md, "Reminders by web
 * push"): the dated items, so that the job finds each mark as it is reached, without the member.
 */
type ReminderSources = Pick<NoticeSources, 'expiredPoint'> & { tickets: NoticeTicket[] };

/**
 * Each subscribed member's push subscriptions, reminder sources and sent reminder ids, in the
 * shared store (Redis when REDIS_URL is set), plus the list of subscribed members the job walks.
 */
export interface ReminderStore {
  subscriptions(valueId: string): Promise<StoredSubscription[]>;
  subscribe(valueId: string, subscription: StoredSubscription): Promise<void>;
  /** One browser's subscription, by its endpoint. */
  unsubscribe(valueId: string, endpoint: string): Promise<void>;
  /** Every browser of the member's (logout). */
  forget(valueId: string): Promise<void>;
  /** Keeps the member's current sources, when the member is subscribed. */
  remember(valueId: string, sources: ReminderSources): Promise<void>;
  sources(valueId: string): Promise<ReminderSources | null>;
  sent(valueId: string): Promise<Set<string>>;
  saveSent(valueId: string, ids: Iterable<string>): Promise<void>;
  members(): Promise<string[]>;
  /** Drops members without subscriptions from the list. */
  dropMembers(valueIds: Iterable<string>): Promise<void>;
}

const PREFIX = 'myvalue-push:';
const MEMBERS = `${PREFIX}members`;
const MEMBERS_LOCK = `${PREFIX}members-lock`;
/** A subscription not renewed for a year is dropped (browsers rotate theirs sooner). */
const SUBSCRIPTION_TTL_MS = 365 * 24 * 60 * 60 * 1000;
/** Past the 30-day mark: a member who stopped visiting still gets the 7- and 1-day reminders. */
const SOURCES_TTL_MS = 45 * 24 * 60 * 60 * 1000;
/** Browsers per member: a phone, a laptop and a few more. */
const MAX_SUBSCRIPTIONS = 5;

const parse = <T>(stored: string | null | undefined, fallback: T): T =>
  stored ? (JSON.parse(stored) as T) : fallback;

export function createReminderStore(store: KeyValue): ReminderStore {
  const key = (kind: 'sub' | 'sources' | 'sent', valueId: string) => `${PREFIX}${kind}:${valueId}`;

  /** The members list is written by any replica: one writer at a time, by a short lock. */
  async function updateMembers(
    change: (members: Set<string>) => void | Promise<void>,
  ): Promise<void> {
    const token = randomUUID();
    for (let attempt = 0; !(await store.setIfAbsent(MEMBERS_LOCK, token, 5000)); attempt++) {
      if (attempt === 100) throw new Error('The push members list stayed locked');
      await sleep(20);
    }
    try {
      const members = new Set(parse<string[]>(await store.get(MEMBERS), []));
      await change(members);
      await store.set(MEMBERS, JSON.stringify([...members]), SUBSCRIPTION_TTL_MS);
    } finally {
      await store.deleteIfEquals(MEMBERS_LOCK, token);
    }
  }

  const subscriptions = async (valueId: string) =>
    parse<StoredSubscription[]>(await store.get(key('sub', valueId)), []);
  const saveSubscriptions = (valueId: string, list: StoredSubscription[]) =>
    list.length
      ? store.set(key('sub', valueId), JSON.stringify(list), SUBSCRIPTION_TTL_MS)
      : store.delete(key('sub', valueId));

  return {
    subscriptions,
    async subscribe(valueId, subscription) {
      const others = (await subscriptions(valueId)).filter(
        ({ endpoint }) => endpoint !== subscription.endpoint,
      );
      await saveSubscriptions(valueId, [...others, subscription].slice(-MAX_SUBSCRIPTIONS));
      await updateMembers((members) => {
        members.add(valueId);
      });
    },
    async unsubscribe(valueId, endpoint) {
      const list = await subscriptions(valueId);
      const left = list.filter((subscription) => subscription.endpoint !== endpoint);
      if (left.length !== list.length) await saveSubscriptions(valueId, left);
    },
    async forget(valueId) {
      await store.delete(key('sub', valueId));
    },
    async remember(valueId, sources) {
      if (!(await store.get(key('sub', valueId)))) return;
      const kept: ReminderSources = {
        expiredPoint: sources.expiredPoint,
        // Only what a reminder is made of: no QR codes or images in the store.
        tickets: sources.tickets.map(
          ({ type, code, title, slug, validFrom, validTo, used, isExpired }) => ({
            type,
            code,
            title,
            slug,
            validFrom,
            validTo,
            used,
            isExpired,
          }),
        ),
      };
      await store.set(key('sources', valueId), JSON.stringify(kept), SOURCES_TTL_MS);
    },
    sources: async (valueId) =>
      parse<ReminderSources | null>(await store.get(key('sources', valueId)), null),
    sent: async (valueId) => new Set(parse<string[]>(await store.get(key('sent', valueId)), [])),
    saveSent: (valueId, ids) =>
      store.set(key('sent', valueId), JSON.stringify([...ids]), SOURCES_TTL_MS),
    members: async () => parse<string[]>(await store.get(MEMBERS), []),
    async dropMembers(valueIds) {
      const gone = [...valueIds];
      if (gone.length === 0) return;
      // Checked again under the lock: a member may have subscribed meanwhile.
      await updateMembers(async (members) => {
        for (const valueId of gone) {
          if ((await subscriptions(valueId)).length === 0) members.delete(valueId);
        }
      });
    },
  };
}
