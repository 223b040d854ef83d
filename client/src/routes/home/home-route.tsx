import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { StaticIsland } from '../../components/static-island';
import { PageHead, useSiteOrigin } from '../../components/page-head';
import { Section } from '../../components/section';
import { usePublicConfig } from '../../config/public-config';
import { ArticleCard } from '../../features/article/article-card';
import { CampaignCard } from '../../features/campaign/campaign-card';
import { EventCard } from '../../features/event/event-card';
import { MerchantCard } from '../../features/merchant/merchant-card';
import { PromoCard } from '../../features/promo/promo-card';
import { BannerCarousel } from '../../features/home/banner-carousel';
import { CategoryShortcuts } from '../../features/home/category-shortcuts';
import { ExtraPromoStrip } from '../../features/home/extra-promo-strip';
import { HomeAnnouncement } from '../../features/home/home-announcement';
import { homeJsonLd } from '../../features/home/home-json-ld';
import { PromoEventTile } from '../../features/home/promo-event-tile';
import {
  rowImageSizes,
  ScrollRow,
  ScrollRowItem,
  type RowLayout,
} from '../../features/home/scroll-row';
import { paths } from '../../lib/paths';
import {
  HOME_ROW_SIZE,
  HomeAnnouncementQuery,
  HomeArticlesQuery,
  HomeBannersQuery,
  HomeCampaignsQuery,
  HomeEventsQuery,
  HomeFavoritePromosQuery,
  HomeMerchantsQuery,
  HomeNewestPromosQuery,
  HomePromoEventsQuery,
  sectionOptions,
} from './home-queries';
import * as srOnlyCss from '../../components/sr-only.css';
import * as homeCss from './home.css';

// Secondary sections: a failed one renders empty (and hides) instead of failing the page.
const partial = sectionOptions;

/** A row's query options: its page size, failing alone. */
function rowOptions(pageSize: number) {
  return { variables: { pageSize }, ...partial };
}

// Promos and events: four from `md`, two and a bit on phones.
const CARD_ROW: RowLayout = { columns: 4, phoneShare: 44 };
const CARD_ROW_SIZES = rowImageSizes(CARD_ROW);
const CAMPAIGN_ROW: RowLayout = { columns: 3, phoneShare: 72 };
const CAMPAIGN_ROW_SIZES = rowImageSizes(CAMPAIGN_ROW);
// The article card lies flat on phones (image beside the text): a wider cell. Its picture and a
// merchant's logo fill only part of their card, so they keep the card grid's `sizes`.
const ARTICLE_ROW: RowLayout = { columns: 4, phoneShare: 85 };
const MERCHANT_ROW: RowLayout = { columns: 6, phoneShare: 28 };

/** A home row that hides when it has nothing to show. */
function Row(props: {
  title: string;
  seeAllHref?: string;
  items: ReadonlyArray<{ key: string; node: ReactNode }> | undefined;
  layout?: RowLayout;
}) {
  if (!props.items || props.items.length === 0) return null;
  return (
    <Section title={props.title} seeAllHref={props.seeAllHref}>
      <ScrollRow layout={props.layout ?? CARD_ROW}>
        {props.items.map((item) => (
          <ScrollRowItem key={item.key}>{item.node}</ScrollRowItem>
        ))}
      </ScrollRow>
    </Section>
  );
}

/*
 * One component per section, each reading its own query: one component reading all nine was a
 * single unit of render work of ~430 ms under 4× CPU slowdown, which React cannot split (the
 * sections below the carousel render so on a later visit; the first load keeps the server's).
 */

/** The page's head and the banner carousel: one read of the banners for both. */
function HeadAndBanners() {
  const config = usePublicConfig();
  const origin = useSiteOrigin();
  const banners = useQuery(HomeBannersQuery, partial).data?.banners?.items;
  return (
    <>
      <PageHead
        title={`${config.brandName} – Promo, Voucher & Event`}
        description={`Kumpulkan poin di merchant partner ${config.brandName}, lalu tukarkan dengan voucher, promo, dan tiket event pilihan. Ada promo baru setiap hari.`}
        image={banners?.[0]?.imageDesktop}
        canonicalPath={paths.home()}
        jsonLd={homeJsonLd(origin, config)}
      />
      <h1 className={srOnlyCss.srOnly}>
        {`Promo dan voucher pilihan untukmu di ${config.brandName}`}
      </h1>
      {banners && banners.length > 0 ? <BannerCarousel banners={banners} /> : null}
    </>
  );
}

