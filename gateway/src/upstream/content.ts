import type {
  AnnouncementPayload,
  AppLinksPayload,
  ArticleCategoryPayload,
  ArticlePayload,
  ArticleQuery,
  BannerPayload,
  BookmarkPayload,
  CampaignDetailPayload,
  CampaignEventDetailPayload,
  CampaignEventPayload,
  CampaignPayload,
  CategoryPayload,
  EventPayload,
  EventRegistrationInput,
  EventWhen,
  MerchantDetailPayload,
  MerchantPayload,
  PagedPayload,
  PartnerInquiryPayload,
  PromoEventPayload,
  PromoPayload,
  PromoQuery,
  ReferralCheckPayload,
  ReferralPayload,
  RegistrationPayload,
  SearchPayload,
  SearchType,
  TicketPayload,
  VoucherPayload,
  VoucherOrdering,
  VoucherStatus,
} from './content-types.js';
import { UpstreamError } from './errors.js';
import { createUpstreamHttp, endpoint, type UpstreamClientOptions } from './http.js';

export interface PageArgs {
  page: number;
  pageSize: number;
}

/** The content API, typed. The only place that speaks HTTP to it. */
export function createContentApi(options: UpstreamClientOptions) {
  const http = createUpstreamHttp({ name: 'content API', ...options });

  return {
    categories({ page, pageSize }: PageArgs) {
      return http<PagedPayload<CategoryPayload>>({
        path: '/v1/categories',
        query: { page, page_size: pageSize },
      });
    },
    categoryById(id: number) {
      return nullWhenMissing(http<CategoryPayload>({ path: endpoint`/v1/categories/${id}` }));
    },
    referral(accessToken: string) {
      return http<ReferralPayload>({ path: '/v1/users/referral', accessToken });
    },
    categoryBySlug(slug: string) {
      return nullWhenMissing(
        http<CategoryPayload>({ path: endpoint`/v1/categories/slug/${slug}` }),
      );
    },
    promos(query: PromoQuery, { page, pageSize }: PageArgs) {
      return http<PagedPayload<PromoPayload>>({
        path: '/v1/promos',
        query: { ...query, page, page_size: pageSize },
      });
    },
    favoritePromos({ page, pageSize }: PageArgs) {
      return http<PagedPayload<PromoPayload>>({
        path: '/v1/promos/favorites',
        query: { page, page_size: pageSize },
      });
    },
    newestPromos({ page, pageSize }: PageArgs) {
      return http<PagedPayload<PromoPayload>>({
        path: '/v1/promos/newest',
        query: { page, page_size: pageSize },
      });
    },
    /** One promo by slug or id (the upstream reads an all-digit slug as an id). */
    promo(slugOrId: string | number) {
      return nullWhenMissing(http<PromoPayload>({ path: endpoint`/v1/promos/${slugOrId}` }));
    },
    bookmarks(accessToken: string, { page, pageSize }: PageArgs) {
      return http<PagedPayload<PromoPayload>>({
        path: '/v1/promos/bookmarks',
        query: { page, page_size: pageSize },
        accessToken,
      });
    },
    setBookmark(accessToken: string, promoId: number, bookmarked: boolean) {
      return http<BookmarkPayload>({
        method: bookmarked ? 'PUT' : 'DELETE',
        path: endpoint`/v1/promos/${promoId}/bookmark`,
        accessToken,
      });
    },
    merchants(query: { category?: string; search?: string }, { page, pageSize }: PageArgs) {
      return http<PagedPayload<MerchantPayload>>({
        path: '/v1/merchants',
        query: { ...query, page, page_size: pageSize },
      });
    },
    merchantById(id: number) {
      return nullWhenMissing(http<MerchantDetailPayload>({ path: endpoint`/v1/merchants/${id}` }));
    },
    merchantBySlug(slug: string) {
      return nullWhenMissing(
        http<MerchantDetailPayload>({ path: endpoint`/v1/merchants/slug/${slug}` }),
      );
    },
    events(when: EventWhen, { page, pageSize }: PageArgs) {
      return http<PagedPayload<EventPayload>>({
        path: '/v1/events',
        query: { when, page, page_size: pageSize },
      });
    },
    /** One event; with a member's token, `isRegistered` is theirs. */
    event(slugOrId: string | number, accessToken?: string) {
      return nullWhenMissing(
        http<EventPayload>({ path: endpoint`/v1/events/${slugOrId}`, accessToken }),
      );
    },
    registerForEvent(
      accessToken: string,
      {
        idempotencyKey,
        ...input
      }: EventRegistrationInput & { idempotencyKey?: string | undefined },
    ) {
      return http<RegistrationPayload>({
        method: 'POST',
        path: endpoint`/v1/events/${input.eventId}/register`,
        body: input,
        accessToken,
        idempotencyKey,
      });
    },
    campaigns({ page, pageSize }: PageArgs) {
      return http<PagedPayload<CampaignPayload>>({
        path: '/v2/campaigns',
        query: { page, page_size: pageSize },
      });
    },
    campaign(slugOrId: string | number) {
      return nullWhenMissing(
        http<CampaignDetailPayload>({ path: endpoint`/v1/campaigns/${slugOrId}` }),
      );
    },
    campaignEvents({ page, pageSize }: PageArgs) {
      return http<PagedPayload<CampaignEventPayload>>({
        path: '/v1/campaign-event',
        query: { page, page_size: pageSize },
      });
    },
    campaignEvent(slugOrId: string | number) {
      return nullWhenMissing(
        http<CampaignEventDetailPayload>({
          path: endpoint`/v1/campaign-event/${slugOrId}`,
        }),
      );
    },
    articles(query: ArticleQuery, { page, pageSize }: PageArgs) {
      return http<PagedPayload<ArticlePayload>>({
        path: '/v1/articles',
        query: { ...query, page, page_size: pageSize },
      });
    },
    articleCategories() {
      return http<{ results: ArticleCategoryPayload[] }>({ path: '/v1/articles/categories' });
    },
    article(slugOrId: string | number) {
      return nullWhenMissing(http<ArticlePayload>({ path: endpoint`/v1/articles/${slugOrId}` }));
    },
    banners({ page, pageSize }: PageArgs) {
      return http<PagedPayload<BannerPayload>>({
        path: '/v1/banners',
        query: { page, page_size: pageSize },
      });
    },
    /** The current announcement; null when the upstream answers 204. */
    homeAnnouncement() {
      return http<AnnouncementPayload | null>({ path: '/v1/home-announcement' });
    },
    appLinks() {
      return http<AppLinksPayload>({ path: '/v1/app-links' });
    },
    favoritePromoEvents({ page, pageSize }: PageArgs) {
      return http<PagedPayload<PromoEventPayload>>({
        path: '/v1/promo-event/favorites',
        query: { page, page_size: pageSize },
      });
    },
    search(q: string, type: SearchType | undefined, limit: number) {
      return http<SearchPayload>({ path: '/v1/search', query: { q, type, limit } });
    },
    /** Any of `statuses` (all when empty), in the upstream's `ordering`. */
    vouchers(
      accessToken: string,
      { statuses, ordering }: { statuses: VoucherStatus[]; ordering: VoucherOrdering },
      { page, pageSize }: PageArgs,
    ) {
      return http<PagedPayload<VoucherPayload>>({
        path: '/v2/vouchers',
        query: {
          status: statuses.length > 0 ? statuses.join(',') : undefined,
          ordering,
          page,
          page_size: pageSize,
        },
        accessToken,
      });
    },
    voucher(accessToken: string, code: string) {
      return nullWhenMissing(
        http<VoucherPayload>({ path: endpoint`/v2/vouchers/${code}`, accessToken }),
      );
    },
    claimVoucher(accessToken: string, promoId: number, idempotencyKey?: string) {
      return http<VoucherPayload>({
        method: 'POST',
        path: '/v2/vouchers',
        body: { promoId },
        accessToken,
        idempotencyKey,
      });
    },
    voucherTickets(accessToken: string, { page, pageSize }: PageArgs) {
      return http<PagedPayload<TicketPayload>>({
        path: '/v1/voucher-ticket',
        query: { page, page_size: pageSize },
        accessToken,
      });
    },
    voucherHistory(accessToken: string, { page, pageSize }: PageArgs) {
      return http<PagedPayload<TicketPayload>>({
        path: '/v2/voucher-ticket/history',
        query: { page, page_size: pageSize },
        accessToken,
      });
    },
    /** A "Jadi Partner" inquiry (public); a 400 names each field's problem in `fields`. */
    createPartnerInquiry(inquiry: PartnerInquiryPayload) {
      return http<{ id: number }>({
        method: 'POST',
        path: '/v1/partner-inquiries',
        body: inquiry,
      });
    },
    /** The public check, for the `/referral?code=` landing (never `own_code`). */
    referralCodeCheck(code: string) {
      return http<ReferralCheckPayload>({ path: '/v1/users/referral/check_code', query: { code } });
    },
    checkReferralCode(accessToken: string, code: string) {
      return http<ReferralCheckPayload>({
        method: 'POST',
        path: '/v1/users/referral/check_code',
        body: { code },
        accessToken,
      });
    },
  };
}

export type ContentApi = ReturnType<typeof createContentApi>;

async function nullWhenMissing<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 404) return null;
    throw error;
  }
}
