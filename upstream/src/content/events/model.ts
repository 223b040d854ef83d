import { z } from 'zod';
import type { DbSession } from '../../db/db.js';
import type { PublicUrl } from '../../http/public-url.js';
import { Params, iso } from '../shared.js';

export const Event = z.object({
  id: z.int(),
  slug: z.string(),
  title: z.string(),
  image: z.string().describe('Absolute URL, 16:9 (800×450)'),
  shortContent: z.string(),
  content: z.string().describe('HTML; sanitise before rendering'),
  venue: z.object({
    name: z.string(),
    address: z.string(),
    city: z.string(),
    latitude: z.number(),
    longitude: z.number(),
  }),
  startAt: z.string().describe('ISO 8601'),
  endAt: z.string().describe('ISO 8601'),
  quota: z.int().describe('Seats in total'),
  quotaLeft: z.int(),
  pointCost: z.int().describe('Points per attendee; 0 is free'),
  maxAttendees: z.int().describe('Attendees one registration may carry'),
  isPast: z.boolean().describe('endAt has passed'),
  isFull: z.boolean(),
  isFavorite: z.boolean(),
  isRegistered: z.boolean().describe('The caller has registered; always false for a visitor'),
});
export type Event = z.output<typeof Event>;

export interface EventRow {
  id: number;
  slug: string;
  title: string;
  image_path: string;
  short_content: string;
  content: string;
  venue_name: string;
  venue_address: string;
  city: string;
  latitude: number;
  longitude: number;
  start_at: Date;
  end_at: Date;
  quota: number;
  seats_taken: number;
  point_cost: number;
  max_attendees: number;
  is_favorite: boolean;
  is_registered: boolean;
}

export function selectEvents(params: Params, viewer: number | null): string {
  return `
    SELECT e.id, e.slug, e.title, e.image_path, e.short_content, e.content, e.venue_name,
           e.venue_address, e.city, e.latitude, e.longitude, e.start_at, e.end_at, e.quota,
           e.seats_taken, e.point_cost, e.max_attendees, e.is_favorite,
           EXISTS (SELECT 1 FROM event_registrations r
                    WHERE r.event_id = e.id AND r.user_id = ${params.add(viewer)}::int) AS is_registered
      FROM events e`;
}

export async function findEvent(
  db: DbSession,
  key: { id: number } | { slug: string },
  viewer: number | null,
): Promise<EventRow | undefined> {
  const params = new Params();
  const select = selectEvents(params, viewer);
  const where = 'id' in key ? `e.id = ${params.add(key.id)}` : `e.slug = ${params.add(key.slug)}`;
  const [row] = await db.query<EventRow>(`${select} WHERE ${where}`, params.values);
  return row;
}

export function toEvent(row: EventRow, publicUrl: PublicUrl, now: Date = new Date()): Event {
  const quotaLeft = Math.max(0, row.quota - row.seats_taken);
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    image: publicUrl.storage(row.image_path),
    shortContent: row.short_content,
    content: row.content,
    venue: {
      name: row.venue_name,
      address: row.venue_address,
      city: row.city,
      latitude: Number(row.latitude),
      longitude: Number(row.longitude),
    },
    startAt: iso(row.start_at),
    endAt: iso(row.end_at),
    quota: row.quota,
    quotaLeft,
    pointCost: row.point_cost,
    maxAttendees: row.max_attendees,
    isPast: new Date(row.end_at).getTime() < now.getTime(),
    isFull: quotaLeft === 0,
    isFavorite: row.is_favorite,
    isRegistered: row.is_registered,
  };
}
