import type { Seed } from './seed.js';
import { categoriesSeed } from './categories.js';

export type { Seed } from './seed.js';

/** Run in this order (later seeds may reference earlier rows); append new domains at the end. */
export const seeds: readonly Seed[] = [categoriesSeed];
