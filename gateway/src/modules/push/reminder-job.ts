import { randomUUID } from 'node:crypto';
import type { Agent } from 'node:https';
import type { FastifyBaseLogger } from 'fastify';
import webpush, { WebPushError } from 'web-push';
import type { WebPushSettings } from '../../config.js';
import type { KeyValue } from '../../lib/shared-key-value.js';
import { jakartaDayNumber } from '../account/point-expiry.js';
import { noticesOf, type Notice } from '../notification/notices.js';
import type { ReminderStore, StoredSubscription } from './reminder-store.js';

/** What the service worker shows (client/sw/push-notifications.ts). */
interface ReminderMessage {
  title: string;
  body: string;
  /** Site path the tap opens. */
  link: string;
  /** The notice's id: a later push of the same item replaces its notification. */
  tag: string;
}

const points = new Intl.NumberFormat('id-ID');
const day = new Intl.DateTimeFormat('id-ID', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Jakarta',
});
const clock = new Intl.DateTimeFormat('id-ID', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Asia/Jakarta',
});

/** "hari ini", "besok", "dalam 4 hari", as the bell's panel says it. */
function when(date: string, now: Date): string {
  const days = jakartaDayNumber(Date.parse(date)) - jakartaDayNumber(now.getTime());
  if (days <= 0) return 'hari ini';
  if (days === 1) return 'besok';
  return `dalam ${days} hari`;
}

/** The notification of one notice, in the panel's words (notification-text.ts). */
function reminderMessage(notice: Notice, now: Date): ReminderMessage {
  const { id, date, link, title } = notice;
  const date_ = day.format(new Date(date));
  switch (notice.kind) {
    case 'POINTS_EXPIRING':
      return {
        title: `${points.format(notice.point ?? 0)} poin hangus ${when(date, now)}`,
        body: `Tukarkan dengan voucher sebelum ${date_}.`,
        link,
        tag: id,
      };
    case 'VOUCHER_ENDING':
      return {
        title: `Voucher berakhir ${when(date, now)}`,
        body: `${title ?? 'Voucher kamu'} · berlaku s/d ${date_}`,
        link,
        tag: id,
      };
    default:
      return {
        title: `Acara besok, pukul ${clock.format(new Date(date))}`,
        body: title ?? 'Acara yang kamu ikuti',
        link,
        tag: id,
      };
  }
}

export interface ReminderJob {
  /**
   * One pass over the subscribed members: sends what is due and not yet sent. Resolves to the
   * number of pushes sent, or null when another process holds the run.
   */
  runOnce(now?: Date): Promise<number | null>;
  start(): void;
  stop(): Promise<void>;
}

export interface ReminderJobOptions {
  settings: WebPushSettings;
  store: KeyValue;
  reminders: ReminderStore;
  log: FastifyBaseLogger;
  /** For tests: the https agent that trusts their local push service. */
  agent?: Agent;
}

const LOCK = 'myvalue-push:job-lock';
/** Longer than a pass takes (each push times out after PUSH_TIMEOUT_MS). */
const LOCK_MS = 10 * 60 * 1000;
const PUSH_TIMEOUT_MS = 10_000;
/** A reminder that cannot be delivered within a day is not worth delivering. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;

/** What a push service's answer means for the subscription. */
type Delivery = 'sent' | 'gone' | 'failed';

/**
 * The scheduled reminders (issue 32; docs/decisions.md, "Reminders by web push"): every
 * interval, one process of all replicas and workers (the lock in the shared store) walks the
 * subscribed members, computes their notices from the sources kept at their last visit, and
 * pushes each reminder (points at 30/7/1 days, vouchers at 7/1 days, events the day before)
 * once: its id, which names the item and the mark, is recorded as sent.
 */
export function createReminderJob({
  settings,
  store,
  reminders,
  log,
  agent,
}: ReminderJobOptions): ReminderJob {
  const vapidDetails = {
    subject: settings.subject,
    publicKey: settings.publicKey,
    privateKey: settings.privateKey,
  };

  async function deliver(subscription: StoredSubscription, message: ReminderMessage) {
    try {
      await webpush.sendNotification(subscription, JSON.stringify(message), {
        vapidDetails,
        TTL: PUSH_TTL_SECONDS,
        timeout: PUSH_TIMEOUT_MS,
        ...(agent ? { agent } : {}),
      });
      return 'sent' satisfies Delivery;
    } catch (error) {
      // 404/410: the browser dropped the subscription; it will never take a push again.
      if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
        return 'gone' satisfies Delivery;
      }
      log.warn({ err: error }, 'Web push failed');
      return 'failed' satisfies Delivery;
    }
  }

  async function remindMember(valueId: string, now: Date): Promise<number | 'unsubscribed'> {
    let subscriptions = await reminders.subscriptions(valueId);
    if (subscriptions.length === 0) return 'unsubscribed';
    const sources = await reminders.sources(valueId);
    if (!sources) return 0;
    const due = noticesOf({ ...sources, claimed: [] }, now).filter(
      (notice) => notice.kind !== 'CLAIM_MADE',
    );
    const sent = await reminders.sent(valueId);
    let count = 0;
    for (const notice of due) {
      if (sent.has(notice.id) || subscriptions.length === 0) continue;
      const message = reminderMessage(notice, now);
      const results = await Promise.all(
        subscriptions.map(async (subscription) => ({
          subscription,
          delivery: await deliver(subscription, message),
        })),
      );
      for (const { subscription, delivery } of results) {
        if (delivery === 'gone') await reminders.unsubscribe(valueId, subscription.endpoint);
      }
      subscriptions = results
        .filter(({ delivery }) => delivery !== 'gone')
        .map((r) => r.subscription);
      const delivered = results.filter(({ delivery }) => delivery === 'sent').length;
      // Tried again next pass only when no browser took it (the push services were away).
      if (delivered > 0 || results.every(({ delivery }) => delivery !== 'failed')) {
        sent.add(notice.id);
      }
      count += delivered;
    }
    // Only ids still due are kept: the entry stays small, and an id never comes back once gone.
    const dueIds = new Set(due.map(({ id }) => id));
    await reminders.saveSent(
      valueId,
      [...sent].filter((id) => dueIds.has(id)),
    );
    return count;
  }

  async function runOnce(now = new Date()): Promise<number | null> {
    const token = randomUUID();
    if (!(await store.setIfAbsent(LOCK, token, LOCK_MS))) return null;
    try {
      let count = 0;
      const unsubscribed: string[] = [];
      for (const valueId of await reminders.members()) {
        try {
          const result = await remindMember(valueId, now);
          if (result === 'unsubscribed') unsubscribed.push(valueId);
          else count += result;
        } catch (error) {
          // One member's entry (unreadable, the store briefly away) holds up nobody else's.
          log.warn({ err: error, valueId }, 'Reminders of a member failed');
        }
      }
      await reminders.dropMembers(unsubscribed);
      return count;
    } finally {
      await store.deleteIfEquals(LOCK, token);
    }
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  return {
    runOnce,
    start() {
      timer = setInterval(() => {
        running = runOnce().catch((error: unknown) => log.warn({ err: error }, 'Reminder job'));
      }, settings.intervalMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
