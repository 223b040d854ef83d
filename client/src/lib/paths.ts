/** Every site path comes from here. */
const segment = (value: string) => encodeURIComponent(value);

export const paths = {
  home: () => '/',
  about: () => '/about',
  account: () => '/account',
  accountBadge: () => '/account/badge',
  accountPoint: () => '/account/poin',
  accountReferral: () => '/account/referral',
  accountSetting: () => '/account/setting',
  accountVoucher: () => '/account/voucher',
  accountVoucherBookmark: () => '/account/voucher/bookmark',
  accountVoucherHistory: () => '/account/voucher/history',
  articles: (filter: { category?: string; tag?: string } = {}) => {
    const query = new URLSearchParams();
    if (filter.category) query.set('category', filter.category);
    if (filter.tag) query.set('tag', filter.tag);
    return query.size > 0 ? `/article?${query}` : '/article';
  },
  article: (slug: string) => `/article/${segment(slug)}`,
  business: () => '/business',
  campaign: (slug: string) => `/campaign/${segment(slug)}`,
  campaignEvent: (slug: string) => `/campaign-event/${segment(slug)}`,
  category: (slug: string) => `/category/${segment(slug)}`,
  events: () => '/event',
  event: (slug: string) => `/event/${segment(slug)}`,
  eventRegister: (slug: string) => `/event/${segment(slug)}/register`,
  gramediaTroops: () => '/gramedia-troops',
  health: () => '/health',
  learnMore: () => '/learn-more',
  merchants: (filter: { category?: string } = {}) =>
    filter.category ? `/merchant?category=${segment(filter.category)}` : '/merchant',
  merchant: (slug: string) => `/merchant/${segment(slug)}`,
  promos: () => '/promo',
  promo: (slug: string) => `/promo/${segment(slug)}`,
  redirect: () => '/redirect',
  referral: () => '/referral',
  search: (q?: string, type?: string) =>
    q ? `/search?q=${segment(q)}${type ? `&type=${segment(type)}` : ''}` : '/search',
  /** Site-local endpoints of the gateway (full page loads, not routes). */
  login: () => '/webapi/auth/login',
  logout: () => '/webapi/session/logout',
  buildManifest: () => '/build.json',
} as const;

/** The footer's help anchor (SPEC 2: Help Center jumps to it). */
export const FOOTER_ID = 'footer';
