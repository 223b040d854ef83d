// Reminders by web push (issue 32): what the gateway's reminder job sends
// (gateway/src/modules/push/reminder-job.ts `ReminderMessage`), shown as a notification; a tap
// opens its page in a tab of the site, or in a new one.

declare const self: ServiceWorkerGlobalScope;

interface ReminderMessage {
  title: string;
  body: string;
  link: string;
  tag: string;
}

function reminderOf(data: PushMessageData | null): ReminderMessage | null {
  try {
    const message = data?.json() as Partial<ReminderMessage> | undefined;
    if (typeof message?.title !== 'string') return null;
    return {
      title: message.title,
      body: typeof message.body === 'string' ? message.body : '',
      // Only a path of this site: a push never sends the member elsewhere.
      link:
        typeof message.link === 'string' &&
        message.link.startsWith('/') &&
        !message.link.startsWith('//')
          ? message.link
          : '/account',
      tag: typeof message.tag === 'string' ? message.tag : message.title,
    };
  } catch {
    return null;
  }
}

export function handlePushes(): void {
  self.addEventListener('push', (event) => {
    const reminder = reminderOf(event.data);
    if (!reminder) return;
    event.waitUntil(
      self.registration.showNotification(reminder.title, {
        body: reminder.body,
        // The same item's later mark replaces its notification instead of piling up.
        tag: reminder.tag,
        icon: '/icons/icon-192.png',
        lang: 'id',
        data: { link: reminder.link },
      }),
    );
  });

  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const link = (event.notification.data as { link?: string } | null)?.link ?? '/account';
    const target = new URL(link, self.location.origin).href;
    event.waitUntil(
      (async () => {
        const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
        const open = windows.find((client) => client.url === target);
        // The page already open in a tab comes forward; otherwise it opens in a new one.
        return open ? open.focus() : self.clients.openWindow(target);
      })(),
    );
  });
}
