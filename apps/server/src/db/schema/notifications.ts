import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

/**
 * How far a person has read a chat or a group board (decision 024): the `seq` of the newest message
 * they saw. Unread is what came after it from others. No row: nothing read yet (a board counts from
 * when they joined it). Marks only move forward.
 */
export const readMarks = pgTable(
  'read_marks',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['chat', 'group'] }).notNull(),
    /** The connection's id for a chat, the group's for a board. */
    objectId: uuid('object_id').notNull(),
    lastSeq: bigint('last_seq', { mode: 'number' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.objectId] }), check('read_marks_kind_check', sql`${t.kind} in ('chat', 'group')`)],
);

/** A browser's Web Push subscription (decision 024); one person may have several devices. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    endpoint: text('endpoint').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);
