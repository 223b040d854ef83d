import { useQuery } from '@apollo/client/react';
import { useParams, useSearchParams } from 'react-router-dom';
import { breadcrumbJsonLd, Breadcrumbs, type Crumb } from '../../components/breadcrumbs';
import { ContentImage } from '../../components/content-image';
import { FilterLinks, listSearch } from '../../components/filter-links';
import { PageHead, useSiteOrigin } from '../../components/page-head';
import { Section } from '../../components/section';
import { MerchantCard } from '../../features/merchant/merchant-card';
import { PromoListQuery } from '../../features/promo/promo-list-query';
import { PromoListResults } from '../../features/promo/promo-list-results';
import { paths } from '../../lib/paths';
import { CategoryMerchantsQuery, CategoryPageQuery, categoryArgs, SORTS } from './category-loader';
import * as containerCss from '../../components/container.css';
import * as pageCss from '../../components/page.css';
import * as categoryCss from './category.css';

/** A category: its merchants and its promos, sorted. Plain markup. */
export function Component() {
  const { slug = '' } = useParams();
  const [searchParams] = useSearchParams();
  const origin = useSiteOrigin();
  const { sortValue, page, promoVariables, merchantVariables } = categoryArgs(slug, searchParams);
  const { data: page1 } = useQuery(CategoryPageQuery, { variables: { slug } });
  const { data: promoData, error: promoError } = useQuery(PromoListQuery, {
    variables: { ...promoVariables, page },
    errorPolicy: 'all',
  });
  const { data: merchantData } = useQuery(CategoryMerchantsQuery, {
    variables: merchantVariables,
    errorPolicy: 'all',
  });
  const category = page1?.category;
  if (!category) return null;

  const path = paths.category(category.slug);
  const promos = promoData?.promos;
  const merchants = merchantData?.merchants.items ?? [];
  const crumbs: Crumb[] = [{ label: 'Beranda', href: paths.home() }, { label: category.title }];

  return (
    <div className={`${containerCss.root} ${pageCss.root}`}>
      <PageHead
        title={category.title}
        description={`Promo dan voucher ${category.title} dari brand partner pilihan, tukar dengan poinmu.`}
        image={category.image}
        canonicalPath={path}
        jsonLd={[breadcrumbJsonLd(crumbs, origin, path)]}
      />
      <Breadcrumbs items={crumbs} />
      <div className={categoryCss.root}>
        <ContentImage
          src={category.image}
          alt=""
          width={96}
          height={96}
          className={categoryCss.image}
        />
        <div className={categoryCss.text}>
          <h1 className={pageCss.title}>{category.title}</h1>
          {promos ? (
            <p className={categoryCss.counts}>
              {promos.pageInfo.totalCount} promo
              {merchants.length > 0
                ? ` dari ${merchantData?.merchants.pageInfo.totalCount ?? merchants.length} brand partner`
                : ''}
            </p>
          ) : null}
        </div>
      </div>

      {merchants.length > 0 ? (
        <Section title="Brand partner" seeAllHref={paths.merchants({ category: category.slug })}>
          <ul className={categoryCss.merchants} aria-label={`Brand partner ${category.title}`}>
            {merchants.map((merchant) => (
              <li key={merchant.id} className={categoryCss.merchant}>
                <MerchantCard merchant={merchant} />
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      <Section title="Promo">
        <FilterLinks
          label="Urutkan promo"
          items={SORTS.map((item) => ({
            label: item.label,
            search: listSearch(searchParams, {
              sort: item.value === SORTS[0]!.value ? null : item.value,
            }),
            active: item.value === sortValue,
          }))}
        />
        <PromoListResults
          promos={promos}
          failed={Boolean(promoError)}
          emptyTitle={`Belum ada promo ${category.title}`}
          firstScreen
        />
      </Section>
    </div>
  );
}
