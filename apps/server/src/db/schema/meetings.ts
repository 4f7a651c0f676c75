import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { events } from './events.js';

/** One window of meeting hours, as stored (UTC instants). */
export interface StoredMeetingWindow {
  startsAt: string;
  endsAt: string;
}

/**
 * An event's meeting hours (decision 041): the organisers' switch, the slot length and the windows
 * the slots are cut from. No row: meetings are off, 30-minute slots.
 */
export const meetingSettings = pgTable('meeting_settings', {
  eventId: uuid('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(false),
  slotMinutes: integer('slot_minutes').notNull().default(30),
  windows: jsonb('windows').$type<StoredMeetingWindow[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Where two people meet (a table, a corner). A removed spot is kept, marked, for the meetings that named it. */
export const meetingSpots = pgTable(
  'meeting_spots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [index('meeting_spots_event_idx').on(t.eventId, t.position)],
);

/** The slots a person marked free, by their start. */
export const meetingAvailability = pgTable(
  'meeting_availability',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId, t.startsAt] })],
);

/**
 * A request to meet and what became of it. `status` is the truth underneath: a decline reads as
 * `pending` to the other person (silent declines), and `turnUserId` is whose answer it waits for.
 */
export const meetings = pgTable(
  'meetings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** Who asked first. */
    requesterId: uuid('requester_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    inviteeId: uuid('invitee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    spotId: uuid('spot_id').references(() => meetingSpots.id, { onDelete: 'set null' }),
    note: text('note'),
    status: text('status', { enum: ['pending', 'accepted', 'declined', 'cancelled'] })
      .notNull()
      .default('pending'),
    /** Whose answer a pending meeting waits for (the other one asked or proposed its time). */
    turnUserId: uuid('turn_user_id').notNull(),
    declinedBy: uuid('declined_by'),
    /** The one a decline was kept from took their (to them still pending) request back. */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    cancelledBy: uuid('cancelled_by'),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    /** Each person's "it was held"; `heldAt` once both said so, or a scan between them did. */
    requesterHeldAt: timestamp('requester_held_at', { withTimezone: true }),
    inviteeHeldAt: timestamp('invitee_held_at', { withTimezone: true }),
    heldAt: timestamp('held_at', { withTimezone: true }),
    /** The reminder went (claimed once across processes). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // At most one open request between two people of an event, whoever asked.
    uniqueIndex('meetings_open_pair_key')
      .on(t.eventId, sql`least(${t.requesterId}, ${t.inviteeId})`, sql`greatest(${t.requesterId}, ${t.inviteeId})`)
      .where(sql`${t.status} = 'pending'`),
    index('meetings_requester_idx').on(t.eventId, t.requesterId, t.startsAt),
    index('meetings_invitee_idx').on(t.eventId, t.inviteeId, t.startsAt),
    index('meetings_reminder_idx')
      .on(t.startsAt)
      .where(sql`${t.status} = 'accepted' and ${t.remindedAt} is null`),
    check('meetings_two_people', sql`${t.requesterId} <> ${t.inviteeId}`),
  ],
);

/**
 * What an accepted meeting holds: a row for each person and one for its spot, all at its start.
 * The unique keys are the rule: nobody holds two meetings in one slot, no spot two at once. Slots
 * sit on one grid, so equal starts are enough. Written in the accept's transaction, deleted on cancel.
 */
export const meetingBookings = pgTable(
  'meeting_bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    spotId: uuid('spot_id').references(() => meetingSpots.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('meeting_bookings_person_key').on(t.eventId, t.userId, t.startsAt),
    uniqueIndex('meeting_bookings_spot_key').on(t.spotId, t.startsAt),
    index('meeting_bookings_meeting_idx').on(t.meetingId),
    check('meeting_bookings_person_or_spot', sql`(${t.userId} is null) <> (${t.spotId} is null)`),
  ],
);
