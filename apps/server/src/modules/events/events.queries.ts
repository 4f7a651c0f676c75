import { eq } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/index.js';
import { events } from '../../db/schema/index.js';

/* What other modules may read of the events, inside their own queries (the events module owns them). */

/** Every event with what other modules show of it: names, days, place and clock. Join it on `id`. */
export const eventsQuery = () =>
  new QueryBuilder()
    .select({
      id: events.id,
      companyId: events.companyId,
      slug: events.slug,
      name: events.name,
      startDate: events.startDate,
      endDate: events.endDate,
      startTime: events.startTime,
      endTime: events.endTime,
      location: events.location,
      description: events.description,
      timeZone: events.timeZone,
      status: events.status,
      updatedAt: events.updatedAt,
    })
    .from(events)
    .as('event');

/** One event's name, slug, first and last day. */
export async function eventSummary(db: Db | Tx, eventId: string) {
  const event = eventsQuery();
  return (await db.select({ name: event.name, slug: event.slug, startDate: event.startDate, endDate: event.endDate }).from(event).where(eq(event.id, eventId)))[0];
}
