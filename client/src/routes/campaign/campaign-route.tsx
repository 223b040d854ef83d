import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { CampaignPage } from '../../features/campaign/campaign-page';
import { PromoCard, PromoCardSkeleton } from '../../features/promo/promo-card';
import { paths } from '../../lib/paths';
import { CampaignPageQuery } from './campaign-loader';

/** A campaign: its hero and its promos. Plain markup. */
export function Component() {
  const { slug = '' } = useParams();
  const { data } = useQuery(CampaignPageQuery, { variables: { slug } });
  const campaign = data?.campaign;
  if (!campaign) return null;
  return (
    <CampaignPage
      campaign={campaign}
      path={paths.campaign(campaign.slug)}
      parent={{ label: 'Promo', href: paths.promos() }}
      fallbackDescription={`Promo pilihan kampanye ${campaign.title}.`}
      noun="promo"
      items={campaign.promos}
      card={(promo) => <PromoCard promo={promo} />}
      skeleton={<PromoCardSkeleton />}
      empty={{
        title: 'Promo kampanye ini sudah habis',
        description:
          'Semua promo di kampanye ini sudah berakhir. Masih ada banyak promo lain yang bisa kamu tukarkan.',
        action: 'Lihat semua promo',
      }}
    />
  );
}
