import type { FragmentType } from '@apollo/client';
import { CardLink } from '../../components/card-link';
import { ContentImage } from '../../components/content-image';
import { graphql } from '../../gql';
import { formatDate } from '../../lib/format';
import { fragmentData } from '../../lib/fragment-data';
import { paths } from '../../lib/paths';
import * as campaignCss from './campaign.css';
import * as cardCss from '../../components/card.css';

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
function campaignSummary(promoCount: number | null, endAt: string | null): string {
  return [promoCount ? `${promoCount} promo` : null, endAt ? `s/d ${formatDate(endAt)}` : null]
    .filter(Boolean)
    .join(' · ');
}

/** One campaign in any list: its card image, title, how many promos and until when. */
export function CampaignCard(props: {
  campaign: FragmentType<typeof CampaignCardFragment>;
  priority?: boolean;
  /** How wide its picture is drawn, as `sizes`, where the list is not the card grid. */
  imageSizes?: string;
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
        sizes={props.imageSizes}
      />
      <div className={`${cardCss.body} ${cardCss.bodyTight}`}>
        <p className={`${cardCss.title} ${campaignCss.cardTitleFree}`}>{campaign.title}</p>
        {summary ? <p className={`${cardCss.meta} ${cardCss.metaLast}`}>{summary}</p> : null}
      </div>
    </CardLink>
  );
}
