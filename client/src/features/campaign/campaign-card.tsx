import type { FragmentType } from '@apollo/client';
import { CardLink } from '../../components/card-link';
import { ContentImage } from '../../components/content-image';
import { graphql } from '../../gql';
import { formatDate } from '../../lib/format';
import { fragmentData } from '../../lib/fragment-data';
import { paths } from '../../lib/paths';

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
