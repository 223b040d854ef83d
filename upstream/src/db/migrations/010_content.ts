import type { Migration } from './migration.js';

/**
 * The public side of the content API: merchants and their outlets, promos, events, campaigns,
 * articles and home content. Ids are given by the seed (stable across runs); image columns hold
 * paths inside object storage. Member-bound tables (vouchers, bookmarks, registrations) follow
 * in `011_content_member`, after the identity domain's `users`.
 */
export const contentMigration: Migration = {
  id: '010_content',
  sql: /* sql */ `
    CREATE TABLE merchants (
      id integer PRIMARY KEY CHECK (id > 0),
      slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
      name text NOT NULL,
      description text NOT NULL,
      image_path text NOT NULL,
      website text
    );
    CREATE TABLE merchant_categories (
      merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
      category_id integer NOT NULL REFERENCES categories (id) ON DELETE CASCADE,
      PRIMARY KEY (merchant_id, category_id)
    );
    CREATE TABLE outlets (
      id integer PRIMARY KEY CHECK (id > 0),
      merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
      name text NOT NULL,
      address text NOT NULL,
      city text NOT NULL,
      latitude double precision NOT NULL,
      longitude double precision NOT NULL
    );
    CREATE INDEX outlets_merchant ON outlets (merchant_id);

    CREATE TABLE promos (
      id integer PRIMARY KEY CHECK (id > 0),
      slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
      merchant_id integer NOT NULL REFERENCES merchants (id),
      title text NOT NULL,
      image_path text NOT NULL,
      thumbnail_path text NOT NULL,
      short_content text NOT NULL,
      content text NOT NULL,
      tnc text NOT NULL,
      how_to_use text NOT NULL,
      valid_from timestamptz NOT NULL,
      valid_to timestamptz NOT NULL CHECK (valid_to > valid_from),
      -- Points per voucher; 0 is free.
      price integer NOT NULL CHECK (price >= 0),
      -- Vouchers left to claim.
      stock integer NOT NULL CHECK (stock >= 0),
      -- How many vouchers of this promo one member may hold.
      max_per_member integer NOT NULL DEFAULT 1 CHECK (max_per_member > 0),
      -- Days a claimed voucher stays redeemable (capped by valid_to).
      redeem_days integer NOT NULL DEFAULT 30 CHECK (redeem_days > 0),
      is_favorite boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL
    );
    CREATE INDEX promos_merchant ON promos (merchant_id);
    CREATE INDEX promos_valid_to ON promos (valid_to);
    CREATE TABLE promo_categories (
      promo_id integer NOT NULL REFERENCES promos (id) ON DELETE CASCADE,
      category_id integer NOT NULL REFERENCES categories (id) ON DELETE CASCADE,
      PRIMARY KEY (promo_id, category_id)
    );

    CREATE TABLE events (
      id integer PRIMARY KEY CHECK (id > 0),
      slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
      title text NOT NULL,
      image_path text NOT NULL,
      short_content text NOT NULL,
      content text NOT NULL,
      venue_name text NOT NULL,
      venue_address text NOT NULL,
      city text NOT NULL,
      latitude double precision NOT NULL,
      longitude double precision NOT NULL,
      start_at timestamptz NOT NULL,
      end_at timestamptz NOT NULL CHECK (end_at > start_at),
      quota integer NOT NULL CHECK (quota >= 0),
      -- Seats taken; kept with the registrations in one transaction.
      seats_taken integer NOT NULL DEFAULT 0 CHECK (seats_taken >= 0 AND seats_taken <= quota),
      point_cost integer NOT NULL CHECK (point_cost >= 0),
      max_attendees integer NOT NULL DEFAULT 4 CHECK (max_attendees > 0),
      is_favorite boolean NOT NULL DEFAULT false
    );
    CREATE INDEX events_start_at ON events (start_at);

    CREATE TABLE campaigns (
      id integer PRIMARY KEY CHECK (id > 0),
      slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
      title text NOT NULL,
      description text NOT NULL,
      image_path text NOT NULL,
      banner_desktop_path text NOT NULL,
      banner_mobile_path text NOT NULL,
      start_at timestamptz NOT NULL,
      end_at timestamptz NOT NULL,
      position integer NOT NULL
    );
    CREATE TABLE campaign_promos (
      campaign_id integer NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
      promo_id integer NOT NULL REFERENCES promos (id) ON DELETE CASCADE,
      position integer NOT NULL,
      PRIMARY KEY (campaign_id, promo_id)
    );

    CREATE TABLE event_campaigns (
      id integer PRIMARY KEY CHECK (id > 0),
      slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
      title text NOT NULL,
      description text NOT NULL,
      image_path text NOT NULL,
      banner_desktop_path text NOT NULL,
      banner_mobile_path text NOT NULL,
      position integer NOT NULL
    );
    CREATE TABLE event_campaign_events (
      event_campaign_id integer NOT NULL REFERENCES event_campaigns (id) ON DELETE CASCADE,
      event_id integer NOT NULL REFERENCES events (id) ON DELETE CASCADE,
      position integer NOT NULL,
      PRIMARY KEY (event_campaign_id, event_id)
    );

    CREATE TABLE article_categories (
      id integer PRIMARY KEY CHECK (id > 0),
      slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
      title text NOT NULL
    );
    CREATE TABLE articles (
      id integer PRIMARY KEY CHECK (id > 0),
      slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
      category_id integer NOT NULL REFERENCES article_categories (id),
      title text NOT NULL,
      image_path text NOT NULL,
      summary text NOT NULL,
      -- HTML, not sanitised: clients must sanitise before rendering.
      content text NOT NULL,
      tags text[] NOT NULL DEFAULT '{}',
      author text NOT NULL,
      published_at timestamptz NOT NULL
    );
    CREATE INDEX articles_published_at ON articles (published_at);

    CREATE TABLE banners (
      id integer PRIMARY KEY CHECK (id > 0),
      title text NOT NULL,
      link text NOT NULL,
      image_desktop_path text NOT NULL,
      image_mobile_path text NOT NULL,
      position integer NOT NULL
    );
    CREATE TABLE announcements (
      id integer PRIMARY KEY CHECK (id > 0),
      title text NOT NULL,
      content text NOT NULL,
      link text,
      starts_at timestamptz NOT NULL,
      ends_at timestamptz NOT NULL
    );
    CREATE TABLE app_links (
      id integer PRIMARY KEY CHECK (id = 1),
      play_store text NOT NULL,
      app_store text NOT NULL,
      app_link text NOT NULL,
      qr_image_path text NOT NULL
    );
  `,
};
