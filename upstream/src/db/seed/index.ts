import type { Seed } from './seed.js';
import { categoriesSeed } from './categories.js';
import { contentSeed } from './content.js';
import { contentMemberSeed } from './content-member.js';
import { identitySeed } from './identity.js';

export type { Seed } from './seed.js';

/** Run in this order (later seeds may reference earlier rows); append new domains at the end. */
export const seeds: readonly Seed[] = [
  categoriesSeed,
  identitySeed,
  contentSeed,
  contentMemberSeed,
];
