/** `pnpm seed:reset`: empties the configured database, then migrates and seeds it again. */
import { loadConfigFromEnvironment } from '../config.js';
import { openDatabase } from './open.js';
import { resetDatabase } from './prepare.js';

const config = loadConfigFromEnvironment();
const db = await openDatabase(config);
try {
  await resetDatabase(db);
  const where = config.databaseUrl ? 'PostgreSQL' : (config.dataDir ?? 'memory');
  console.log(`Upstream database reset and seeded (${where}).`);
} finally {
  await db.close();
}
