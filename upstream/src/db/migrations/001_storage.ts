import type { Migration } from './migration.js';

/** Object storage lives in the database so that in-memory and PostgreSQL set-ups behave alike. */
export const storageMigration: Migration = {
  id: '001_storage',
  sql: /* sql */ `
    CREATE TABLE storage_objects (
      path text PRIMARY KEY CHECK (path ~ '^[a-z0-9][a-z0-9/_.-]*$' AND path NOT LIKE '%..%'),
      content_type text NOT NULL,
      body bytea NOT NULL,
      etag text NOT NULL
    );
  `,
};
