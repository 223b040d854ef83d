/** SPEC 9: the user-menu actions pushed to the tag manager, with their labels. */
export const introEvents = {
  logout: { event: 'introLogoutClick', label: 'Logout Action' },
  setting: { event: 'introSettingClick', label: 'Setting Action' },
  referral: { event: 'introReferralClick', label: 'Referral Action' },
  myPoint: { event: 'introMyPointClick', label: 'My Point Action' },
  myCard: { event: 'introMyCardClick', label: 'My Card Action' },
} as const;

export type IntroEventKey = keyof typeof introEvents;

/**
 * Event names get a 'Staging' suffix everywhere but on the production host. (The original
 * did the opposite; PRODUCT.md calls that a bug. See docs/decisions.md.)
 */
export function trackingEventName(name: string, hostname: string, productionHost: string): string {
  return hostname.toLowerCase() === productionHost.toLowerCase() ? name : `${name}Staging`;
}

export type DataLayerEntry = Record<string, unknown> & { event: string };

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function pushDataLayer(entry: DataLayerEntry): void {
  if (typeof window === 'undefined') return;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(entry);
}
