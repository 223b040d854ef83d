import type { PublicConfig } from '@myvalue/schema/public-config';
import { createContext, useContext } from 'react';

// One type with the gateway, which builds the object (gateway/src/ssr/public-config.ts).
export type { PublicConfig };

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
