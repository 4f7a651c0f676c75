import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { events } from './events.js';
import { groups } from './groups.js';

/**
 * An organisers' announcement (decision 022). `groupId` null: every attendee of the event. It is
 * scheduled while `sentAt` is null; the delivery job claims it by setting `sentAt` once `sendAt`
 * has passed, so each one is delivered once however many processes run the job.
 */
export const announcements = pgTable(
  'announcements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id').references(() => groups.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    sendAt: timestamp('send_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('announcements_event_idx').on(t.eventId, t.sendAt),
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
