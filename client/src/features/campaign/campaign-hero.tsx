import { DetailImage } from '../../components/content-image';
import { HtmlContent } from '../../components/html-content';
import { formatDateRange } from '../../lib/format';
import { BannerPicture } from '../../components/banner-picture';
import * as pageCss from '../../components/page.css';
import * as campaignCss from './campaign.css';

/** The cuts the content API delivers for campaign banners. */
const CAMPAIGN_BANNER_DESKTOP = { width: 1440, height: 400 };
const CAMPAIGN_BANNER_MOBILE = { width: 750, height: 420 };

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
    <div className={campaignCss.hero}>
      {props.banner ? (
        <BannerPicture
          desktop={props.banner.desktop}
          mobile={props.banner.mobile}
          alt={props.title}
          desktopSize={CAMPAIGN_BANNER_DESKTOP}
          mobileSize={CAMPAIGN_BANNER_MOBILE}
          priority
          className={campaignCss.heroBanner}
        />
      ) : (
        <DetailImage src={props.image} alt={props.title} className={campaignCss.heroImage} />
      )}
      <div>
        <h1 className={pageCss.title}>{props.title}</h1>
        {period || props.meta ? (
          <p className={campaignCss.heroMeta}>
            {[period ? `Periode ${period}` : null, props.meta].filter(Boolean).join(' · ')}
          </p>
        ) : null}
        {props.description ? (
          <HtmlContent html={props.description} className={campaignCss.heroDescription} />
        ) : null}
      </div>
    </div>
  );
}
