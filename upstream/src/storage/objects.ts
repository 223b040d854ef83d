import { createHash } from 'node:crypto';
import type { DbSession } from '../db/db.js';

export interface StoredObject {
  path: string;
  contentType: string;
  body: Uint8Array;
  etag: string;
}

export interface NewObject {
  path: string;
  contentType: string;
  body: Uint8Array | string;
}

/** Writes (or replaces) an object; the ETag is derived from the content so caches stay valid. */
export async function putObject(db: DbSession, object: NewObject): Promise<StoredObject> {
  const body = typeof object.body === 'string' ? Buffer.from(object.body, 'utf8') : object.body;
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  await db.query(
    `INSERT INTO storage_objects (path, content_type, body, etag) VALUES ($1, $2, $3, $4)
     ON CONFLICT (path) DO UPDATE
       SET content_type = EXCLUDED.content_type, body = EXCLUDED.body, etag = EXCLUDED.etag`,
    [object.path, object.contentType, body, etag],
  );
  return { path: object.path, contentType: object.contentType, body, etag };
}

export async function getObject(db: DbSession, path: string): Promise<StoredObject | undefined> {
  const rows = await db.query<{
    path: string;
    content_type: string;
    body: Uint8Array;
    etag: string;
  }>('SELECT path, content_type, body, etag FROM storage_objects WHERE path = $1', [path]);
  const row = rows[0];
  return row && { path: row.path, contentType: row.content_type, body: row.body, etag: row.etag };
}
