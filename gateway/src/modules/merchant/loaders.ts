import DataLoader from 'dataloader';
import type { ContentApi } from '../../upstream/content.js';
import type { MerchantDetailPayload } from '../../upstream/content-types.js';

/** Per-request merchant loaders: one request never asks for the same merchant twice. */
export function createMerchantLoaders(content: ContentApi) {
  const byId: DataLoader<number, MerchantDetailPayload | null> = new DataLoader((ids) =>
    Promise.all(ids.map((id) => content.merchantById(id).then(primeSlug))),
  );
  const bySlug: DataLoader<string, MerchantDetailPayload | null> = new DataLoader((slugs) =>
    Promise.all(slugs.map((slug) => content.merchantBySlug(slug).then(primeId))),
  );

  function primeSlug(merchant: MerchantDetailPayload | null) {
    if (merchant) bySlug.prime(merchant.slug, merchant);
    return merchant;
  }
  function primeId(merchant: MerchantDetailPayload | null) {
    if (merchant) byId.prime(merchant.id, merchant);
    return merchant;
  }

  return { byId, bySlug };
}

export type MerchantLoaders = ReturnType<typeof createMerchantLoaders>;
