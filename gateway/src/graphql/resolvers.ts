import type { Resolvers } from '../generated/resolvers-types.js';
import { categoryResolvers } from '../modules/category/resolvers.js';

export const resolvers: Resolvers[] = [{ Query: { ok: () => true } }, categoryResolvers];
