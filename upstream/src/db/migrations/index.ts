import type { Migration } from './migration.js';
import { storageMigration } from './001_storage.js';
import { categoriesMigration } from './002_categories.js';
import { identityMigration } from './003_identity.js';
import { contentMigration } from './010_content.js';
import { contentMemberMigration } from './011_content_member.js';
import { partnerInquiriesMigration } from './012_partner_inquiries.js';
import { idempotencyKeysMigration } from './013_idempotency_keys.js';

export type { Migration } from './migration.js';

/** Applied in this order; append new domains (content, identity) at the end, never reorder. */
export const migrations: readonly Migration[] = [
  storageMigration,
  categoriesMigration,
  identityMigration,
  contentMigration,
  contentMemberMigration,
  partnerInquiriesMigration,
  idempotencyKeysMigration,
];
