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
