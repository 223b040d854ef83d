import type { Resolvers } from '../generated/resolvers-types.js';
import { categoryResolvers } from '../modules/category/resolvers.js';
import { viewerResolvers } from '../modules/viewer/resolvers.js';
import { mutationResolvers } from '../modules/mutation/resolvers.js';
import { promoResolvers } from '../modules/promo/resolvers.js';
import { merchantResolvers } from '../modules/merchant/resolvers.js';
import { eventResolvers } from '../modules/event/resolvers.js';
import { campaignResolvers } from '../modules/campaign/resolvers.js';
import { articleResolvers } from '../modules/article/resolvers.js';
import { homeResolvers } from '../modules/home/resolvers.js';
import { searchResolvers } from '../modules/search/resolvers.js';
import { voucherResolvers } from '../modules/voucher/resolvers.js';
import { accountResolvers } from '../modules/account/resolvers.js';
import { healthResolvers } from '../modules/health/resolvers.js';
import { membershipResolvers } from '../modules/membership/resolvers.js';
import { partnerResolvers } from '../modules/partner/resolvers.js';
import { notificationResolvers } from '../modules/notification/resolvers.js';
import { pushResolvers } from '../modules/push/resolvers.js';
import { calendarResolvers } from '../modules/calendar/resolvers.js';

export const resolvers: Resolvers[] = [
  { Query: { ok: () => true } },
  categoryResolvers,
  viewerResolvers,
  mutationResolvers,
  promoResolvers,
  merchantResolvers,
  eventResolvers,
  campaignResolvers,
  articleResolvers,
  homeResolvers,
  searchResolvers,
  voucherResolvers,
  accountResolvers,
  healthResolvers,
  membershipResolvers,
  partnerResolvers,
  notificationResolvers,
  pushResolvers,
  calendarResolvers,
];
