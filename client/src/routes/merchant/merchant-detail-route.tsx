import { useQuery } from '@apollo/client/react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { breadcrumbJsonLd, Breadcrumbs, type Crumb } from '../../components/breadcrumbs';
import { ExternalLink } from '../../components/external-link';
import { PageHead, useSiteOrigin } from '../../components/page-head';
import { Section } from '../../components/section';
import { MerchantLogo } from '../../features/merchant/merchant-logo';
import { PROMO_PAGE_SIZE } from '../../features/promo/promo-list-params';
import { PromoListQuery } from '../../features/promo/promo-list-query';
import { PromoListResults } from '../../features/promo/promo-list-results';
import { paths } from '../../lib/paths';
import { pageNumber } from '../../lib/route-data';
import { MerchantPageQuery } from './merchant-detail-loader';
import { OutletList } from './outlet-list';
import * as containerCss from '../../components/container.css';
import * as pageCss from '../../components/page.css';
import * as merchantCss from './merchant.css';

/** A merchant: its head, its promos and its outlets. Plain markup. */
export function Component() {
  const { slug = '' } = useParams();
  const [searchParams] = useSearchParams();
  const origin = useSiteOrigin();
  const page = pageNumber(searchParams);
  const { data: pageData } = useQuery(MerchantPageQuery, { variables: { slug } });
  const { data: promoData, error: promoError } = useQuery(PromoListQuery, {
    variables: { filter: { merchant: slug }, page, pageSize: PROMO_PAGE_SIZE },
    errorPolicy: 'all',
  });
  const merchant = pageData?.merchant;
  if (!merchant) return null;

  const path = paths.merchant(merchant.slug);
  const promos = promoData?.promos;
  const crumbs: Crumb[] = [
    { label: 'Beranda', href: paths.home() },
    { label: 'Brand Partner', href: paths.merchants() },
    { label: merchant.name },
  ];
  const description =
    merchant.description ?? `Promo dan voucher ${merchant.name} yang bisa kamu tukar dengan poin.`;

  return (
    <div className={`${containerCss.root} ${pageCss.root}`}>
      <PageHead
        title={merchant.name}
        description={description}
        image={merchant.image}
        canonicalPath={path}
        jsonLd={[
          {
            '@context': 'https://schema.org',
            '@type': 'Organization',
            name: merchant.name,
            url: `${origin}${path}`,
            logo: merchant.image,
            ...(merchant.description ? { description: merchant.description } : {}),
            ...(merchant.website ? { sameAs: [merchant.website] } : {}),
          },
          breadcrumbJsonLd(crumbs, origin, path),
        ]}
      />
      <Breadcrumbs items={crumbs} />
      <div className={merchantCss.root}>
        {/* The first screen's largest picture is the first promo's (PromoListResults below). */}
        <MerchantLogo merchant={merchant} loading="eager" className={merchantCss.logo} />
        <div className={merchantCss.text}>
          <h1 className={pageCss.title}>{merchant.name}</h1>
          {merchant.categories.length > 0 ? (
            <ul className={merchantCss.categories} aria-label="Kategori">
              {merchant.categories.map((category) => (
                <li key={category.id}>
                  <Link to={paths.category(category.slug)} className={merchantCss.category}>
                    {category.title}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
          {merchant.description ? (
            <p className={merchantCss.description}>{merchant.description}</p>
          ) : null}
          {merchant.website ? (
            <p className={merchantCss.website}>
              Situs web:{' '}
              <ExternalLink href={merchant.website} newTab>
                {merchant.website.replace(/^https?:\/\//, '').replace(/\/$/, '')}
              </ExternalLink>
            </p>
          ) : null}
        </div>
      </div>

      <Section title={promos ? `Promo (${promos.pageInfo.totalCount})` : 'Promo'}>
        <PromoListResults
          promos={promos}
          failed={Boolean(promoError)}
          emptyTitle={`Belum ada promo dari ${merchant.name}`}
          skeletonCount={4}
          firstScreen
        />
      </Section>

      {merchant.outlets.length > 0 ? (
        <Section title={`Outlet (${merchant.outlets.length})`}>
          <OutletList outlets={merchant.outlets} />
        </Section>
      ) : null}
    </div>
  );
}
