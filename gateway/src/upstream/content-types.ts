// Payloads of the content API, as it sends them. Resolvers map from these.

export interface PagedPayload<T> {
  count: number;
  next: string | null;
  previous: string | null;
  perPage: number;
  results: T[];
}

export interface CategoryPayload {
  id: number;
  slug: string;
  image: string;
  title: string;
}

export interface ReferralPayload {
  code: string;
  referralCount?: number;
  totalRewardPoint?: number;
  rewardPointPerReferral?: number;
  shareText?: string;
}

/** A category as embedded in promos and merchants. */
export interface CategoryRefPayload {
  id: number;
  slug: string;
  title: string;
}

export interface PromoMerchantPayload {
  id: number;
  slug: string;
  name: string;
  image: string;
}

export interface PromoPayload {
  id: number;
  slug: string;
  status: 'active' | 'upcoming' | 'expired';
  title: string;
  image: string;
  thumbnail: string;
  shortContent: string;
  /** HTML, not sanitised. */
  content: string;
  /** HTML, not sanitised. */
  tnc: string;
  /** HTML, not sanitised. */
  howToUse: string;
  validFrom: string;
  validTo: string;
  isExpired: boolean;
  /** Points; 0 is free. */
  price: number;
  stock: number;
  isQuotaAvailable: boolean;
  maxPerMember?: number | null;
  isFavorite: boolean;
  isBookmarked?: boolean;
  merchant: PromoMerchantPayload;
  categories: CategoryRefPayload[];
}

type PromoSort = 'newest' | 'ending_soon';

export interface PromoQuery {
  category?: string;
  merchant?: string;
  search?: string;
  sort?: PromoSort;
  /** Expired promos too (their pages still exist). */
  include_expired?: boolean;
}

export interface BookmarkPayload {
  promoId: number;
  isBookmarked: boolean;
}

export interface MerchantPayload {
  id: number;
  slug: string;
  name: string;
  image: string;
  description?: string | null;
  website?: string | null;
  categories: CategoryRefPayload[];
  promoCount?: number;
}

export interface OutletPayload {
  id: number;
  name: string;
  address: string;
  city: string;
  latitude: number | null;
  longitude: number | null;
}

export interface MerchantDetailPayload extends MerchantPayload {
  outlets: OutletPayload[];
}

export interface VenuePayload {
  name: string;
  address: string;
  city: string;
  latitude: number | null;
  longitude: number | null;
}

export interface EventPayload {
  id: number;
  slug: string;
  title: string;
  image: string;
  shortContent: string;
  /** HTML, not sanitised. */
  content: string;
  venue: VenuePayload | null;
  startAt: string;
  endAt: string;
  quota: number;
  quotaLeft: number;
  /** Points per attendee. */
  pointCost: number;
  maxAttendees: number;
  isPast: boolean;
  isFull: boolean;
  isFavorite: boolean;
  isRegistered?: boolean;
}

export type EventWhen = 'upcoming' | 'past' | 'all';

export interface RegistrationAttendeePayload {
  name: string;
  email: string;
  phoneNumber: string;
}

export interface EventRegistrationInput {
  eventId: number;
  pointUsed: number;
  registrationData: RegistrationAttendeePayload[];
}

export interface RegistrationPayload {
  code: string;
  qrCode: string;
  eventId: number;
  pointUsed: number;
  registeredAt: string;
  registrationData: RegistrationAttendeePayload[];
  event: EventPayload;
}

export interface BannerImagesPayload {
  desktop: string;
  mobile: string;
}

export interface CampaignPayload {
  id: number;
  slug: string;
  title: string;
  /** HTML, not sanitised. */
  description: string;
  image: string;
  startAt: string | null;
  endAt: string | null;
  banner?: BannerImagesPayload | null;
  promoCount?: number;
}

export interface CampaignDetailPayload extends CampaignPayload {
  promos: PromoPayload[];
}

export interface CampaignEventPayload {
  id: number;
  slug: string;
  title: string;
  description: string;
  image: string;
  banner?: BannerImagesPayload | null;
  eventCount?: number;
}

export interface CampaignEventDetailPayload extends CampaignEventPayload {
  events: EventPayload[];
}

export interface ArticlePayload {
  id: number;
  slug: string;
  title: string;
  image: string;
  summary: string;
  category: CategoryRefPayload | null;
  tags: string[];
  author: string | null;
  publishedAt: string;
  /** HTML, not sanitised; only in the detail. */
  content?: string;
}

export interface ArticleQuery {
  category?: string;
  tag?: string;
  search?: string;
}

export interface ArticleCategoryPayload {
  id: number;
  slug: string;
  title: string;
  /** Only in the list of article categories. */
  articleCount?: number;
}

export interface BannerPayload {
  id: number;
  title: string;
  link: string | null;
  imageDesktop: string;
  imageMobile: string;
}

export interface AnnouncementPayload {
  id: number;
  title: string;
  content: string;
  link: string | null;
}

export interface AppLinksPayload {
  playStore: string;
  appStore: string;
  appLink: string;
  qrImage: string;
}

export interface PromoEventPayload {
  type: 'promo' | 'event';
  id: number;
  slug: string;
  title: string;
  image: string;
  subtitle: string | null;
  pointCost: number;
  startAt: string | null;
  endAt: string | null;
  link: string;
}

export interface SearchPayload {
  q: string;
  promos: PromoPayload[];
  events: EventPayload[];
  articles: ArticlePayload[];
  merchants: MerchantPayload[];
  counts: { promos: number; events: number; articles: number; merchants: number };
}

export type SearchType = 'promo' | 'event' | 'article' | 'merchant';

export interface VoucherPayload {
  code: string;
  qrCode: string;
  status: string;
  promo: PromoPayload;
  used: boolean;
  usedDate: string | null;
  purchasedDate: string;
  pointUsed: number;
  redeemFrom: string | null;
  redeemTo: string | null;
  isExpired: boolean;
  isCanRedeem: boolean;
}

export type VoucherStatus = 'active' | 'used' | 'expired';
/** `GET /v2/vouchers?ordering=`: last claimed, expiring soonest, or latest ended first. */
export type VoucherOrdering = '-purchased_at' | 'redeem_to' | '-ended_at';

export interface TicketPayload {
  type: 'voucher' | 'event';
  code: string;
  qrCode: string;
  title: string;
  image: string;
  subtitle: string | null;
  slug: string;
  validFrom: string | null;
  validTo: string | null;
  used: boolean;
  usedDate: string | null;
  isExpired: boolean;
  isCanRedeem: boolean;
  pointUsed: number;
  createdDate: string;
}

export interface ReferralCheckPayload {
  valid: boolean;
  code: string;
  referrerName?: string | null;
  reason?: 'not_found' | 'own_code' | null;
  rewardPointPerReferral?: number;
}

export interface PartnerInquiryPayload {
  companyName: string;
  contactName: string;
  email: string;
  phone: string;
  message: string;
}
