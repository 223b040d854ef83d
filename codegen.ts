import type { CodegenConfig } from '@graphql-codegen/cli';
import { addTypenameSelectionDocumentTransform } from '@graphql-codegen/client-preset';

// One schema (schema/*.graphql), two outputs: resolver types for the gateway, mapped to
// the upstream payload types, and typed documents for the client.
const config: CodegenConfig = {
  schema: 'schema/*.graphql',
  documents: ['client/src/**/*.{ts,tsx}', '!client/src/gql/**'],
  ignoreNoDocuments: true,
  generates: {
    'gateway/src/generated/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        contextType: '../context.js#GatewayContext',
        mappers: {
          Category: '../upstream/content-types.js#CategoryPayload',
          Viewer: '../modules/viewer/resolvers.js#ViewerModel',
          User: '../modules/viewer/user.js#UserModel',
          Promo: '../upstream/content-types.js#PromoPayload',
          MerchantSummary: '../upstream/content-types.js#PromoMerchantPayload',
          CategorySummary: '../upstream/content-types.js#CategoryRefPayload',
          Merchant: '../upstream/content-types.js#MerchantPayload',
          Outlet: '../upstream/content-types.js#OutletPayload',
          Event: '../upstream/content-types.js#EventPayload',
          Venue: '../upstream/content-types.js#VenuePayload',
          EventRegistration: '../upstream/content-types.js#RegistrationPayload',
          Attendee: '../upstream/content-types.js#RegistrationAttendeePayload',
          Campaign: '../upstream/content-types.js#CampaignPayload',
          CampaignEvent: '../upstream/content-types.js#CampaignEventPayload',
          BannerImages: '../upstream/content-types.js#BannerImagesPayload',
          Article: '../upstream/content-types.js#ArticlePayload',
          ArticleCategory: '../upstream/content-types.js#ArticleCategoryPayload',
          Banner: '../upstream/content-types.js#BannerPayload',
          Announcement: '../upstream/content-types.js#AnnouncementPayload',
          AppLinks: '../upstream/content-types.js#AppLinksPayload',
          PromoEvent: '../upstream/content-types.js#PromoEventPayload',
          SearchResults: '../upstream/content-types.js#SearchPayload',
          Voucher: '../upstream/content-types.js#VoucherPayload',
          Ticket: '../upstream/content-types.js#TicketPayload',
          PointTransaction: '../upstream/identity-types.js#PointTransactionPayload',
          Profile: '../modules/account/resolvers.js#ProfileModel',
          Profession: '../upstream/identity-types.js#ProfessionPayload',
          Address: '../upstream/identity-types.js#AddressPayload',
          Location: '../upstream/identity-types.js#LocationPayload',
          Zipcode: '../upstream/identity-types.js#ZipcodePayload',
          ClaimVoucherResult: '../modules/voucher/resolvers.js#ClaimVoucherResultModel',
          RegistrationResult: '../modules/event/resolvers.js#RegistrationResultModel',
          BookmarkResult: '../modules/promo/resolvers.js#BookmarkResultModel',
        },
      },
    },
    'client/src/gql/': {
      preset: 'client',
      presetConfig: {
        // Masking is Apollo Client's own (dataMasking + @unmask); see docs/decisions.md.
        fragmentMasking: false,
        // persisted-documents.json: the trusted documents the gateway accepts in production.
        persistedDocuments: { hashAlgorithm: 'sha256' },
      },
      // Apollo Client adds __typename to every selection; the trusted documents must too,
      // since the gateway runs the manifest's text, not what the browser would have sent.
      documentTransforms: [addTypenameSelectionDocumentTransform],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        avoidOptionals: { field: true, inputValue: false },
        defaultScalarType: 'unknown',
        nonOptionalTypename: true,
        skipTypeNameForRoot: true,
        inlineFragmentTypes: 'mask',
        customDirectives: { apolloUnmask: true },
      },
    },
  },
};

export default config;
