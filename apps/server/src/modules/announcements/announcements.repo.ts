import { and, desc, eq, inArray, isNotNull, isNull, lte, min, notExists, or, sql, type SQLWrapper } from 'drizzle-orm';
import type { DoorAudience } from '@mingle/contracts';
import type { Db } from '../../db/index.js';
import { prepared } from '../../db/prepared.js';
import { uuidsOf } from '../../db/sql-list.js';
import { announcementDismissals, announcementLiveReads, announcements, eventAttendees, eventNotificationSettings, groupMembers } from '../../db/schema/index.js';
import { attendances, attends } from '../attendees/attendees.queries.js';
import { accounts } from '../auth/auth.queries.js';
import { checkedIn } from '../door/door.queries.js';
import { eventSummary } from '../events/events.queries.js';
import { groupsQuery, isMemberOf, memberIdsOf } from '../groups/groups.queries.js';

export type AnnouncementRow = typeof announcements.$inferSelect;
/** `sendAt` 'now': the database's clock (send now). */
type Writable = Omit<typeof announcements.$inferInsert, 'sendAt'> & { sendAt: Date | 'now' };
const stored = <T extends Partial<Writable>>(v: T) => ({ ...v, ...(v.sendAt === undefined ? {} : { sendAt: v.sendAt === 'now' ? sql`now()` : v.sendAt }) });
/** The group an announcement is for (none: the whole event). */
const grp = groupsQuery();
const listed = { a: announcements, groupName: grp.name };

/** Is `userId` meant to receive it: an attendee, for a group's a member of that group, for a personal one its recipient. */
const reaches = (userId: SQLWrapper | string) =>
  and(
    attends(announcements.eventId, userId),
    or(isNull(announcements.groupId), isMemberOf(announcements.groupId, userId)),
    or(isNull(announcements.recipientId), eq(announcements.recipientId, userId)),
    byTheDoor(announcements.doorAudience, announcements.eventId, userId),
  );
/** Event-wide and group announcements: the ones the organisers' list shows (not personal messages). */
const listedOnly = isNull(announcements.recipientId);

/** SQL: the door audience (decision 038) lets `userId` in: none set, or checked in as it asks. */
const byTheDoor = (door: SQLWrapper | DoorAudience | null, eventId: SQLWrapper | string, userId: SQLWrapper | string) =>
  sql`(${door}::text is null or (${door}::text = 'checkedIn') = ${checkedIn(eventId, userId)})`;

/** SQL: how many attendees of the row's event it reaches in the app now (its group's members, or its one recipient). */
const reachNow = sql<number>`(select count(*)::int from ${eventAttendees} where ${eventAttendees.eventId} = ${announcements.eventId}
  and (${announcements.groupId} is null or ${eventAttendees.userId} in (select ${groupMembers.userId} from ${groupMembers} where ${groupMembers.groupId} = ${announcements.groupId}))
  and (${announcements.recipientId} is null or ${eventAttendees.userId} = ${announcements.recipientId})
  and ${byTheDoor(announcements.doorAudience, announcements.eventId, eventAttendees.userId)})`;

/** Who muted announcement mail at the event. */
const muted = (db: Db, eventId: string, userId: SQLWrapper) =>
  db
    .select({ one: sql`1` })
    .from(eventNotificationSettings)
    .where(and(eq(eventNotificationSettings.eventId, eventId), eq(eventNotificationSettings.userId, userId), eq(eventNotificationSettings.announcementMail, false)));

// The attendee's list: what the home screen opens with, and every phone back from a lost connection asks again: prepared.
const mineOf = prepared((db) => {
  const userId = sql.placeholder('userId');
  return db
    .select({ a: announcements, group: { id: grp.id, name: grp.name, icon: grp.icon } })
    .from(announcements)
    .leftJoin(grp, eq(grp.id, announcements.groupId))
    .where(
      and(
        eq(announcements.eventId, sql.placeholder('eventId')),
        isNotNull(announcements.sentAt),
        reaches(userId),
        notExists(
          db
            .select({ one: sql`1` })
            .from(announcementDismissals)
            .where(and(eq(announcementDismissals.announcementId, announcements.id), eq(announcementDismissals.userId, userId))),
        ),
      ),
    )
    .orderBy(desc(announcements.sentAt))
    .limit(20)
    .prepare('announcements_mine');
});

