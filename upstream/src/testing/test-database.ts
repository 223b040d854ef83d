import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A new, empty database on the PostgreSQL server the suite was pointed at, so that test files
 * running side by side each get their own, as each gets its own in-memory PGlite otherwise.
 */
export async function createTestDatabase(serverUrl: string): Promise<string> {
  const name = `upstream_test_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
