import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { breadcrumbJsonLd, Breadcrumbs, type Crumb } from '../../components/breadcrumbs';
import { CardGrid } from '../../components/card-grid';
import { EmptyState } from '../../components/empty-state';
import { PageHead, useSiteOrigin } from '../../components/page-head';
import { Section } from '../../components/section';
import { CampaignHero } from '../../features/campaign/campaign-hero';
import { htmlToText } from '../../features/campaign/html-text';
import { EventCard, EventCardSkeleton } from '../../features/event/event-card';
import { paths } from '../../lib/paths';
import * as containerCss from '../../components/container.css';
import * as campaignCss from '../../features/campaign/campaign.css';
import { CampaignEventPageQuery } from './campaign-event-loader';

/** A campaign of events: its hero and its events. Plain markup. */
export function Component() {
  const { slug = '' } = useParams();
  const origin = useSiteOrigin();
  const { data } = useQuery(CampaignEventPageQuery, { variables: { slug } });
  const campaign = data?.campaignEvent;
  if (!campaign) return null;

  const path = paths.campaignEvent(campaign.slug);
  const crumbs: Crumb[] = [
    { label: 'Beranda', href: paths.home() },
    { label: 'Event', href: paths.events() },
    { label: campaign.title },
  ];
  const events = campaign.events;

  return (
    <div className={`${containerCss.root} ${campaignCss.page}`}>
      <PageHead
        title={campaign.title}
        description={htmlToText(campaign.description) || `Event pilihan: ${campaign.title}.`}
        image={campaign.banner?.desktop ?? campaign.image}
        canonicalPath={path}
        jsonLd={[breadcrumbJsonLd(crumbs, origin, path)]}
      />
      <Breadcrumbs items={crumbs} />
      <CampaignHero
        title={campaign.title}
        image={campaign.image}
        banner={campaign.banner}
        description={campaign.description}
        meta={events.length > 0 ? `${events.length} event` : undefined}
      />
      <div className={campaignCss.list}>
        <Section title="Event dalam kampanye ini">
          {events.length > 0 ? (
            <CardGrid skeleton={<EventCardSkeleton />}>
              {events.map((event) => (
                <li key={event.id}>
                  <EventCard event={event} />
                </li>
              ))}
            </CardGrid>
          ) : (
            <EmptyState
              title="Belum ada event di kampanye ini"
              description="Nantikan event berikutnya, atau lihat event lain yang sedang dibuka."
              action={{ label: 'Lihat semua event', href: paths.events() }}
            />
          )}
        </Section>
      </div>
    </div>
  );
}
