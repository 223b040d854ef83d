import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { breadcrumbJsonLd, Breadcrumbs, type Crumb } from '../../components/breadcrumbs';
import { CardGrid } from '../../components/card-grid';
import { EmptyState } from '../../components/empty-state';
import { PageHead, useSiteOrigin } from '../../components/page-head';
import { Section } from '../../components/section';
import { CampaignHero } from '../../features/campaign/campaign-hero';
import { htmlToText } from '../../features/campaign/html-text';
import { PromoCard, PromoCardSkeleton } from '../../features/promo/promo-card';
import { paths } from '../../lib/paths';
import * as containerCss from '../../components/container.css';
import * as campaignCss from '../../features/campaign/campaign.css';
import { CampaignPageQuery } from './campaign-loader';

/** A campaign: its hero and its promos. Plain markup. */
export function Component() {
  const { slug = '' } = useParams();
  const origin = useSiteOrigin();
  const { data } = useQuery(CampaignPageQuery, { variables: { slug } });
  const campaign = data?.campaign;
  if (!campaign) return null;

  const path = paths.campaign(campaign.slug);
  const crumbs: Crumb[] = [
    { label: 'Beranda', href: paths.home() },
    { label: 'Promo', href: paths.promos() },
    { label: campaign.title },
  ];
  const promos = campaign.promos;

  return (
    <div className={`${containerCss.root} ${campaignCss.page}`}>
      <PageHead
        title={campaign.title}
        description={
          htmlToText(campaign.description) || `Promo pilihan kampanye ${campaign.title}.`
        }
        image={campaign.banner?.desktop ?? campaign.image}
        canonicalPath={path}
        jsonLd={[breadcrumbJsonLd(crumbs, origin, path)]}
      />
      <Breadcrumbs items={crumbs} />
      <CampaignHero
        title={campaign.title}
        image={campaign.image}
        banner={campaign.banner}
        startAt={campaign.startAt}
        endAt={campaign.endAt}
        description={campaign.description}
        meta={promos.length > 0 ? `${promos.length} promo` : undefined}
      />
      <div className={campaignCss.list}>
        <Section title="Promo dalam kampanye ini">
          {promos.length > 0 ? (
            <CardGrid skeleton={<PromoCardSkeleton />}>
              {promos.map((promo) => (
                <li key={promo.id}>
                  <PromoCard promo={promo} />
                </li>
              ))}
            </CardGrid>
          ) : (
            <EmptyState
              title="Promo kampanye ini sudah habis"
              description="Semua promo di kampanye ini sudah berakhir. Masih ada banyak promo lain yang bisa kamu tukarkan."
              action={{ label: 'Lihat semua promo', href: paths.promos() }}
            />
          )}
        </Section>
      </div>
    </div>
  );
}
