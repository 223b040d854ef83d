/**
 * This browser's push subscription, through the service worker (client/sw/sw.ts shows what
 * arrives). The worker exists only in a client build: without one there is nothing to subscribe.
 */

function pushSupport(): 'supported' | 'unsupported' {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window
    ? 'supported'
    : 'unsupported';
}

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  if (pushSupport() === 'unsupported') return undefined;
  return navigator.serviceWorker.getRegistration('/');
}

export async function currentSubscription(): Promise<PushSubscription | null> {
  return (await (await registration())?.pushManager.getSubscription()) ?? null;
}

/** Whether this browser gets the reminders: subscribed, not (yet), or unable to. */
export async function browserPushState(): Promise<'on' | 'off' | 'unsupported'> {
  if (pushSupport() === 'unsupported') return 'unsupported';
  return (await currentSubscription()) ? 'on' : 'off';
}

export type SubscribeOutcome =
  | { ok: true; subscription: PushSubscription }
  | { ok: false; reason: 'denied' | 'unsupported' | 'failed' };

/** Asks for the permission (a prompt only the first time), then subscribes with the site's key. */
export async function subscribeBrowser(publicKey: string): Promise<SubscribeOutcome> {
  const worker = await registration();
  if (!worker) return { ok: false, reason: 'unsupported' };
  if ((await Notification.requestPermission()) !== 'granted')
    return { ok: false, reason: 'denied' };
  try {
    const subscription = await worker.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: publicKey,
    });
    return { ok: true, subscription };
  } catch {
    // The browser's push service refused or could not be reached.
    return { ok: false, reason: 'failed' };
  }
}

/** What the gateway stores of a subscription (schema/push.graphql `PushSubscriptionInput`). */
export function subscriptionInput(subscription: PushSubscription) {
  const { endpoint, keys } = subscription.toJSON();
  return { endpoint: endpoint ?? '', p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' };
}

/** Logout: the browser forgets its subscription too, so a later member starts without one. */
export async function dropBrowserSubscription(): Promise<void> {
  try {
    await (await currentSubscription())?.unsubscribe();
  } catch {
    // Nothing is pushed to it anyway: the gateway forgot it at logout.
  }
}
