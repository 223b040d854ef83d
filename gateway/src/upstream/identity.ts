import type { PagedPayload } from './content-types.js';
import { FormData, request, type Dispatcher } from 'undici';
import { UpstreamError } from './errors.js';
import { buildUrl, createUpstreamHttp, type UpstreamClientOptions } from './http.js';
import type {
  BadgeCategoryPayload,
  CardPayload,
  ExpiredPointPayload,
  IntrospectionPayload,
  LocationPayload,
  MembershipTierPayload,
  MessagePayload,
  NameInfoPayload,
  PhotoPayload,
  PointTransactionPayload,
  PointTransactionQuery,
  ProfessionsPayload,
  ProfilePayload,
  ProfileUpdate,
  ZipcodePayload,
  PointPayload,
  TierPayload,
  TokenGrant,
  TokenPayload,
} from './identity-types.js';

/** The identity API, typed. The only place that speaks HTTP to it. */
export function createIdentityApi(options: UpstreamClientOptions) {
  const http = createUpstreamHttp({ name: 'identity API', ...options });

  return {
    token(grant: TokenGrant) {
      return http<TokenPayload>({ method: 'POST', path: '/v1/auth/token', body: grant });
    },
    introspect(accessToken: string) {
      return http<IntrospectionPayload>({
        method: 'POST',
        path: '/v1/auth/introspect',
        body: { access_token: accessToken },
        readOnly: true,
      });
    },
    /** Ends the server-side session: the refresh token and its whole family are revoked. */
    endSession(refreshToken: string) {
      return http<null>({
        method: 'DELETE',
        path: '/v2/web/session',
        body: { refresh_token: refreshToken },
      });
    },
    /** The public tier list, lowest first. */
    tiers() {
      return http<{ results: MembershipTierPayload[] }>({ path: '/v1/tiers' });
    },
    tier(accessToken: string) {
      return http<TierPayload>({ path: '/v2/tiers/me', accessToken });
    },
    point(accessToken: string) {
      return http<PointPayload>({ path: '/v1/point', accessToken });
    },
    expiredPoint(accessToken: string) {
      return http<ExpiredPointPayload>({ path: '/v1/point/expired', accessToken });
    },
    cards(accessToken: string) {
      return http<PagedPayload<CardPayload>>({
        path: '/v1/user/cards',
        query: { page_size: 50 },
        accessToken,
      });
    },
    badgeCategories(accessToken: string) {
      return http<{ badgeCategories: BadgeCategoryPayload[] }>({
        path: '/v1/badges/groupByCategory',
        accessToken,
      });
    },
    pointTransactions(
      accessToken: string,
      query: PointTransactionQuery,
      { page, pageSize }: { page: number; pageSize: number },
    ) {
      return http<PagedPayload<PointTransactionPayload>>({
        path: '/v3/point/transaction',
        query: { ...query, page, page_size: pageSize },
        accessToken,
      });
    },
    /** The member's profile: `GET /v1/user` (its user fields plus birth date, address…). */
    profile(accessToken: string) {
      return http<ProfilePayload>({ path: '/v1/user', accessToken });
    },
    updateProfile(accessToken: string, update: ProfileUpdate) {
      return http<ProfilePayload>({ method: 'PATCH', path: '/v1/user', body: update, accessToken });
    },
    nameInfo(accessToken: string) {
      return http<NameInfoPayload>({ path: '/v1/user/update-name/info', accessToken });
    },
    updateName(accessToken: string, name: { firstName: string; lastName: string }) {
      return http<ProfilePayload>({
        method: 'PATCH',
        path: '/v1/user/update-name/info',
        body: name,
        accessToken,
      });
    },
    professions(accessToken: string) {
      return http<ProfessionsPayload>({ path: '/v1/user/profession', accessToken });
    },
    setProfession(accessToken: string, professionId: number) {
      return http<ProfessionsPayload>({
        method: 'PUT',
        path: '/v1/user/profession',
        body: { professionId },
        accessToken,
      });
    },
    changePassword(accessToken: string, body: { oldPassword: string; newPassword: string }) {
      return http<MessagePayload>({ method: 'PUT', path: '/v1/user/password', body, accessToken });
    },
    requestEmailOtp(accessToken: string, email: string) {
      return http<MessagePayload>({
        method: 'POST',
        path: '/v1/user/email/otp',
        body: { email },
        accessToken,
      });
    },
    changeEmail(accessToken: string, body: { email: string; otp: string }) {
      return http<ProfilePayload>({ method: 'PUT', path: '/v1/user/email', body, accessToken });
    },
    requestPhoneOtp(accessToken: string, phone: string) {
      return http<MessagePayload>({
        method: 'POST',
        path: '/v1/user/phone/otp',
        body: { phone },
        accessToken,
      });
    },
    changePhone(accessToken: string, body: { phone: string; otp: string }) {
      return http<ProfilePayload>({ method: 'PUT', path: '/v1/user/phone', body, accessToken });
    },
    provinces() {
      return http<{ results: LocationPayload[] }>({ path: '/v1/location/province' });
    },
    cities(provinceId: number) {
      return http<{ results: LocationPayload[] }>({
        path: '/v1/location/city',
        query: { province_id: provinceId },
      });
    },
    districts(cityId: number) {
      return http<{ results: LocationPayload[] }>({
        path: '/v1/location/district',
        query: { city_id: cityId },
      });
    },
    zipcodes(districtId: number) {
      return http<{ results: ZipcodePayload[] }>({
        path: '/v1/location/zipcode',
        query: { district_id: districtId },
      });
    },
    /**
     * `POST /v1/user/photo`: the one multipart call, so it is made here directly (never retried:
     * the dispatcher retries GET only), with the same error mapping as every other call.
     */
    async uploadPhoto(
      accessToken: string,
      photo: { data: Buffer; filename: string; mimetype: string },
    ): Promise<PhotoPayload> {
      const url = buildUrl(options.baseUrl, '/v1/user/photo');
      const form = new FormData();
      form.append('photo', new Blob([photo.data], { type: photo.mimetype }), photo.filename);
      let response: Dispatcher.ResponseData;
      try {
        response = await request(url, {
          method: 'POST',
          headers: { accept: 'application/json', authorization: `Bearer ${accessToken}` },
          body: form,
          dispatcher: options.dispatcher,
          headersTimeout: options.timeoutMs,
          bodyTimeout: options.timeoutMs,
        });
      } catch (cause) {
        options.onFailure?.({ method: 'POST', url, status: 0 });
        throw UpstreamError.unreachable('identity API', 'POST', url, cause);
      }
      const text = await response.body.text();
      let payload: unknown = null;
      try {
        payload = text === '' ? null : JSON.parse(text);
      } catch {
        payload = text;
      }
      if (response.statusCode >= 400) {
        options.onFailure?.({ method: 'POST', url, status: response.statusCode });
        throw UpstreamError.fromResponse('identity API', 'POST', url, response.statusCode, payload);
      }
      return payload as PhotoPayload;
    },
  };
}

export type IdentityApi = ReturnType<typeof createIdentityApi>;
