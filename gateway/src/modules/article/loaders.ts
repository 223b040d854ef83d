import type { ContentApi } from '../../upstream/content.js';
import { createSlugOrIdLoader } from '../shared/slug-or-id-loader.js';

/** Per-request article loader, by slug or id. */
export function createArticleLoaders(content: ContentApi) {
  return { article: createSlugOrIdLoader((key) => content.article(key)) };
}
