import { sql } from 'drizzle-orm';
import { bigserial, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { events } from './events.js';

/** One-to-one connection made by scanning a QR code: the scanner (userId) and the code's owner. */
export const connections = pgTable(
  'connections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    initiatorId: uuid('initiator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // At most one live connection per pair and event, whoever scanned whom.
    uniqueIndex('connections_live_pair_key')
      .on(t.eventId, sql`least(${t.initiatorId}, ${t.userId})`, sql`greatest(${t.initiatorId}, ${t.userId})`)
      .where(sql`${t.removedAt} is null`),
    index('connections_initiator_idx').on(t.eventId, t.initiatorId),
    index('connections_user_idx').on(t.eventId, t.userId),
  ],
);

export const connectionMessages = pgTable(
  'connection_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    connectionId: uuid('connection_id')
      .notNull()
      .references(() => connections.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('connection_messages_seq_idx').on(t.connectionId, t.seq), index('connection_messages_updated_idx').on(t.connectionId, t.updatedAt)],
);
