import { describe, expect, it, vi } from 'vitest';

// The worker's two handlers with a stand-in for the worker's global scope: what a push shows,
// and where a tap goes. Chromium runs the push handler for real in e2e/reminders.spec.ts; a
// notification cannot be tapped there.

type Listener = (event: unknown) => void;

function fakeScope(windows: { url: string; focus: () => Promise<unknown> }[]) {
  const listeners = new Map<string, Listener>();
  const scope = {
    location: { origin: 'https://www.myvalue.id' },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    registration: { showNotification: vi.fn(async () => undefined) },
    clients: {
      matchAll: vi.fn(async () => windows),
      openWindow: vi.fn(async () => null),
    },
  };
  /** Dispatches an event, resolving once what it asked to wait for is done. */
  async function dispatch(type: string, fields: object) {
    const waits: Promise<unknown>[] = [];
    listeners.get(type)!({ ...fields, waitUntil: (work: Promise<unknown>) => waits.push(work) });
    await Promise.all(waits);
  }
  return { scope, dispatch };
}

async function start(windows: { url: string; focus: () => Promise<unknown> }[] = []) {
  const fake = fakeScope(windows);
  vi.stubGlobal('self', fake.scope);
  vi.resetModules();
  (await import('./push-notifications')).handlePushes();
  return fake;
}

const pushed = (message: unknown) => ({ data: { json: () => message } });
const tapped = (link: unknown) => ({ notification: { data: { link }, close: vi.fn() } });

describe('reminder notifications', () => {
  it('shows a pushed reminder, tagged by its notice so a later mark replaces it', async () => {
    const { scope, dispatch } = await start();
    await dispatch(
      'push',
      pushed({
        title: 'Voucher berakhir besok',
        body: 'Diskon Kopi · berlaku s/d 1 Des 2026',
        link: '/account/voucher?kode=MVB-AKTIF-01',
        tag: 'voucher:1:MVB-AKTIF-01',
      }),
    );
    expect(scope.registration.showNotification).toHaveBeenCalledWith('Voucher berakhir besok', {
      body: 'Diskon Kopi · berlaku s/d 1 Des 2026',
      tag: 'voucher:1:MVB-AKTIF-01',
      icon: '/icons/icon-192.png',
      lang: 'id',
      data: { link: '/account/voucher?kode=MVB-AKTIF-01' },
    });
  });

  it('sends a tap only to a page of the site', async () => {
    const { scope, dispatch } = await start();
    await dispatch('push', pushed({ title: 'x', body: '', link: 'https://evil.test/', tag: 't' }));
    await dispatch('push', pushed({ title: 'y', body: '', link: '//evil.test/', tag: 'u' }));
    const links = scope.registration.showNotification.mock.calls.map(
      (call) => (call as unknown as [string, { data: { link: string } }])[1].data.link,
    );
    expect(links).toEqual(['/account', '/account']);
  });

  it('focuses the tab already on the page a tap opens, else opens it', async () => {
    const focus = vi.fn(async () => undefined);
    const { scope, dispatch } = await start([
      { url: 'https://www.myvalue.id/', focus: vi.fn() },
      { url: 'https://www.myvalue.id/account/poin', focus },
    ]);
    const tap = tapped('/account/poin');
    await dispatch('notificationclick', tap);
    expect(tap.notification.close).toHaveBeenCalled();
    expect(focus).toHaveBeenCalled();
    expect(scope.clients.openWindow).not.toHaveBeenCalled();

    await dispatch('notificationclick', tapped('/account/voucher?kode=MVB-AKTIF-01'));
    expect(scope.clients.openWindow).toHaveBeenCalledWith(
      'https://www.myvalue.id/account/voucher?kode=MVB-AKTIF-01',
    );
  });
});
