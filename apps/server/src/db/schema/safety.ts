import { index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { events } from './events.js';

/** One person blocking another at one event (decision 019); each stops seeing the other there. */
export const blocks = pgTable(
  'blocks',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    blockerId: uuid('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: uuid('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.blockerId, t.blockedId] }), index('blocks_blocked_idx').on(t.eventId, t.blockedId)],
);

/**
 * A report to the event's organisers. `targetId` is a board message, a chat message or a user (the
 * profile); `targetUserId` the person it is about. The reporter is kept for the one-report-per-thing
 * rule and never shown to the person reported. `body` keeps the message as it was when reported.
 */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['message', 'chat-message', 'profile'] }).notNull(),
    targetId: uuid('target_id').notNull(),
    targetUserId: uuid('target_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason'),
    body: text('body'),
    status: text('status', { enum: ['open', 'hide', 'dismiss', 'warn', 'remove'] })
      .notNull()
      .default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: uuid('closed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('reports_once_key').on(t.reporterId, t.kind, t.targetId), index('reports_open_idx').on(t.eventId, t.status, t.createdAt)],
);

/** People an event's organisers removed from it: their attendance ended and the join link refuses them. */
export const eventRemovals = pgTable(
  'event_removals',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    removedBy: uuid('removed_by').references(() => users.id, { onDelete: 'set null' }),
    removedAt: timestamp('removed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] })],
);

/**
 * When an event's organisers were last mailed about a new report: at most one mail an hour per
 * event. Claimed by one conditional upsert, so of reports arriving at once only one mails.
 */
export const reportAlerts = pgTable('report_alerts', {
  eventId: uuid('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});
