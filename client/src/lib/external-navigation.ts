import type { PublicConfig } from '../config/public-config';

/**
 * SPEC 2: navigating to an external address needs permission. The hosts allowed are those of
 * the addresses the site itself is configured with: sign-on host, API host, object storage,
 * app stores, social pages, the app link and WhatsApp.
 */
function hostsOf(config: PublicConfig): Set<string> {
  const hosts = new Set<string>(['wa.me']);
  for (const address of [
    config.ssoUrl,
    config.apiHostUrl,
    config.storageUrl,
    config.playStoreUrl,
    config.appStoreUrl,
    config.instagramUrl,
    config.facebookUrl,
    config.tiktokUrl,
    config.appLinkUrl,
  ]) {
    try {
      hosts.add(new URL(address).host.toLowerCase());
    } catch {
      // An address that is not a URL allows nothing.
    }
  }
  return hosts;
}

// Worked out once per configuration object: every external link of a page asks (the footer's
// social links, the app stores, a banner's link), each with the same page-wide configuration.
const hostsByConfig = new WeakMap<PublicConfig, Set<string>>();

function allowedExternalHosts(config: PublicConfig): Set<string> {
  let hosts = hostsByConfig.get(config);
  if (!hosts) {
    hosts = hostsOf(config);
    hostsByConfig.set(config, hosts);
  }
  return hosts;
}

/** True when `address` is an http(s) URL on an allowed host. */
export function isAllowedExternal(address: string, config: PublicConfig): boolean {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  if (url.username || url.password) return false;
  return allowedExternalHosts(config).has(url.host.toLowerCase());
}
