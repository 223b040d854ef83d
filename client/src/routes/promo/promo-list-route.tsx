import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
import { CardGrid, cardImageLoading } from '../../components/card-grid';
import { EmptyState } from '../../components/empty-state';
import { HydrateApart } from '../../components/hydrate-apart';
import { LoadMoreLink } from '../../components/load-more-link';
import { PageHead } from '../../components/page-head';
import { StaticIsland } from '../../components/static-island';
import { useHeaderData } from '../../lib/header-query';
import { PromoCard, PromoCardSkeleton } from '../../features/promo/promo-card';
import { PromoFilters } from '../../features/promo/promo-filters';
import { PromoListPageInfoQuery, PromoListQuery } from '../../features/promo/promo-list-query';
import {
  promoListHref,
  promoListVariables,
  readPromoListParams,
  type PromoListParams,
} from '../../features/promo/promo-list-params';
import { usePublicConfig } from '../../config/public-config';
import { paths } from '../../lib/paths';
import { PromoListMerchantsQuery } from './promo-list-loader';
import * as containerCss from '../../components/container.css';
import * as pageCss from '../../components/page.css';

function useMerchantChoices() {
  const { data } = useQuery(PromoListMerchantsQuery, { errorPolicy: 'all' });
  return data?.merchants?.items ?? [];
}

/** Title and description say what the filters narrowed the list to. */
function describeList(
  params: PromoListParams,
  brandName: string,
  categoryTitle?: string,
  merchantName?: string,
) {
  const scope = [categoryTitle, merchantName && `di ${merchantName}`].filter(Boolean).join(' ');
  const title = scope ? `Voucher ${scope}` : 'Semua Voucher';
  const description = scope
    ? `Promo dan voucher ${scope} untuk member ${brandName}: tukar poin atau klaim gratis, cek masa berlakunya, lalu gunakan di outlet.`
    : 'Temukan promo dan voucher terbaru dari brand favoritmu: kuliner, belanja, hiburan dan lainnya. Tukar poin atau klaim gratis.';
  const canonicalPath = promoListHref({
    category: params.category,
    merchant: params.merchant,
    sort: 'newest',
  });
  return { title, description, canonicalPath };
}

/** The list's variables for a page of the address's params. */
function listVariables(params: PromoListParams) {
  return { ...promoListVariables(params), page: params.page };
}

/**
 * The list's paging, read apart from its cards: a cheap read that keeps the filters' count (a
 * live region) and "Muat lebih banyak" (which keeps the focus when pressed) hydrated.
 */
function usePageInfo(params: PromoListParams) {
  return useQuery(PromoListPageInfoQuery, {
    variables: listVariables(params),
    fetchPolicy: 'cache-only',
  }).data?.promos?.pageInfo;
}

/** The cards, or the empty state: links and text only, kept as the server's HTML (StaticIsland). */
function PromoCards({ params }: { params: PromoListParams }) {
  const list = useQuery(PromoListQuery, { variables: listVariables(params) }).data?.promos;
  if (list && list.items.length === 0) {
    const filtered = Boolean(params.category || params.merchant);
    return (
      <EmptyState
        title="Promo tidak ditemukan"
        description={
          filtered
            ? 'Belum ada promo yang cocok dengan filter ini. Coba kategori atau merchant lain.'
            : 'Belum ada promo yang berlaku saat ini. Cek lagi nanti, ya.'
        }
        action={
          filtered
            ? { label: 'Hapus filter', href: promoListHref(params, { category: '', merchant: '' }) }
            : { label: 'Ke Beranda', href: paths.home() }
        }
      />
    );
  }
  return (
    <CardGrid skeleton={<PromoCardSkeleton />} testId="promo-list">
      {list?.items.map((promo, index) => (
        <li key={promo.id}>
          <PromoCard promo={promo} {...cardImageLoading(index, true)} />
        </li>
      ))}
    </CardGrid>
  );
}

export function Component() {
  const [searchParams] = useSearchParams();
  const params = readPromoListParams(searchParams);
  const categories = useHeaderData().data?.categories?.items ?? [];
  const merchants = useMerchantChoices();
  const pageInfo = usePageInfo(params);

  const category = categories.find((item) => item.slug === params.category);
  const merchant = merchants.find((item) => item.slug === params.merchant);
  const { brandName } = usePublicConfig();
  const head = describeList(params, brandName, category?.title, merchant?.name);

  return (
    <div className={`${containerCss.root} ${pageCss.root}`}>
      <PageHead
        title={head.title}
        description={head.description}
        canonicalPath={head.canonicalPath}
      />
      <h1 className={pageCss.title}>{head.title}</h1>
      <p className={pageCss.lead}>
        Tukar poin atau klaim gratis voucher dari brand partner {brandName}.
      </p>
      {/* The filters hydrate apart from the page's head (see HydrateApart): a few dozen links and
          the merchant select are a task of their own on a phone. */}
      <HydrateApart>
        <PromoFilters
          params={params}
          categories={categories}
          merchants={merchants}
          totalCount={pageInfo?.totalCount}
        />
      </HydrateApart>
      <StaticIsland>
        <PromoCards params={params} />
      </StaticIsland>
      <LoadMoreLink pageInfo={pageInfo} />
    </div>
  );
}
