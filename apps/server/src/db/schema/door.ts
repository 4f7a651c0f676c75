import { index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { events } from './events.js';

/**
 * The event's signing key for passes (decision 038): Ed25519, made on first use. The private key
 * never leaves the server; door devices get the public key to verify passes offline.
 */
export const doorKeys = pgTable('door_keys', {
  eventId: uuid('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  /** Named in every pass it signs, so a key can be replaced while old passes are told apart. */
  keyId: text('key_id').notNull(),
  /** The raw 32-byte public key, base64url. */
  publicKey: text('public_key').notNull(),
  /** PKCS#8 DER, base64: read only by the signer. */
  privateKey: text('private_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One pass per person and event: an opaque serial that only the event's organisers can turn into a
 * person. A pass is revoked while its holder is not (or no longer) an attendee, or the event is cancelled.
 */
export const eventPasses = pgTable(
  'event_passes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('event_passes_event_user_key').on(t.eventId, t.userId)],
);

/** Who came in at the door: one row per person and event, so of two devices scanning at once one wins. */
export const checkIns = pgTable(
  'check_ins',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** When the door saw them (a device that was offline sends the moment it scanned). */
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }).notNull().defaultNow(),
    byUserId: uuid('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The door device that checked them in (its own random id), to tell "another device" apart. */
    deviceId: text('device_id'),
    /** 'pass' (a scan or a pasted pass) or 'name' (found by name). */
    method: text('method', { enum: ['pass', 'name'] }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] }), index('check_ins_event_time_idx').on(t.eventId, t.checkedInAt)],
);
