import type { Resolvers } from '../generated/resolvers-types.js';
import { categoryResolvers } from '../modules/category/resolvers.js';
import { viewerResolvers } from '../modules/viewer/resolvers.js';

export const resolvers: Resolvers[] = [
  { Query: { ok: () => true } },
  categoryResolvers,
  viewerResolvers,
];
