import type { DbSession } from '../db.js';
import type { SeedContext } from './context.js';

export interface Seed {
  /** Unique; recorded in `seed_runs` so each seed fills its tables once. */
  id: string;
  run(tx: DbSession, context: SeedContext): Promise<void>;
}
