// Payloads of the identity API, as it sends them. Resolvers and the session map from these.

export interface TokenPayload {
  access_token: string;
  refresh_token: string;
  token_type: string;
  /** Seconds. */
  expires_in: number;
  /** Seconds. */
  refresh_expires_in?: number;
}

export type TokenGrant =
  | {
      grant_type: 'authorization_code';
      code: string;
      redirect_uri: string;
      client_id: string;
      code_verifier: string;
    }
  | { grant_type: 'refresh_token'; refresh_token: string; client_id: string };

export interface IntrospectionPayload {
  active: boolean;
  exp?: number;
  valueID?: string;
  firstName?: string;
  lastName?: string;
  email?: string | null;
  emailVerified?: boolean;
  phone?: string | null;
  phoneVerified?: boolean;
  photo?: string | null;
}

export interface UserPayload {
  id: number;
  valueID: string;
  /** Some payloads call it kgValueID. */
  kgValueID?: string;
  firstName: string;
  lastName: string;
  email: string | null;
  emailVerified: boolean;
  phone: string | null;
  phoneVerified: boolean;
  photo: string | null;
}

export interface TierPayload {
  tierName: string;
  tierCode?: string;
  tierPoint?: number;
  nextTierName?: string | null;
  pointToNextTier?: number | null;
}

export interface PointPayload {
  point: number;
}

export interface ExpiredPointPayload {
  /** The points that expire soonest (0: none). */
  point: number;
  expiredDate: string | null;
  /** Every batch expiring in the next 12 months, soonest first (absent from older upstreams). */
  batches?: { point: number; expiredDate: string }[];
}

export interface CardPayload {
  id: number;
  cardNumber: string;
  cardType: { id: number; name: string; image?: string | null };
  holderName?: string | null;
  isPrimary?: boolean;
}

interface BadgePayload {
  id: number;
  name: string;
  description?: string | null;
  image?: string | null;
  isObtained: boolean;
  obtainedDate?: string | null;
}

export interface BadgeCategoryPayload {
  id: number;
  name: string;
  badges: BadgePayload[];
}

export interface ProfessionPayload {
  id: number;
  name: string;
}

export interface AddressPayload {
  provinceId: number;
  province: string | null;
  cityId: number;
  city: string | null;
  districtId: number;
  district: string | null;
  zipcode: string;
}

/** `GET /v1/user` in full: the user plus the profile fields. */
export interface ProfilePayload extends UserPayload {
  profession: ProfessionPayload | null;
  /** YYYY-MM-DD. */
  birthDate: string | null;
  gender: 'MALE' | 'FEMALE' | null;
  address: AddressPayload | null;
}

export interface ProfileUpdate {
  birthDate?: string | null;
  gender?: 'MALE' | 'FEMALE' | null;
  address?: { provinceId: number; cityId: number; districtId: number; zipcode: string } | null;
}

export interface ProfessionsPayload {
  professions: ProfessionPayload[];
  profession: ProfessionPayload | null;
}

export interface NameInfoPayload {
  canUpdate: boolean;
  nextUpdateDate: string | null;
}

export interface MessagePayload {
  success: boolean;
  message: string;
  expiresIn?: number;
}

export interface PointTransactionPayload {
  id: number;
  createdDate: string;
  expiredDate: string | null;
  outletName: string | null;
  mutationType: 'EARNING' | 'REDEEM';
  mutationTypeName: string;
  referenceNo: string | null;
  /** Negative for redemptions. */
  point: number;
  isExpired: boolean;
  description?: string | null;
}

export interface PointTransactionQuery {
  /** YYYY-MM-DD, a Jakarta day. */
  from?: string;
  /** YYYY-MM-DD, a Jakarta day. */
  to?: string;
  mutation?: 'EARNING' | 'REDEEM';
}

export interface LocationPayload {
  id: number;
  name: string;
}

export interface ZipcodePayload {
  id: number;
  zipcode: string;
  /** The village. */
  name: string;
}

export interface PhotoPayload {
  /** The new storage path of the photo. */
  photo: string;
}

export interface MembershipTierPayload {
  code: string;
  name: string;
  minPoint: number;
  benefits?: string[];
}