export const announcementsRepo = {
  async page(db: Db, eventId: string, page: number, pageSize: number) {
    const rows = await db
      .select(listed)
      .from(announcements)
      .leftJoin(grp, eq(grp.id, announcements.groupId))
      .where(and(eq(announcements.eventId, eventId), listedOnly))
      // Scheduled first (soonest first), then sent (newest first).
      .orderBy(sql`${announcements.sentAt} is not null`, sql`case when ${announcements.sentAt} is null then ${announcements.sendAt} end`, desc(announcements.sentAt))
      .limit(pageSize + 1)
      .offset((page - 1) * pageSize);
    return { rows: rows.slice(0, pageSize), hasMore: rows.length > pageSize };
  },
  find: async (db: Db, eventId: string, id: string) =>
    (
      await db
        .select(listed)
        .from(announcements)
        .leftJoin(grp, eq(grp.id, announcements.groupId))
        .where(and(eq(announcements.eventId, eventId), eq(announcements.id, id), listedOnly))
    )[0],
  groupOf: async (db: Db, eventId: string, groupId: string) =>
    (
      await db
        .select({ id: grp.id, name: grp.name })
        .from(grp)
        .where(and(eq(grp.eventId, eventId), eq(grp.id, groupId)))
    )[0],
  insert: async (db: Db, values: Writable) =>
    (
      await db
        .insert(announcements)
        .values(stored(values) as typeof announcements.$inferInsert)
        .returning()
    )[0]!,
  /** Only while scheduled: answers nothing once the job (or a send-now) has claimed it. */
  updateScheduled: async (db: Db, id: string, values: Partial<Writable>) =>
    (
      await db
        .update(announcements)
        .set(stored(values) as Partial<typeof announcements.$inferInsert>)
        .where(and(eq(announcements.id, id), isNull(announcements.sentAt)))
        .returning()
    )[0],
  remove: async (db: Db, id: string) => (await db.delete(announcements).where(eq(announcements.id, id)).returning({ id: announcements.id }))[0],

  /**
   * Claims what is due, atomically: the row's `sent_at` is set by exactly one caller, however many
   * processes run the job at once (decision 022).
   */
  claimDue: (db: Db, onlyId?: string) =>
    db
      .update(announcements)
      // The reach is counted in the claim itself: the audience as it stands when it goes out.
      .set({ sentAt: sql`now()`, reachedCount: reachNow })
      .where(and(isNull(announcements.sentAt), lte(announcements.sendAt, sql`now()`), onlyId ? eq(announcements.id, onlyId) : undefined))
      .returning(),

  /**
   * The people an announcement reached live on this process's sockets: thousands, on every process
   * at once, right after the fan-out, so the ids go as one parameter (`uuidsOf`).
   */
  heardLive: (db: Db, announcementId: string, userIds: string[]) =>
    db
      .insert(announcementLiveReads)
      .select(sql`select ${announcementId}::uuid, heard.id from ${uuidsOf(userIds)} as heard`)
      .onConflictDoNothing(),
  /** Who gets the mail: the audience, less those who muted announcement mail at this event. */
  mailRecipients(db: Db, a: Pick<AnnouncementRow, 'id' | 'eventId' | 'groupId' | 'recipientId' | 'doorAudience'>, opts: { skipHeardLive: boolean }) {
    const attendance = attendances();
    const account = accounts();
    return db
      .select({ userId: account.id, email: account.email, username: account.username })
      .from(attendance)
      .innerJoin(account, eq(account.id, attendance.userId))
      .where(
        and(
          eq(attendance.eventId, a.eventId),
          a.groupId ? inArray(attendance.userId, memberIdsOf(a.groupId)) : undefined,
          a.recipientId ? eq(attendance.userId, a.recipientId) : undefined,
          a.doorAudience ? byTheDoor(a.doorAudience, a.eventId, attendance.userId) : undefined,
          notExists(muted(db, a.eventId, attendance.userId)),
          opts.skipHeardLive
            ? notExists(
                db
                  .select({ one: sql`1` })
                  .from(announcementLiveReads)
                  .where(and(eq(announcementLiveReads.announcementId, a.id), eq(announcementLiveReads.userId, attendance.userId))),
              )
            : undefined,
        ),
      );
  },
  /** Whom an announcement to `groupId` (null: everyone) would reach now: in the app, and by mail (not muted). */
  async audienceCounts(db: Db, eventId: string, groupId: string | null, door: DoorAudience | null = null) {
    const attendance = attendances();
    const [row] = await db
      .select({ inApp: sql<number>`count(*)::int`, mail: sql<number>`(count(*) filter (where not exists (${muted(db, eventId, attendance.userId)})))::int` })
      .from(attendance)
      .where(and(eq(attendance.eventId, eventId), groupId ? inArray(attendance.userId, memberIdsOf(groupId)) : undefined, door ? byTheDoor(door, eventId, attendance.userId) : undefined));
    return { inApp: row?.inApp ?? 0, mail: row?.mail ?? 0 };
  },
  /** Adds one batch's outcome: an increment, so deliveries in several processes never overwrite each other. */
  countMail: (db: Db, id: string, sent: number, failed: number) =>
    db
      .update(announcements)
      .set({ mailedCount: sql`${announcements.mailedCount} + ${sent}`, mailFailedCount: sql`${announcements.mailFailedCount} + ${failed}` })
      .where(eq(announcements.id, id)),
  /** An attendee of the event, with what a mail to them needs; none for anyone else. */
  attendee: async (db: Db, eventId: string, userId: string) =>
    (
      await db
        .select({ userId: eventAttendees.userId })
        .from(eventAttendees)
        .where(and(eq(eventAttendees.eventId, eventId), eq(eventAttendees.userId, userId)))
    )[0],
  /** The account a test mail goes to. */
  account: async (db: Db, userId: string) => {
    const account = accounts();
    return (await db.select({ email: account.email, username: account.username }).from(account).where(eq(account.id, userId)))[0];
  },
  /** The soonest time anything scheduled is due, if any. */
  nextDue: async (db: Db) =>
    (
      await db
        .select({ at: min(announcements.sendAt) })
        .from(announcements)
        .where(isNull(announcements.sentAt))
    )[0]?.at ?? null,
  eventOf: (db: Db, eventId: string) => eventSummary(db, eventId),

  /** Sent, meant for me, not dismissed; newest first. */
  mine: (db: Db, eventId: string, userId: string) => mineOf(db).execute({ eventId, userId }),
  async dismiss(db: Db, eventId: string, id: string, userId: string) {
    const [found] = await db
      .select({ id: announcements.id })
      .from(announcements)
      .where(and(eq(announcements.eventId, eventId), eq(announcements.id, id), isNotNull(announcements.sentAt), reaches(userId)));
    if (!found) return false;
    await db.insert(announcementDismissals).values({ announcementId: id, userId }).onConflictDoNothing();
    return true;
  },
  /** My choices at the event; no row: everything on. */
  notificationSettings: async (db: Db, eventId: string, userId: string): Promise<Choices> =>
    (
      await db
        .select(choices)
        .from(eventNotificationSettings)
        .where(and(eq(eventNotificationSettings.eventId, eventId), eq(eventNotificationSettings.userId, userId)))
    )[0] ?? ALL_ON,
  /** Changes the given choices, keeps the others; answers all of them. */
  setNotificationSettings: async (db: Db, eventId: string, userId: string, change: Partial<Choices>): Promise<Choices> =>
    (
      await db
        .insert(eventNotificationSettings)
        .values({ eventId, userId, ...change })
        .onConflictDoUpdate({ target: [eventNotificationSettings.eventId, eventNotificationSettings.userId], set: change })
        .returning(choices)
    )[0]!,
};

const choices = {
  announcementMail: eventNotificationSettings.announcementMail,
  chatPush: eventNotificationSettings.chatPush,
  requestPush: eventNotificationSettings.requestPush,
  reminderPush: eventNotificationSettings.reminderPush,
};
type Choices = { announcementMail: boolean; chatPush: boolean; requestPush: boolean; reminderPush: boolean };
const ALL_ON: Choices = { announcementMail: true, chatPush: true, requestPush: true, reminderPush: true };
