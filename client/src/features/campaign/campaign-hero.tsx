import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { ContentImageBox } from '../../components/content-image-box';
import { HtmlContent } from '../../components/html-content';
import { formatDateRange } from '../../lib/format';
import { BannerPicture } from '../home/banner-picture';
import { DETAIL_SIZES } from '../../lib/image-url';

/** The cuts the content API delivers for campaign banners. */
export const CAMPAIGN_BANNER_DESKTOP = { width: 1440, height: 400 };
export const CAMPAIGN_BANNER_MOBILE = { width: 750, height: 420 };

/**
 * The top of a campaign page (promos or events): its banner, the page's LCP image, in the cut
 * that fits the screen (the card image when it has no banner), then title, period and
 * description (HTML sanitised by the gateway).
 */
export function CampaignHero(props: {
  title: string;
  image: string;
  banner: { desktop: string; mobile: string } | null;
  startAt?: string | null;
  endAt?: string | null;
  description: string;
  /** A short line under the title, such as how many promos it holds. */
  meta?: string;
}) {
  const period = formatDateRange(props.startAt, props.endAt);
  return (
    <Stack gap={{ base: '4', md: '6' }}>
      {props.banner ? (
        <Box asChild rounded={{ base: 'lg', md: 'xl' }}>
          <BannerPicture
            desktop={props.banner.desktop}
            mobile={props.banner.mobile}
            alt={props.title}
            desktopSize={CAMPAIGN_BANNER_DESKTOP}
            mobileSize={CAMPAIGN_BANNER_MOBILE}
            priority
          />
        </Box>
      ) : (
        <ContentImageBox
          src={props.image}
          sizes={DETAIL_SIZES}
          alt={props.title}
          width={800}
          height={450}
          priority
          rounded="lg"
          maxW="3xl"
        />
      )}
      <Box>
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
          {props.title}
        </Heading>
        {period || props.meta ? (
          <Text mt="1" fontSize="sm" color="fg.muted">
            {[period ? `Periode ${period}` : null, props.meta].filter(Boolean).join(' · ')}
          </Text>
        ) : null}
        {props.description ? (
          <Box asChild mt="3" maxW="3xl" color="fg">
            <HtmlContent html={props.description} />
          </Box>
        ) : null}
      </Box>
    </Stack>
  );
}
