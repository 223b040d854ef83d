import type { Migration } from './migration.js';

/** Businesses that asked to join the programme through the site's "Jadi Partner" form. */
export const partnerInquiriesMigration: Migration = {
  id: '012_partner_inquiries',
  sql: /* sql */ `
    CREATE TABLE partner_inquiries (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      company_name text NOT NULL CHECK (length(company_name) BETWEEN 1 AND 120),
      contact_name text NOT NULL CHECK (length(contact_name) BETWEEN 1 AND 100),
      email text NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
      phone text NOT NULL CHECK (phone ~ '^(\\+62|62|0)8[1-9][0-9]{7,10}$'),
      message text NOT NULL CHECK (length(message) BETWEEN 10 AND 2000),
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX partner_inquiries_created ON partner_inquiries (created_at);
  `,
};
