import type { Migration } from './migration.js';

export const categoriesMigration: Migration = {
  id: '002_categories',
  sql: /* sql */ `
    CREATE TABLE categories (
      id integer PRIMARY KEY CHECK (id > 0),
      slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
      title text NOT NULL,
      -- Path inside object storage; the API turns it into an absolute URL.
      image_path text NOT NULL
    );
  `,
};
