import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

/**
 * Answers to changes sent with an `Idempotency-Key` (decision 026): a change queued offline may
 * reach the server more than once, and each copy must get the first one's answer without making
 * anything again. Per person, so one person's key never answers another's request. `status` is
 * null while the first copy is being handled. Rows live a day, then the sweep deletes them.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** The method, path and body the key was first used with. */
    fingerprint: text('fingerprint').notNull(),
    status: integer('status'),
    body: text('body'),
    /** When the copy now being handled started (a copy left unfinished longer is taken over). */
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_expires_at_idx').on(t.expiresAt)],
);
