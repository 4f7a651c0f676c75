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

/**
 * The rotating codes a person's QR carries (decision 018): random, stored only as a hash, valid for
 * a short window and for one scan. A scan with one proves the two met; anything else is a request.
 */
export const connectionCodes = pgTable(
  'connection_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('connection_codes_owner_idx').on(t.userId, t.validUntil)],
);

/** A connection asked for without a scan: the other person accepts or declines (declines are silent). */
export const connectionRequests = pgTable(
  'connection_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    fromUserId: uuid('from_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toUserId: uuid('to_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'accepted', 'declined', 'cancelled'] })
      .notNull()
      .default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** Set when the asker withdraws a request that was declined: it leaves their list but still blocks asking again. */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [
    // One open request per direction: a declined one stays, so asking again does not reach them again.
    uniqueIndex('connection_requests_open_key')
      .on(t.eventId, t.fromUserId, t.toUserId)
      .where(sql`${t.status} in ('pending', 'declined')`),
    index('connection_requests_to_idx').on(t.eventId, t.toUserId, t.status),
  ],
);
