import type { ApolloClient } from '@apollo/client';
import { graphql } from '../../gql';
import { NOT_HYDRATED } from '../../lib/prepared-queries';

/**
 * The home page's sections, one query each: a section whose upstream call fails comes back
 * empty (errorPolicy 'all') and hides, the others still show. The loader asks for all of them
 * at once; the components read the same documents and variables from the cache.
 */
export const HomeBannersQuery = graphql(`
  query HomeBanners {
    banners(pageSize: 10) {
      items {
        id
        imageDesktop
        ...BannerCarousel_banner
      }
    }
  }
`);

export const HomeAnnouncementQuery = graphql(`
  query HomeAnnouncement {
    homeAnnouncement {
      id
      title
      content
      link
    }
  }
`);

export const HomeFavoritePromosQuery = graphql(`
  query HomeFavoritePromos($pageSize: Int!) {
    favoritePromos(pageSize: $pageSize) {
      items {
        id
        ...PromoCard_promo
        ...ExtraPromoStrip_promo
      }
    }
  }
`);

export const HomeNewestPromosQuery = graphql(`
  query HomeNewestPromos($pageSize: Int!) {
    newestPromos(pageSize: $pageSize) {
      items {
        id
        ...PromoCard_promo
      }
    }
  }
`);

export const HomePromoEventsQuery = graphql(`
  query HomePromoEvents($pageSize: Int!) {
    favoritePromoEvents(pageSize: $pageSize) {
      items {
        type
        id
        ...PromoEventTile_promoEvent
      }
    }
  }
`);

export const HomeEventsQuery = graphql(`
  query HomeEvents($pageSize: Int!) {
    events(when: UPCOMING, pageSize: $pageSize) {
      items {
        id
        ...EventCard_event
      }
    }
  }
`);

export const HomeCampaignsQuery = graphql(`
  query HomeCampaigns($pageSize: Int!) {
    campaigns(pageSize: $pageSize) {
      items {
        id
        ...CampaignCard_campaign
      }
    }
  }
`);

export const HomeArticlesQuery = graphql(`
  query HomeArticles($pageSize: Int!) {
    articles(pageSize: $pageSize) {
      items {
        id
        ...ArticleCard_article
      }
    }
  }
`);

export const HomeMerchantsQuery = graphql(`
  query HomeMerchants($pageSize: Int!) {
    merchants(pageSize: $pageSize) {
      items {
        id
        ...MerchantCard_merchant
      }
    }
  }
`);

/**
 * How the sections read their queries. On the server only from the cache the loader filled: a
 * section whose call failed renders empty in the one pass instead of asking the failing upstream
 * again in a second pass. In the browser a missing section is asked for once more.
 */
export const sectionOptions = {
  errorPolicy: 'all',
  fetchPolicy: typeof window === 'undefined' ? 'cache-only' : 'cache-first',
} as const;

/** How many items each row shows (rows of 4 on desktop; merchants in rows of 6). */
export const HOME_ROW_SIZE = {
  favoritePromos: 8,
  newestPromos: 8,
  promoEvents: 8,
  events: 4,
  campaigns: 6,
  articles: 4,
  merchants: 12,
} as const;

/** Every section's query, in parallel; a failing one only empties its own section. */
export async function loadHomeData(client: ApolloClient): Promise<void> {
  const policy = { errorPolicy: 'all' } as const;
  // Below the carousel the page keeps the server's HTML (home-route's StaticIsland).
  const belowCarousel = { ...policy, context: NOT_HYDRATED };
  await Promise.allSettled([
    client.query({ query: HomeBannersQuery, ...policy }),
    client.query({ query: HomeAnnouncementQuery, ...belowCarousel }),
    client.query({
      query: HomeFavoritePromosQuery,
      variables: { pageSize: HOME_ROW_SIZE.favoritePromos },
      ...belowCarousel,
    }),
    client.query({
      query: HomeNewestPromosQuery,
      variables: { pageSize: HOME_ROW_SIZE.newestPromos },
      ...belowCarousel,
    }),
    client.query({
      query: HomePromoEventsQuery,
      variables: { pageSize: HOME_ROW_SIZE.promoEvents },
      ...belowCarousel,
    }),
    client.query({
      query: HomeEventsQuery,
      variables: { pageSize: HOME_ROW_SIZE.events },
      ...belowCarousel,
    }),
    client.query({
      query: HomeCampaignsQuery,
      variables: { pageSize: HOME_ROW_SIZE.campaigns },
      ...belowCarousel,
    }),
    client.query({
      query: HomeArticlesQuery,
      variables: { pageSize: HOME_ROW_SIZE.articles },
      ...belowCarousel,
    }),
    client.query({
      query: HomeMerchantsQuery,
      variables: { pageSize: HOME_ROW_SIZE.merchants },
      ...belowCarousel,
    }),
  ]);
}
