import { createContext, useContext } from 'react';

/**
 * Settings the browser may know, chosen by the gateway at run time and inlined in the page
 * (`window.__PUBLIC_CONFIG__`). Never put a secret here: this object is public.
 * The gateway builds it in gateway/src/ssr/public-config.ts; keep the two in step.
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

export const defaultPublicConfig: PublicConfig = {
  brandName: 'MyValue',
  env: 'development',
  ssoUrl: 'http://127.0.0.1:8090/sso',
  apiHostUrl: 'http://127.0.0.1:8090',
  storageUrl: 'http://127.0.0.1:8090/storage',
  productionHost: 'www.myvalue.id',
  whatsappNumber: '6281100000000',
  instagramUrl: 'https://www.instagram.com/myvalue.id',
  facebookUrl: 'https://www.facebook.com/myvalue.id',
  tiktokUrl: 'https://www.tiktok.com/@myvalue.id',
  playStoreUrl: 'https://play.google.com/store/apps/details?id=id.myvalue.app',
  appStoreUrl: 'https://apps.apple.com/id/app/myvalue/id1000000000',
  appLinkUrl: 'https://link.myvalue.id/open',
  gtmId: null,
  analyticsId: null,
  sentryDsn: null,
  webPushPublicKey: null,
  buildId: 'dev',
};

export const PublicConfigContext = createContext<PublicConfig>(defaultPublicConfig);

export function usePublicConfig(): PublicConfig {
  return useContext(PublicConfigContext);
}
