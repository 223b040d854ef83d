import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { breadcrumbJsonLd, Breadcrumbs, type Crumb } from '../../components/breadcrumbs';
import { DetailImage } from '../../components/content-image';
import { HtmlContent } from '../../components/html-content';
import { PageHead, useSiteOrigin } from '../../components/page-head';
import { StaticIsland } from '../../components/static-island';
import { Thumbnail } from '../../components/thumbnail';
import { useHeaderData } from '../../lib/header-query';
import { BookmarkButton } from '../../features/promo/bookmark-button';
import { ClaimVoucher } from '../../features/promo/claim-voucher';
import { promoListHref } from '../../features/promo/promo-list-params';
import { RelatedPromos } from '../../features/promo/related-promos';
import { relatedPromoVariables } from '../../features/promo/related-promos-query';
import { ShareButton } from '../../features/promo/share-button';
import { formatDateRange, formatPoint, promoCostLabel } from '../../lib/format';
import { paths } from '../../lib/paths';
import { PromoDetailQuery, PromoMemberQuery } from './promo-detail-loader';
import * as containerCss from '../../components/container.css';
import * as promoCss from './promo.css';
import { MemberPart } from '../../lib/member-part';

function Fact(props: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className={promoCss.promoDetailFact}>
      <dt className={promoCss.promoDetailFactLabel}>{props.label}</dt>
      <dd className={promoCss.promoDetailFactValue} data-testid={props.testId}>
        {props.children}
      </dd>
    </div>
  );
}

function DetailSection(props: { title: string; html: string }) {
  if (!props.html.trim()) return null;
  return (
    <section className={promoCss.promoDetailSection}>
      <h2 className={promoCss.promoDetailSectionTitle}>{props.title}</h2>
      <HtmlContent html={props.html} textSize="sm" />
    </section>
  );
}

/**
 * A promo: its picture, summary, claim and details. Plain elements on the static classes of
 * promo.css.ts: the page renders without Chakra's runtime; only
 * the claim's confirmation dialog loads it, when it opens (features/promo/claim-voucher.tsx).
 */
export function Component() {
  const { slug = '' } = useParams();
  const origin = useSiteOrigin();
  const { data } = useQuery(PromoDetailQuery, { variables: { slug } });
  const signedIn = Boolean(useHeaderData().data?.viewer);
  const { data: member } = useQuery(PromoMemberQuery, {
    variables: { slug },
    errorPolicy: 'all',
    skip: !signedIn,
  });
  const promo = data?.promo;
  if (!promo) return null;

  const path = paths.promo(promo.slug);
  const crumbs: Crumb[] = [
    { label: 'Beranda', href: paths.home() },
    { label: 'Promo', href: paths.promos() },
    { label: promo.title },
  ];
  const validity = `Berlaku ${formatDateRange(promo.validFrom, promo.validTo)}`;

  return (
    <div className={`${containerCss.root} ${promoCss.promoDetail}`}>
      <PageHead
        title={promo.title}
        description={promo.shortContent}
        image={promo.image}
        canonicalPath={path}
        jsonLd={[breadcrumbJsonLd(crumbs, origin, path)]}
      />
      <Breadcrumbs items={crumbs} />

      {/*
        Phones: one column, the actions last and stuck to the bottom of the screen while the
        page scrolls. Wider: image and details on the left, the summary and actions on the right.
      */}
      <div className={promoCss.promoDetailGrid}>
        <div className={promoCss.promoDetailMedia}>
          <DetailImage src={promo.image} alt={promo.title} className={promoCss.promoDetailImage} />
        </div>

        <div className={promoCss.promoDetailSummary}>
          <Link to={paths.merchant(promo.merchant.slug)} className={promoCss.promoDetailMerchant}>
            <Thumbnail src={promo.merchant.image} className={promoCss.promoDetailLogo} />
            <p className={promoCss.promoDetailMerchantName}>{promo.merchant.name}</p>
          </Link>
          <h1 className={promoCss.promoDetailTitle}>{promo.title}</h1>
          <p className={promoCss.promoDetailCost} data-testid="promo-cost">
            {promoCostLabel(promo.price)}
          </p>
          <p className={promoCss.promoDetailValidity} data-testid="promo-validity">
            {validity}
          </p>
          <dl className={promoCss.promoDetailFacts}>
            <Fact label="Sisa voucher" testId="promo-stock">
              {promo.isQuotaAvailable && promo.stock > 0
                ? `${formatPoint(promo.stock)} voucher`
                : 'Habis'}
            </Fact>
            {promo.maxPerMember ? (
              <Fact label="Batas klaim">{`${promo.maxPerMember} per member`}</Fact>
            ) : null}
            {promo.categories.length > 0 ? (
              <Fact label="Kategori">
                {promo.categories.map((category, index) => (
                  <span key={category.id}>
                    {index > 0 ? ', ' : null}
                    <Link to={promoListHref({ category: category.slug, sort: 'newest' })}>
                      {category.title}
                    </Link>
                  </span>
                ))}
              </Fact>
            ) : null}
          </dl>
        </div>

        <div className={promoCss.promoDetailActions} data-testid="promo-actions">
          <MemberPart>
            <ClaimVoucher
              promo={promo}
              viewerClaim={member?.promo?.viewerClaim}
              secondary={
                <>
                  <BookmarkButton
                    promoId={promo.id}
                    bookmarked={member?.promo?.isBookmarked ?? false}
                  />
                  <ShareButton title={promo.title} text={promo.shortContent} />
                </>
              }
            />
          </MemberPart>
        </div>

        <div className={promoCss.promoDetailDetails}>
          <DetailSection title="Deskripsi" html={promo.content} />
          <DetailSection title="Syarat & Ketentuan" html={promo.tnc} />
          <DetailSection title="Cara Penukaran" html={promo.howToUse} />
        </div>
      </div>

      <StaticIsland>
        <RelatedPromos promoId={promo.id} variables={relatedPromoVariables(promo)} />
      </StaticIsland>
    </div>
  );
}
