import type { PublicConfig } from '@myvalue/schema/public-config';
import type { Config } from '../config.js';

/**
 * What the browser may know of the configuration (the type is shared with the client).
 * Only addresses and ids that end up in the page anyway: never a secret.
 */
export function publicConfigFor(config: Config, buildId: string): PublicConfig {
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
