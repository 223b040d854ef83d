import type { Config } from '../config.js';

/**
 * What the browser may know of the configuration; mirrors client/src/config/public-config.ts.
 * Only addresses and ids that end up in the page anyway: never a secret.
 */
export function publicConfigFor(config: Config, buildId: string) {
  return {
    brandName: config.brandName,
    env: config.env,
    ssoUrl: config.ssoUrl,
    apiHostUrl: config.apiHostUrl,
    storageUrl: config.storageUrl,
    ...config.public,
    buildId,
  };
}

export type PublicConfig = ReturnType<typeof publicConfigFor>;
