import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { Box, Skeleton, Stack } from '@chakra-ui/react';
import { CardLink } from '../../components/card-link';
import { ContentImage } from '../../components/content-image';
import { graphql } from '../../gql';
import { formatDate } from '../../lib/format';
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
  const { data: campaign, complete } = useFragment({
    fragment: CampaignCardFragment,
    from: props.campaign,
  });
  if (!complete) return <CampaignCardSkeleton />;
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
    <Box bg="white" rounded="lg" borderWidth="1px" overflow="hidden" h="full" aria-hidden="true">
      <Skeleton aspectRatio="800 / 450" rounded="none" />
      <Stack gap="2" p="3">
        <Skeleton height="4" width="70%" />
        <Skeleton height="3" width="50%" />
      </Stack>
    </Box>
  );
}
