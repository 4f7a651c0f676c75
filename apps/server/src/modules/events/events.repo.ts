import { and, count, desc, eq, ilike, inArray, like, ne, notExists, or, sql, type Placeholder } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.js';
import { containsPattern } from '../../db/like.js';
import { prepared } from '../../db/prepared.js';
import { companies, eventAttendees, eventSlugHistory, events, users } from '../../db/schema/index.js';
import { attendeeCount, dropRemovedIntents } from '../attendees/attendees.queries.js';
import { fullSql, waitingCount } from '../waitlist/places.queries.js';
import { storageKeyOf } from '../uploads/uploads.queries.js';

type Conn = Db | Tx;
export type EventRow = typeof events.$inferSelect;

/** Where the event's logo and banner are stored (null without one). */
const imageKeys = { logoKey: storageKeyOf(events.logoUploadId), bannerKey: storageKeyOf(events.bannerUploadId) };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An event that had this slug before: old links and printed codes still find it. */
const retiredSlug = (slug: string | Placeholder) => sql`${events.id} in (select ${eventSlugHistory.eventId} from ${eventSlugHistory} where ${eventSlugHistory.slug} = ${slug})`;

/** An event's id, its slug or one of its old slugs (decision 010: `{event}` accepts any of them). */
export const byRef = (ref: string) => (UUID.test(ref) ? or(eq(events.id, ref), eq(events.slug, ref))! : or(eq(events.slug, ref), retiredSlug(ref))!);

// The hot lookups by ref, prepared (decision 015): one statement for ids, one for slugs.
const refParam = sql.placeholder('ref');
const refWhere = { id: or(eq(events.id, refParam), eq(events.slug, refParam))!, slug: or(eq(events.slug, refParam), retiredSlug(refParam))! };
const refKind = (value: string) => (UUID.test(value) ? 'id' : 'slug');

/** What the public answer needs: the event and its image keys, no attendee count. */
const publicOf = {
  id: prepared((db) => publicSelect(db).where(refWhere.id).limit(1).prepare('public_event_by_id')),
  slug: prepared((db) => publicSelect(db).where(refWhere.slug).limit(1).prepare('public_event_by_slug')),
};
function publicSelect(db: Db) {
  return db
    .select({ event: events, companyName: companies.name, ...imageKeys, full: fullSql })
    .from(events)
    .innerJoin(companies, eq(companies.id, events.companyId));
}
export type PublicEventRow = Awaited<ReturnType<ReturnType<typeof publicSelect>['execute']>>[number];

const ownerSelect = (db: Db) => db.select({ id: events.id, companyId: events.companyId, timeZone: events.timeZone, status: events.status }).from(events);
const ownerOf = {
  id: prepared((db) => ownerSelect(db).where(refWhere.id).limit(1).prepare('event_owner_by_id')),
  slug: prepared((db) => ownerSelect(db).where(refWhere.slug).limit(1).prepare('event_owner_by_slug')),
};

const withImages = (db: Conn) =>
  db
    .select({ event: events, companyName: companies.name, ...imageKeys, full: fullSql, attendeeCount: attendeeCount(events.id), waitingCount: waitingCount(events.id) })
    .from(events)
    .innerJoin(companies, eq(companies.id, events.companyId));

export type EventWithImages = Awaited<ReturnType<ReturnType<typeof withImages>['execute']>>[number];

