import { and, count, desc, eq, inArray, like, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/index.js';
import { eventAttendees, events, uploads } from '../../db/schema/index.js';

type Conn = Db | Tx;
export type EventRow = typeof events.$inferSelect;

const logo = alias(uploads, 'logo');
const banner = alias(uploads, 'banner');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An event's id or its slug (DESIGN.md: `{event}` accepts either). */
export const byRef = (ref: string) => (UUID.test(ref) ? or(eq(events.id, ref), eq(events.slug, ref))! : eq(events.slug, ref));

const withImages = (db: Conn) =>
  db
    .select({
      event: events,
      logoKey: logo.storageKey,
      bannerKey: banner.storageKey,
      attendeeCount: sql<number>`(select count(*)::int from ${eventAttendees} where ${eventAttendees.eventId} = ${events.id})`,
    })
    .from(events)
    .leftJoin(logo, eq(logo.id, events.logoUploadId))
    .leftJoin(banner, eq(banner.id, events.bannerUploadId));

export type EventWithImages = Awaited<ReturnType<ReturnType<typeof withImages>['execute']>>[number];

export const eventsRepo = {
  findOne: async (db: Conn, where: ReturnType<typeof eq>) => (await withImages(db).where(where).limit(1))[0],
  findOfCompany: (db: Conn, companyId: string, ref: string) =>
    eventsRepo.findOne(db, and(eq(events.companyId, companyId), byRef(ref))!),
  findBySlug: (db: Conn, slug: string) => eventsRepo.findOne(db, eq(events.slug, slug)),
  findByRef: (db: Conn, ref: string) => eventsRepo.findOne(db, byRef(ref)),
  /** Just who owns it and its clock: the hot path of every attendee request. */
  findOwner: async (db: Conn, ref: string) =>
    (await db.select({ id: events.id, companyId: events.companyId, timeZone: events.timeZone }).from(events).where(byRef(ref)).limit(1))[0],
  findByIds: (db: Conn, ids: string[]) => (ids.length ? withImages(db).where(inArray(events.id, ids)) : Promise.resolve([])),

  async pageOfCompany(db: Conn, companyId: string, page: number, pageSize: number) {
    // One extra row tells whether there is a next page.
    const rows = await withImages(db)
      .where(eq(events.companyId, companyId))
      .orderBy(desc(events.startDate), desc(events.createdAt))
      .limit(pageSize + 1)
      .offset((page - 1) * pageSize);
    return { rows: rows.slice(0, pageSize), hasMore: rows.length > pageSize };
  },

  slugsLike: async (db: Conn, base: string) =>
    (await db.select({ slug: events.slug }).from(events).where(or(eq(events.slug, base), like(events.slug, `${base}-%`)))).map((r) => r.slug),
  slugTaken: async (db: Conn, slug: string, exceptId?: string) =>
    (await db.select({ n: count() }).from(events).where(exceptId ? and(eq(events.slug, slug), sql`${events.id} <> ${exceptId}`) : eq(events.slug, slug)))[0]!.n > 0,

  insert: async (db: Conn, v: typeof events.$inferInsert) => (await db.insert(events).values(v).returning())[0]!,
  update: (db: Conn, id: string, v: Partial<typeof events.$inferInsert>) =>
    db.update(events).set({ ...v, updatedAt: new Date() }).where(eq(events.id, id)),
};
