import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { events } from './events.js';
import { groups } from './groups.js';

/**
 * An organisers' announcement (decision 022). `groupId` null: every attendee of the event. It is
 * scheduled while `sentAt` is null; the delivery job claims it by setting `sentAt` once `sendAt`
 * has passed, so each one is delivered once however many processes run the job. With a
 * `recipientId` it is an organisers' message to that one attendee (decision 035): shown to them only,
 * never on the event's list. The counts are written as it is delivered (decision 035).
 */
export const announcements = pgTable(
  'announcements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id').references(() => groups.id, { onDelete: 'cascade' }),
    /** Only those checked in at the door, or only those not (decision 038); null: by group or everyone. */
    doorAudience: text('door_audience', { enum: ['checkedIn', 'notCheckedIn'] }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    sendAt: timestamp('send_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    recipientId: uuid('recipient_id').references(() => users.id, { onDelete: 'cascade' }),
    /** People it reached in the app, counted in the claim; null while scheduled. */
    reachedCount: integer('reached_count'),
    /** Mails the server accepted and refused to send, added per batch by whichever process delivers. */
    mailedCount: integer('mailed_count').notNull().default(0),
    mailFailedCount: integer('mail_failed_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('announcements_event_idx').on(t.eventId, t.sendAt),
    index('announcements_recipient_idx')
      .on(t.recipientId)
      .where(sql`recipient_id is not null`),
    index('announcements_due_idx')
      .on(t.sendAt)
      .where(sql`sent_at is null`),
  ],
);

/** Announcements a person closed: they stay closed on every device. */
export const announcementDismissals = pgTable(
  'announcement_dismissals',
  {
    announcementId: uuid('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.announcementId, t.userId] })],
);

/** A person's notification choices at one event; no row means the defaults (everything on). */
export const eventNotificationSettings = pgTable(
  'event_notification_settings',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    announcementMail: boolean('announcement_mail').notNull().default(true),
    /** Browser notifications (decision 024), sent only to devices the person subscribed. */
    chatPush: boolean('chat_push').notNull().default(true),
    requestPush: boolean('request_push').notNull().default(true),
    reminderPush: boolean('reminder_push').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] })],
);

/**
 * The people an announcement reached live, as each server process reports its own sockets: the
 * delivery mails everyone else (decision 022), whichever process they were connected to.
 */
export const announcementLiveReads = pgTable(
  'announcement_live_reads',
  {
    announcementId: uuid('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.announcementId, t.userId] })],
);
