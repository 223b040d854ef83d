import type { ContentApi } from '../../upstream/content.js';
import { createSlugOrIdLoader } from '../shared/slug-or-id-loader.js';

/** Per-request loaders of campaigns and campaigns of events, by slug or id. */
export function createCampaignLoaders(content: ContentApi) {
  return {
    campaign: createSlugOrIdLoader((key) => content.campaign(key)),
    campaignEvent: createSlugOrIdLoader((key) => content.campaignEvent(key)),
  };
}
