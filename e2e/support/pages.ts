import type { SeededSlugs } from './content';

/** Every public page kind, one of each, with seeded content (client/src/app/routes.tsx). */
export function publicPages(slugs: SeededSlugs): string[] {
  return [
    '/',
    '/promo',
    `/promo/${slugs.promo}`,
    '/event',
    `/event/${slugs.event}`,
    `/campaign/${slugs.campaign}`,
    `/campaign-event/${slugs.campaignEvent}`,
    '/article',
    `/article/${slugs.article}`,
    '/merchant',
    `/merchant/${slugs.merchant}`,
    `/category/${slugs.category}`,
    '/search?q=kopi',
    '/about',
    '/business',
    '/gramedia-troops',
    '/learn-more',
    '/referral',
    '/health',
  ];
}

/** Every page of the account area (client/src/lib/paths.ts). */
export const ACCOUNT_PAGES = [
  '/account',
  '/account/poin',
  '/account/voucher',
  '/account/voucher/bookmark',
  '/account/voucher/history',
  '/account/badge',
  '/account/referral',
  '/account/setting',
];
