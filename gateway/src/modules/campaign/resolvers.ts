import type { Resolvers } from '../../generated/resolvers-types.js';
import { checkPageArgs, toPage } from '../../lib/paging.js';
import type {
  CampaignDetailPayload,
  CampaignEventDetailPayload,
} from '../../upstream/content-types.js';

export const campaignResolvers: Resolvers = {
  Query: {
    campaigns: async (_parent, args, { content }) => {
      const pageArgs = checkPageArgs(args);
      return toPage(await content.campaigns(pageArgs), pageArgs);
    },
    campaign: (_parent, { slug }, { loaders }) => loaders.campaign.campaign.load(slug),
    campaignEvents: async (_parent, args, { content }) => {
      const pageArgs = checkPageArgs(args);
      return toPage(await content.campaignEvents(pageArgs), pageArgs);
    },
    campaignEvent: (_parent, { slug }, { loaders }) => loaders.campaign.campaignEvent.load(slug),
  },
  Campaign: {
    description: (campaign, _args, { sanitizeHtml }) => sanitizeHtml(campaign.description),
    banner: (campaign) => campaign.banner ?? null,
    promoCount: (campaign) => campaign.promoCount ?? null,
    // A list item has no promos: the detail (loaded once per campaign) has them.
    promos: async (campaign, _args, { loaders }) =>
      (campaign as Partial<CampaignDetailPayload>).promos ??
      (await loaders.campaign.campaign.loader.load(String(campaign.id)))?.promos ??
      [],
    link: (campaign) => `/campaign/${encodeURIComponent(campaign.slug)}`,
  },
  CampaignEvent: {
    description: (campaignEvent, _args, { sanitizeHtml }) =>
      sanitizeHtml(campaignEvent.description),
    banner: (campaignEvent) => campaignEvent.banner ?? null,
    eventCount: (campaignEvent) => campaignEvent.eventCount ?? null,
    events: async (campaignEvent, _args, { loaders }) =>
      (campaignEvent as Partial<CampaignEventDetailPayload>).events ??
      (await loaders.campaign.campaignEvent.loader.load(String(campaignEvent.id)))?.events ??
      [],
    link: (campaignEvent) => `/campaign-event/${encodeURIComponent(campaignEvent.slug)}`,
  },
};