export const eventsRepo = {
  findOne: async (db: Conn, where: ReturnType<typeof eq>) => (await withImages(db).where(where).limit(1))[0],
  findOfCompany: (db: Conn, companyId: string, ref: string) => eventsRepo.findOne(db, and(eq(events.companyId, companyId), byRef(ref))!),
  findByRef: (db: Conn, ref: string) => eventsRepo.findOne(db, byRef(ref)),
  /** The public answer's row (its id, slug or an old slug). */
  findPublic: async (db: Db, value: string) => (await publicOf[refKind(value)](db).execute({ ref: value }))[0],
  /** Just who owns it and its clock: the hot path of every attendee request. */
  findOwner: async (db: Db, value: string) => (await ownerOf[refKind(value)](db).execute({ ref: value }))[0],
  findByIds: (db: Conn, ids: string[]) => (ids.length ? withImages(db).where(inArray(events.id, ids)) : Promise.resolve([])),

  async pageOfCompany(db: Conn, companyId: string, { page, pageSize, q, status }: { page: number; pageSize: number; q?: string; status?: EventRow['status'] }) {
    const search = q ? or(ilike(events.name, containsPattern(q)), ilike(events.slug, containsPattern(q))) : undefined;
    // Archived events leave the list unless asked for.
    const ofStatus = status ? eq(events.status, status) : ne(events.status, 'archived');
    // One extra row tells whether there is a next page.
    const rows = await withImages(db)
      .where(and(eq(events.companyId, companyId), search, ofStatus))
      .orderBy(desc(events.startDate), desc(events.createdAt))
      .limit(pageSize + 1)
      .offset((page - 1) * pageSize);
    return { rows: rows.slice(0, pageSize), hasMore: rows.length > pageSize };
  },

  /** Slugs in use or retired that start like this one, to pick a free one. */
  async slugsLike(db: Conn, base: string) {
    const [current, retired] = await Promise.all([
      db
        .select({ slug: events.slug })
        .from(events)
        .where(or(eq(events.slug, base), like(events.slug, `${base}-%`))),
      db
        .select({ slug: eventSlugHistory.slug })
        .from(eventSlugHistory)
        .where(or(eq(eventSlugHistory.slug, base), like(eventSlugHistory.slug, `${base}-%`))),
    ]);
    return [...current, ...retired].map((r) => r.slug);
  },
  /** Another event has this slug now, or had it: its old links must keep leading there. */
  async slugTaken(db: Conn, slug: string, exceptId?: string) {
    const other = (id: typeof events.id | typeof eventSlugHistory.eventId) => (exceptId ? sql`${id} <> ${exceptId}` : sql`true`);
    const [current, retired] = await Promise.all([
      db
        .select({ n: count() })
        .from(events)
        .where(and(eq(events.slug, slug), other(events.id))),
      db
        .select({ n: count() })
        .from(eventSlugHistory)
        .where(and(eq(eventSlugHistory.slug, slug), other(eventSlugHistory.eventId))),
    ]);
    return current[0]!.n + retired[0]!.n > 0;
  },
  /** The event moves to a new slug; the old one keeps pointing at it (and taking an old one back un-retires it). */
  async retireSlug(db: Conn, eventId: string, oldSlug: string, newSlug: string) {
    await db.delete(eventSlugHistory).where(and(eq(eventSlugHistory.slug, newSlug), eq(eventSlugHistory.eventId, eventId)));
    await db.insert(eventSlugHistory).values({ slug: oldSlug, eventId }).onConflictDoNothing();
  },

  /** Moves the event to `to` if it is in one of `from`; answers whether this call made the move. */
  async moveStatus(db: Conn, id: string, from: readonly EventRow['status'][], to: EventRow['status'], extra: Partial<typeof events.$inferInsert> = {}) {
    const moved = await db
      .update(events)
      .set({ ...extra, status: to, updatedAt: new Date() })
      .where(and(eq(events.id, id), inArray(events.status, [...from])))
      .returning({ id: events.id });
    return moved.length > 0;
  },
  /** Deletes the event only while nobody has joined it; answers whether it went. */
  async deleteUnjoined(db: Conn, id: string) {
    const joined = db
      .select({ one: sql`1` })
      .from(eventAttendees)
      .where(eq(eventAttendees.eventId, id));
    const gone = await db
      .delete(events)
      .where(and(eq(events.id, id), notExists(joined)))
      .returning({ id: events.id });
    return gone.length > 0;
  },
  /** Who is told of a cancellation: everyone who joined (their address and name). */
  attendeeAddresses: (db: Conn, eventId: string) =>
    db.select({ userId: users.id, email: users.email, username: users.username }).from(eventAttendees).innerJoin(users, eq(users.id, eventAttendees.userId)).where(eq(eventAttendees.eventId, eventId)),

  insert: async (db: Conn, v: typeof events.$inferInsert) => (await db.insert(events).values(v).returning())[0]!,
  update: (db: Conn, id: string, v: Partial<typeof events.$inferInsert>) =>
    db
      .update(events)
      .set({ ...v, updatedAt: new Date() })
      .where(eq(events.id, id)),
  dropRemovedIntents,
};
