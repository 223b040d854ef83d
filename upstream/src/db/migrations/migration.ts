export interface Migration {
  /** Unique and sortable, e.g. `002_categories`; recorded in `schema_migrations` once applied. */
  id: string;
  sql: string;
}
