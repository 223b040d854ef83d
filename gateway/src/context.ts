import type { Dispatcher } from 'undici';
import type { Config } from './config.js';
import { createCategoryLoaders } from './modules/category/loaders.js';
import { createContentApi, type ContentApi } from './upstream/content.js';

/** What every resolver receives. Built fresh for each request: nothing per-request is shared. */
export interface GatewayContext {
  config: Config;
  content: ContentApi;
  loaders: {
    category: ReturnType<typeof createCategoryLoaders>;
  };
}

export interface ContextDeps {
  config: Config;
  contentDispatcher: Dispatcher;
}

export function createContext({ config, contentDispatcher }: ContextDeps): GatewayContext {
  const content = createContentApi({
    baseUrl: config.contentApiUrl,
    timeoutMs: config.upstreamTimeoutMs,
    dispatcher: contentDispatcher,
  });
  return {
    config,
    content,
    loaders: { category: createCategoryLoaders(content) },
  };
}
