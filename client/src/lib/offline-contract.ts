// What the page, the service worker (client/sw/) and the gateway agree on for offline use.
// No DOM and no worker types here: both sides import it.

/** The gateway's answer header naming whose page it is (an HMAC of the member, or ANONYMOUS). */
export const MEMBER_KEY_HEADER = 'x-member-key';
/** The owner of a page rendered for a visitor. */
export const ANONYMOUS_KEY = 'anonymous';

/** `<meta name>`s of a rendered page. */
export const OFFLINE_META = {
  /** When the gateway rendered the page (ISO): the "data terakhir" time. */
  renderedAt: 'rendered-at',
  /** Whose page it is, as in MEMBER_KEY_HEADER. */
  memberKey: 'member-key',
  /** Added by the service worker to a page it answers from its cache. */
  offlineCopy: 'offline-copy',
} as const;

/** Every cache holding a member's pages starts with this, so logout can drop them all. */
export const MEMBER_CACHE_PREFIX = 'member-';

export const CACHE_NAMES = {
  /** The voucher wallet (one entry: the page, whatever its `?kode=`). */
  wallet: `${MEMBER_CACHE_PREFIX}wallet`,
  /** Public pages a member opened while signed in (they show the member in the header). */
  memberPages: `${MEMBER_CACHE_PREFIX}pages`,
  /** Whose pages the member caches hold. */
  owner: `${MEMBER_CACHE_PREFIX}owner`,
  /** Public pages rendered for a visitor: the same for everyone. */
  publicPages: 'pages',
} as const;

/** The page that opens offline for the member who opened it online. */
export const WALLET_PATH = '/account/voucher';

/** The offline fallback page (precached). */
export const OFFLINE_PAGE = '/offline.html';

export type OfflineMessage =
  /** The member a freshly rendered page belongs to (null: a visitor, or after logout). */
  | { type: 'MEMBER'; key: string | null }
  /** Keep the wallet for offline use now (it was opened without a full page load). */
  | { type: 'CACHE_WALLET' };
