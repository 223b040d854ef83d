import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { CampaignPage } from '../../features/campaign/campaign-page';
import { EventCard, EventCardSkeleton } from '../../features/event/event-card';
import { paths } from '../../lib/paths';
import { CampaignEventPageQuery } from './campaign-event-loader';

/** A campaign of events: its hero and its events. Plain markup. */
export function Component() {
  const { slug = '' } = useParams();
  const { data } = useQuery(CampaignEventPageQuery, { variables: { slug } });
  const campaign = data?.campaignEvent;
  if (!campaign) return null;
  return (
    <CampaignPage
      campaign={campaign}
      path={paths.campaignEvent(campaign.slug)}
      parent={{ label: 'Event', href: paths.events() }}
      fallbackDescription={`Event pilihan: ${campaign.title}.`}
      noun="event"
      items={campaign.events}
      card={(event) => <EventCard event={event} />}
      skeleton={<EventCardSkeleton />}
      empty={{
        title: 'Belum ada event di kampanye ini',
        description: 'Nantikan event berikutnya, atau lihat event lain yang sedang dibuka.',
        action: 'Lihat semua event',
      }}
    />
  );
}
