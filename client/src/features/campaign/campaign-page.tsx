import type { ReactNode } from 'react';
import { breadcrumbJsonLd, Breadcrumbs, type Crumb } from '../../components/breadcrumbs';
import { CardGrid } from '../../components/card-grid';
import { EmptyState } from '../../components/empty-state';
import { PageHead, useSiteOrigin } from '../../components/page-head';
import { Section } from '../../components/section';
import { paths } from '../../lib/paths';
import * as containerCss from '../../components/container.css';
import { CampaignHero } from './campaign-hero';
import { htmlToText } from './html-text';
import * as campaignCss from './campaign.css';

/**
 * A campaign page (of promos or of events): its head, breadcrumbs and hero, then its cards, or
 * an empty state that leads to the whole list. Plain markup.
 */
export function CampaignPage<Item extends { id: string }>(props: {
  campaign: {
    title: string;
    description: string;
    image: string;
    banner: { desktop: string; mobile: string } | null;
    startAt?: string | null;
    endAt?: string | null;
  };
  path: string;
  /** The list the campaign belongs to: the crumb between home and the campaign. */
  parent: { label: string; href: string };
  /** The meta description when the campaign's own description is empty. */
  fallbackDescription: string;
  /** What the campaign holds, as in "3 promo". */
  noun: string;
  items: readonly Item[];
  card: (item: Item) => ReactNode;
  skeleton: ReactNode;
  /** What the empty list says; its action leads to the parent list. */
  empty: { title: string; description: string; action: string };
}) {
  const { campaign, path, parent, items } = props;
  const origin = useSiteOrigin();
  const crumbs: Crumb[] = [
    { label: 'Beranda', href: paths.home() },
    parent,
    { label: campaign.title },
  ];
  return (
    <div className={`${containerCss.root} ${campaignCss.page}`}>
      <PageHead
        title={campaign.title}
        description={htmlToText(campaign.description) || props.fallbackDescription}
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
        meta={items.length > 0 ? `${items.length} ${props.noun}` : undefined}
      />
      <div className={campaignCss.list}>
        <Section title={`${parent.label} dalam kampanye ini`}>
          {items.length > 0 ? (
            <CardGrid skeleton={props.skeleton}>
              {items.map((item) => (
                <li key={item.id}>{props.card(item)}</li>
              ))}
            </CardGrid>
          ) : (
            <EmptyState
              title={props.empty.title}
              description={props.empty.description}
              action={{ label: props.empty.action, href: parent.href }}
            />
          )}
        </Section>
      </div>
    </div>
  );
}
