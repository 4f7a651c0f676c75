import { and, asc, desc, eq, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.js';
import { prepared } from '../../db/prepared.js';
import { eventAttendees, profileInterests, profilePlaces, profiles } from '../../db/schema/index.js';
import { accounts } from '../auth/auth.queries.js';
import { eventsQuery } from '../events/events.queries.js';
import { wasRemoved } from '../reports/reports.queries.js';
import { takePlace, type Placed } from '../waitlist/places.queries.js';
import { storageKeyOf } from '../uploads/uploads.queries.js';
import { attends, hometownOf, namesMatch, namesOf, personAtEvent } from './attendees.queries.js';
import { connectedToViewer, fieldVisibleTo } from './visibility.repo.js';
import { blockedEitherWay } from '../blocks/blocks.queries.js';

type Conn = Db | Tx;
export type { Placed };
export type ProfileRow = typeof profiles.$inferSelect;
export type PlaceRow = typeof profilePlaces.$inferSelect;

/** A profile with its username and the storage key of its photo (null without one). */
const profileSelect = (db: Conn) => {
  const account = accounts();
  return db
    .select({ profile: profiles, username: account.username, photoKey: storageKeyOf(profiles.photoUploadId) })
    .from(profiles)
    .innerJoin(account, eq(account.id, profiles.userId));
};

const attendance = prepared((db) =>
  db
    .select({ joinedAt: eventAttendees.joinedAt })
    .from(eventAttendees)
    .where(and(eq(eventAttendees.eventId, sql.placeholder('eventId')), eq(eventAttendees.userId, sql.placeholder('userId'))))
    .prepare('event_attendance'),
);

export const attendeesRepo = {
  /** Asked by nearly every attendee request: prepared. */
  isAttendee: async (db: Db, eventId: string, userId: string) => (await attendance(db).execute({ eventId, userId })).length > 0,
  /** The organisers removed this person from the event (decision 019): the join link refuses them. */
  wasRemoved: (db: Conn, eventId: string, userId: string) => wasRemoved(db, eventId, userId),
  emailShared: async (db: Conn, eventId: string, userId: string) =>
    (
      await db
        .select({ shared: eventAttendees.emailShared })
        .from(eventAttendees)
        .where(and(eq(eventAttendees.eventId, eventId), eq(eventAttendees.userId, userId)))
    )[0]?.shared ?? false,
  setEmailShared: (db: Conn, eventId: string, userId: string, shared: boolean) =>
    db
      .update(eventAttendees)
      .set({ emailShared: shared })
      .where(and(eq(eventAttendees.eventId, eventId), eq(eventAttendees.userId, userId))),
  /** A join decided under the event's lock (decision 037): a place, the line, or pending. */
  takePlace: (db: Db, eventId: string, userId: string, refusal: (() => Error) | null) => db.transaction((tx) => takePlace(tx, eventId, userId, refusal)),
  joinedAt: async (db: Conn, eventId: string, userId: string) =>
    (
      await db
        .select({ joinedAt: eventAttendees.joinedAt })
        .from(eventAttendees)
        .where(and(eq(eventAttendees.eventId, eventId), eq(eventAttendees.userId, userId)))
    )[0]?.joinedAt,

  /** My events: ongoing and upcoming first (soonest first), then past ones (latest first). */
  async myEvents(db: Conn, userId: string, page: number, pageSize: number) {
    const event = eventsQuery();
    // Current until the end time, or the end of the last day without hours (decision 036).
    const current = sql<boolean>`(${event.endDate} + coalesce(${event.endTime}, '24:00')::time) > (now() at time zone ${event.timeZone})`;
    const rows = await db
      .select({
        eventId: event.id,
        joinedAt: eventAttendees.joinedAt,
        current,
        hasProfile: sql<boolean>`exists (select 1 from ${profiles} where ${profiles.eventId} = ${event.id} and ${profiles.userId} = ${userId})`,
      })
      .from(eventAttendees)
      .innerJoin(event, eq(event.id, eventAttendees.eventId))
      // Archived events leave the list (decision 032).
      .where(and(eq(eventAttendees.userId, userId), ne(event.status, 'archived')))
      .orderBy(desc(current), sql`case when ${current} then ${event.startDate} end asc`, desc(event.startDate))
      .limit(pageSize + 1)
      .offset((page - 1) * pageSize);
    return { rows: rows.slice(0, pageSize), hasMore: rows.length > pageSize };
  },

  hasProfile: async (db: Conn, eventId: string, userId: string) =>
    (
      await db
        .select({ id: profiles.id })
        .from(profiles)
        .where(and(eq(profiles.eventId, eventId), eq(profiles.userId, userId)))
    ).length === 1,
  findProfile: async (db: Conn, eventId: string, userId: string) => (await profileSelect(db).where(and(eq(profiles.eventId, eventId), eq(profiles.userId, userId))))[0],
  interestIds: async (db: Conn, profileId: string) => (await db.select({ id: profileInterests.interestId }).from(profileInterests).where(eq(profileInterests.profileId, profileId))).map((r) => r.id),
  places: (db: Conn, profileId: string) => db.select().from(profilePlaces).where(eq(profilePlaces.profileId, profileId)).orderBy(asc(profilePlaces.role), asc(profilePlaces.position)),

  /** Writes the profile and replaces its interests and places; call inside a transaction. */
  async saveProfile(tx: Tx, v: Omit<typeof profiles.$inferInsert, 'id'>, interestIds: string[], places: Omit<PlaceRow, 'profileId'>[]) {
    const [row] = await tx
      .insert(profiles)
      .values(v)
      .onConflictDoUpdate({
        target: [profiles.eventId, profiles.userId],
        set: {
          firstName: v.firstName,
          lastName: v.lastName,
          gender: v.gender,
          headline: v.headline ?? null,
          bio: v.bio ?? null,
          links: v.links ?? [],
          intents: v.intents ?? [],
          // Left out (undefined), the photo stays as it is.
          ...(v.photoUploadId !== undefined ? { photoUploadId: v.photoUploadId } : {}),
          updatedAt: new Date(),
        },
      })
      .returning();
    await tx.delete(profileInterests).where(eq(profileInterests.profileId, row!.id));
    await tx.delete(profilePlaces).where(eq(profilePlaces.profileId, row!.id));
    await tx.insert(profileInterests).values(interestIds.map((interestId) => ({ profileId: row!.id, interestId })));
    await tx.insert(profilePlaces).values(places.map((p) => ({ ...p, profileId: row!.id })));
    return row!;
  },

  /** Interest ids of every profile of an event (or of some of its users). */
  async interestsByUser(db: Conn, eventId: string, userIds?: string[]) {
    const rows = await db
      .select({ userId: profiles.userId, interestId: profileInterests.interestId })
      .from(profiles)
      .innerJoin(profileInterests, eq(profileInterests.profileId, profiles.id))
      .where(and(eq(profiles.eventId, eventId), userIds ? inArray(profiles.userId, userIds.length ? userIds : ['00000000-0000-0000-0000-000000000000']) : undefined));
    const out = new Map<string, string[]>();
    for (const r of rows) out.set(r.userId, [...(out.get(r.userId) ?? []), r.interestId]);
    return out;
  },

  /** Storage keys of the photos of some of an event's people (those without a photo are left out). */
  photoKeys: async (db: Conn, eventId: string, userIds: string[]) =>
    userIds.length
      ? db
          .select({ userId: profiles.userId, photoKey: sql<string>`${storageKeyOf(profiles.photoUploadId)}` })
          .from(profiles)
          .where(and(eq(profiles.eventId, eventId), inArray(profiles.userId, userIds), isNotNull(profiles.photoUploadId)))
      : Promise.resolve([]),

  /** Some people as seen at one event: the names and hometown on their profile there (null without one), and whether they attend it. */
  people(db: Conn, eventId: string, userIds: string[]) {
    if (!userIds.length) return Promise.resolve([]);
    const person = personAtEvent(eventId);
    return db
      .select({
        userId: person.userId,
        ...namesOf(person),
        hometown: hometownOf(person.profileId),
        attending: attends(eventId, person.userId),
      })
      .from(person)
      .where(inArray(person.userId, userIds));
  },

  /** Hometown and interest ids (in id order) of some profiles at the event. */
  profileSummaries: (db: Conn, eventId: string, userIds: string[]) =>
    userIds.length
      ? db
          .select({
            userId: profiles.userId,
            hometown: hometownOf(profiles.id),
            interestIds: sql<
              string[]
            >`coalesce((select array_agg(${profileInterests.interestId} order by ${profileInterests.interestId}) from ${profileInterests} where ${profileInterests.profileId} = ${profiles.id}), '{}')`,
          })
          .from(profiles)
          .where(and(eq(profiles.eventId, eventId), inArray(profiles.userId, userIds)))
      : Promise.resolve([]),

  /** Who sees what of one event's profiles (decision 018). */
  privacyOf: async (db: Conn, eventId: string, userIds: string[]) =>
    userIds.length
      ? db
          .select({ userId: profiles.userId, visibility: profiles.visibility, hiddenFromDirectory: profiles.hiddenFromDirectory })
          .from(profiles)
          .where(and(eq(profiles.eventId, eventId), inArray(profiles.userId, userIds)))
      : Promise.resolve([]),
  setPrivacy: async (db: Conn, profileId: string, v: Pick<ProfileRow, 'visibility' | 'hiddenFromDirectory'>) => (await db.update(profiles).set(v).where(eq(profiles.id, profileId)).returning())[0]!,

  /** The directory as `viewerId` sees it: people hidden from it are left out, and so are fields they keep from the viewer. */
  async directory(db: Conn, eventId: string, viewerId: string, f: { q?: string; interest?: string; page: number; pageSize: number }) {
    const account = accounts();
    const conditions = [
      eq(profiles.eventId, eventId),
      or(eq(profiles.hiddenFromDirectory, false), eq(profiles.userId, viewerId))!,
      // People a block hides from the viewer (decision 019), left out in the query so pages stay full.
      sql`not ${blockedEitherWay(eventId, viewerId, profiles.userId)}`,
    ];
    if (f.q) conditions.push(namesMatch(f.q, { firstName: profiles.firstName, lastName: profiles.lastName, username: account.username }));
    if (f.interest) {
      // Only interests the viewer may see: a filter must not reveal a hidden one.
      conditions.push(
        sql`exists (select 1 from ${profileInterests} where ${profileInterests.profileId} = ${profiles.id} and ${profileInterests.interestId} = ${f.interest})`,
        fieldVisibleTo('interests', viewerId),
      );
    }
    const rows = await db
      .select({
        userId: profiles.userId,
        username: account.username,
        firstName: profiles.firstName,
        lastName: profiles.lastName,
        hometown: sql<string>`coalesce(${hometownOf(profiles.id)}, '')`,
        interestIds: sql<string[]>`coalesce((select array_agg(${profileInterests.interestId}) from ${profileInterests} where ${profileInterests.profileId} = ${profiles.id}), '{}')`,
        photoKey: storageKeyOf(profiles.photoUploadId),
        headline: profiles.headline,
        intents: profiles.intents,
        visibility: profiles.visibility,
        connected: sql<boolean>`${connectedToViewer(viewerId)}`,
      })
      .from(profiles)
      .innerJoin(account, eq(account.id, profiles.userId))
      .where(and(...conditions))
      .orderBy(asc(profiles.firstName), asc(profiles.lastName), asc(profiles.userId))
      .limit(f.pageSize + 1)
      .offset((f.page - 1) * f.pageSize);
    return { rows: rows.slice(0, f.pageSize), hasMore: rows.length > f.pageSize };
  },
};
