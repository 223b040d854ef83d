import { z } from 'zod';
import type { GatewayContext } from '../../context.js';
import type { Resolvers } from '../../generated/resolvers-types.js';
import { NOT_SIGNED_IN } from '../mutation/result.js';
import { fetchNoticeSources } from '../notification/sources.js';
import { loadViewer } from '../viewer/resolvers.js';

const base64url = (length: number) => z.string().regex(new RegExp(`^[A-Za-z0-9_-]{${length}}$`));

/** A browser's subscription: an https push service, a P-256 key and a 16-byte secret. */
const subscriptionInput = z.object({
  endpoint: z.url({ protocol: /^https$/ }).max(1000),
  p256dh: base64url(87),
  auth: base64url(22),
});

/** Only a known push service: the job POSTs to the endpoint, which must not reach elsewhere. */
function atPushService(endpoint: string, { serviceHosts }: { serviceHosts: string[] }) {
  const { hostname } = new URL(endpoint);
  return serviceHosts.some((host) => hostname === host || hostname.endsWith(`.${host}`));
}

const INVALID = { code: 'validation_error', message: 'Langganan pengingat tidak valid' };
const UNAVAILABLE = { code: 'unavailable', message: 'Pengingat belum tersedia' };

async function signedIn(context: GatewayContext) {
  if (!context.config.webPush) return { refusal: { ok: false as const, error: UNAVAILABLE } };
  const viewer = await loadViewer(context);
  if (!viewer) return { refusal: { ok: false as const, error: NOT_SIGNED_IN } };
  return { viewer };
}

export const pushResolvers: Resolvers = {
  Mutation: {
    subscribeReminders: async (_parent, { subscription }, context) => {
      const { viewer, refusal } = await signedIn(context);
      if (!viewer) return refusal;
      const parsed = subscriptionInput.safeParse(subscription);
      if (!parsed.success || !atPushService(parsed.data.endpoint, context.config.webPush!)) {
        return { ok: false, error: INVALID };
      }
      const { endpoint, p256dh, auth } = parsed.data;
      const { valueId } = viewer.user;
      await context.reminders.subscribe(valueId, { endpoint, keys: { p256dh, auth } });
      // What is due already goes out on the job's next pass, without waiting for a page view
      // (which brings the sources anyway, should the upstream fail to answer now).
      await fetchNoticeSources(context, viewer.accessToken)
        .then((sources) => context.reminders.remember(valueId, sources))
        .catch(() => undefined);
      return { ok: true, error: null };
    },
    unsubscribeReminders: async (_parent, { endpoint }, context) => {
      const { viewer, refusal } = await signedIn(context);
      if (!viewer) return refusal;
      await context.reminders.unsubscribe(viewer.user.valueId, endpoint);
      return { ok: true, error: null };
    },
  },
};
