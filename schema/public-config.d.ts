/**
 * Settings the browser may know, chosen by the gateway at run time and inlined in the page
 * (the `ssr-state` JSON, client/src/ssr-state-script.ts). Never put a secret here: this object
 * is public.
 * The gateway builds it (gateway/src/ssr/public-config.ts) and the client reads it
 * (client/src/config/public-config.ts): one type for both, so neither can drift.
 */
export interface PublicConfig {
  brandName: string;
  env: 'development' | 'staging' | 'production';
  /** Sign-on host base: its tnc_tiers and account/card pages are linked from the user menu. */
  ssoUrl: string;
  /** API host: the terms page is `${apiHostUrl}/pages/tnc`. */
  apiHostUrl: string;
  /** Object storage base, for relative image paths. */
  storageUrl: string;
  /** Tracking events get a 'Staging' suffix when the page's host is NOT this one. */
  productionHost: string;
  /** International form without '+', for https://wa.me/{number}. */
  whatsappNumber: string;
  instagramUrl: string;
  facebookUrl: string;
  tiktokUrl: string;
  playStoreUrl: string;
  appStoreUrl: string;
  /** The 'Open in App' deep link of the mobile banner. */
  appLinkUrl: string;
  /** Tag manager container; the script loads only when set. */
  gtmId: string | null;
  /** Behaviour analytics site id; members are identified only when set. */
  analyticsId: string | null;
  /** Error-reporting DSN; the browser SDK loads only when set. */
  sentryDsn: string | null;
  /** VAPID public key for web-push reminders; null when the gateway sends none. */
  webPushPublicKey: string | null;
  /** Id of the running build; a different one in the manifest means a new deploy. */
  buildId: string;
}
