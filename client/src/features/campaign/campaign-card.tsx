import type { FragmentType } from '@apollo/client';
import { CardLink } from '../../components/card-link';
import { ContentImage } from '../../components/content-image';
import { SkeletonBlock } from '../../components/skeleton';
import { graphql } from '../../gql';
import { formatDate } from '../../lib/format';
import { paths } from '../../lib/paths';
import { fragmentData } from '../../lib/fragment-data';

export const CampaignCardFragment = graphql(`
  fragment CampaignCard_campaign on Campaign {
    id
    slug
    title
    image
    endAt
    promoCount
  }
`);

/** '8 promo · s/d 28 Des 2026': what a campaign holds and until when. */
export function campaignSummary(promoCount: number | null, endAt: string | null): string {
  return [promoCount ? `${promoCount} promo` : null, endAt ? `s/d ${formatDate(endAt)}` : null]
    .filter(Boolean)
    .join(' · ');
}

/** One campaign in any list: its card image, title, how many promos and until when. */
export function CampaignCard(props: {
  campaign: FragmentType<typeof CampaignCardFragment>;
  priority?: boolean;
}) {
  const campaign = fragmentData(CampaignCardFragment, props.campaign);
  const summary = campaignSummary(campaign.promoCount, campaign.endAt);

  return (
    <CardLink to={paths.campaign(campaign.slug)} testId="campaign-card">
      <ContentImage
        src={campaign.image}
        alt={campaign.title}
        width={800}
        height={450}
        priority={props.priority}
      />
      <div className="mv-card__body mv-card__body--tight">
        <p className="mv-card__title mv-card__title--free">{campaign.title}</p>
        {summary ? <p className="mv-card__meta mv-card__meta--last">{summary}</p> : null}
      </div>
    </CardLink>
  );
}

/** The card's shape while its list loads. */
export function CampaignCardSkeleton() {
  return (
    <div className="mv-card-skeleton" aria-hidden="true">
      <SkeletonBlock className="mv-skeleton--media" style={{ aspectRatio: '800 / 450' }} />
      <div className="mv-card-skeleton__body">
        <SkeletonBlock style={{ height: '1rem', width: '70%' }} />
        <SkeletonBlock style={{ height: '0.75rem', width: '50%' }} />
      </div>
    </div>
  );
}