function FavoritePromos() {
  const favorites = useFavoritePromos();
  return (
    <Row
      title="Promo Favorit"
      seeAllHref={paths.promos()}
      items={favorites?.map((promo) => ({
        key: promo.id,
        node: <PromoCard promo={promo} imageSizes={CARD_ROW_SIZES} />,
      }))}
    />
  );
}

function useFavoritePromos() {
  return useQuery(HomeFavoritePromosQuery, rowOptions(HOME_ROW_SIZE.favoritePromos)).data
    ?.favoritePromos?.items;
}

function ExtraPromo() {
  const firstFavorite = useFavoritePromos()?.[0];
  return firstFavorite ? <ExtraPromoStrip promo={firstFavorite} /> : null;
}

function Announcement() {
  const announcement = useQuery(HomeAnnouncementQuery, partial).data?.homeAnnouncement;
  return announcement ? (
    <HomeAnnouncement
      title={announcement.title}
      content={announcement.content}
      link={announcement.link}
    />
  ) : null;
}

function NewestPromos() {
  const newest = useQuery(HomeNewestPromosQuery, rowOptions(HOME_ROW_SIZE.newestPromos)).data
    ?.newestPromos?.items;
  return (
    <Row
      title="Promo Terbaru"
      seeAllHref={`${paths.promos()}?sort=newest`}
      items={newest?.map((promo) => ({
        key: promo.id,
        node: <PromoCard promo={promo} imageSizes={CARD_ROW_SIZES} />,
      }))}
    />
  );
}

function PromoEvents() {
  const promoEvents = useQuery(HomePromoEventsQuery, rowOptions(HOME_ROW_SIZE.promoEvents)).data
    ?.favoritePromoEvents?.items;
  return (
    <Row
      title="Pilihan Spesial"
      items={promoEvents?.map((item) => ({
        key: `${item.type}-${item.id}`,
        node: <PromoEventTile item={item} imageSizes={CARD_ROW_SIZES} />,
      }))}
    />
  );
}

function Events() {
  const events = useQuery(HomeEventsQuery, rowOptions(HOME_ROW_SIZE.events)).data?.events?.items;
  return (
    <Row
      title="Event Mendatang"
      seeAllHref={paths.events()}
      items={events?.map((event) => ({
        key: event.id,
        node: <EventCard event={event} imageSizes={CARD_ROW_SIZES} />,
      }))}
    />
  );
}

function Campaigns() {
  const campaigns = useQuery(HomeCampaignsQuery, rowOptions(HOME_ROW_SIZE.campaigns)).data
    ?.campaigns?.items;
  return (
    <Row
      title="Kampanye Pilihan"
      layout={CAMPAIGN_ROW}
      items={campaigns?.map((campaign) => ({
        key: campaign.id,
        node: <CampaignCard campaign={campaign} imageSizes={CAMPAIGN_ROW_SIZES} />,
      }))}
    />
  );
}

function Articles() {
  const articles = useQuery(HomeArticlesQuery, rowOptions(HOME_ROW_SIZE.articles)).data?.articles
    ?.items;
  return (
    <Row
      title="Artikel Terbaru"
      seeAllHref={paths.articles()}
      layout={ARTICLE_ROW}
      items={articles?.map((article) => ({
        key: article.id,
        node: <ArticleCard article={article} />,
      }))}
    />
  );
}

function Merchants() {
  const merchants = useQuery(HomeMerchantsQuery, rowOptions(HOME_ROW_SIZE.merchants)).data
    ?.merchants?.items;
  return (
    <Row
      title="Brand Partner"
      seeAllHref={paths.merchants()}
      layout={MERCHANT_ROW}
      items={merchants?.map((merchant) => ({
        key: merchant.id,
        node: <MerchantCard merchant={merchant} />,
      }))}
    />
  );
}

/** Below the carousel: links and text only (see StaticIsland). */
const LINKS_AND_TEXT = [
  ExtraPromo,
  Announcement,
  CategoryShortcuts,
  FavoritePromos,
  NewestPromos,
  PromoEvents,
  Events,
  Campaigns,
  Articles,
  Merchants,
];

export function Component() {
  return (
    <div className={homeCss.root}>
      <HeadAndBanners />
      <StaticIsland>
        {LINKS_AND_TEXT.map((Part, index) => (
          // A fixed list: its position is its identity.
          <Part key={index} />
        ))}
      </StaticIsland>
    </div>
  );
}
