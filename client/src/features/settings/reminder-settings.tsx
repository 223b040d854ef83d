import { useMutation } from '@apollo/client/react';
import { Button } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { toaster } from '../../components/toaster';
import { usePublicConfig } from '../../config/public-config';
import { graphql } from '../../gql';
import { useHydrated } from '../../lib/use-hydrated';
import {
  browserPushState,
  currentSubscription,
  subscribeBrowser,
  subscriptionInput,
} from '../../lib/browser-push';
import { refusalMessage } from '../../lib/form-refusal';
import { FormAlert, NETWORK_FAILURE, SETTINGS_REFUSAL } from './form-parts';
import * as formPartsCss from './form-parts.css';

const SubscribeRemindersMutation = graphql(`
  mutation SubscribeReminders($subscription: PushSubscriptionInput!) {
    subscribeReminders(subscription: $subscription) {
      ok
      error {
        code
        message
      }
    }
  }
`);

const UnsubscribeRemindersMutation = graphql(`
  mutation UnsubscribeReminders($endpoint: String!) {
    unsubscribeReminders(endpoint: $endpoint) {
      ok
      error {
        code
        message
      }
    }
  }
`);

/** This browser's state: unknown until the page has code to ask the service worker. */
type State = 'unknown' | 'off' | 'on' | 'unsupported';

const DENIED =
  'Notifikasi diblokir untuk situs ini. Izinkan notifikasi di pengaturan browser, lalu coba lagi.';
const UNSUPPORTED =
  'Browser ini belum mendukung notifikasi dari situs. Coba Chrome, Edge, Firefox atau Safari terbaru.';

const FAILED = 'Notifikasi belum dapat diaktifkan di browser ini. Coba lagi sebentar lagi.';
const OUTCOME_TEXT = { denied: DENIED, unsupported: UNSUPPORTED, failed: FAILED } as const;

/**
 * Reminders by web push (issue 32), per browser: opting in asks for the notifications
 * permission, subscribes through the service worker with the site's VAPID key and hands the
 * subscription to the gateway, whose reminder job then pushes each reminder once.
 */
export function ReminderSettings() {
  const { webPushPublicKey } = usePublicConfig();
  const hydrated = useHydrated();
  const [state, setState] = useState<State>('unknown');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [subscribe] = useMutation(SubscribeRemindersMutation);
  const [unsubscribe] = useMutation(UnsubscribeRemindersMutation);

  useEffect(() => {
    if (!webPushPublicKey) return;
    void browserPushState().then(setState, () => setState('off'));
    // The gateway's copy is soft state (a Redis without persistence): hand it this browser's
    // subscription again, so that reminders go on after it was lost.
    currentSubscription()
      .then(
        (subscription) =>
          subscription &&
          subscribe({ variables: { subscription: subscriptionInput(subscription) } }),
      )
      .catch(() => undefined);
  }, [webPushPublicKey, subscribe]);

  if (!webPushPublicKey) {
    return <FormAlert status="info">Pengingat lewat notifikasi belum tersedia saat ini.</FormAlert>;
  }

  async function optIn(publicKey: string) {
    const outcome = await subscribeBrowser(publicKey);
    if (!outcome.ok) {
      setProblem(OUTCOME_TEXT[outcome.reason]);
      return;
    }
    const { data } = await subscribe({
      variables: { subscription: subscriptionInput(outcome.subscription) },
    });
    if (!data?.subscribeReminders.ok) {
      // The gateway does not have it: the browser must not keep it either.
      await outcome.subscription.unsubscribe();
      setProblem(refusalMessage(data?.subscribeReminders, SETTINGS_REFUSAL));
      return;
    }
    setState('on');
    toaster.success('Pengingat aktif di perangkat ini');
  }

  async function optOut() {
    const subscription = await currentSubscription();
    if (subscription) {
      const { data } = await unsubscribe({ variables: { endpoint: subscription.endpoint } });
      if (!data?.unsubscribeReminders.ok) {
        setProblem(refusalMessage(data?.unsubscribeReminders, SETTINGS_REFUSAL));
        return;
      }
      await subscription.unsubscribe();
    }
    setState('off');
    toaster.success('Pengingat dimatikan di perangkat ini');
  }

  async function toggle(publicKey: string) {
    setBusy(true);
    setProblem(null);
    try {
      await (state === 'on' ? optOut() : optIn(publicKey));
    } catch {
      setProblem(NETWORK_FAILURE);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={formPartsCss.settingsForm}>
      {problem ? <FormAlert>{problem}</FormAlert> : null}
      {state === 'unsupported' ? (
        <FormAlert status="info">{UNSUPPORTED}</FormAlert>
      ) : (
        <>
          <p role="status" className={formPartsCss.settingsSectionDescription}>
            {state === 'on'
              ? 'Pengingat aktif di perangkat ini.'
              : state === 'off'
                ? 'Pengingat belum aktif di perangkat ini.'
                : null}
          </p>
          <noscript>
            <p>
              Pengingat membutuhkan JavaScript. Aktifkan JavaScript di browser, lalu muat ulang.
            </p>
          </noscript>
          <Button
            type="button"
            colorPalette="brand"
            variant={state === 'on' ? 'outline' : 'solid'}
            alignSelf="flex-start"
            disabled={!hydrated || state === 'unknown'}
            loading={busy}
            loadingText={state === 'on' ? 'Mematikan…' : 'Mengaktifkan…'}
            onClick={() => void toggle(webPushPublicKey)}
          >
            {state === 'on' ? 'Matikan pengingat' : 'Aktifkan pengingat'}
          </Button>
        </>
      )}
    </div>
  );
}
