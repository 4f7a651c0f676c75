import { sql } from 'drizzle-orm';
import type { IntentOption } from '@mingle/contracts';
import { bigint, boolean, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { companies } from './companies.js';
import { uploads } from './uploads.js';

/** An event (docs/product.md, "Creating and editing an event"); dates are calendar days in the event's time zone. */
export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    /** "HH:MM" on the event's wall clock: the first day's start and the last day's end; both null: all day (decision 036). */
    startTime: text('start_time'),
    endTime: text('end_time'),
    location: text('location'),
    locationTbd: boolean('location_tbd').notNull().default(false),
    description: text('description'),
    expectedAttendees: integer('expected_attendees'),
    welcomeMessage: text('welcome_message').notNull().default(''),
    organizerUsername: text('organizer_username').notNull(),
    logoUploadId: uuid('logo_upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    bannerUploadId: uuid('banner_upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    timeZone: text('time_zone').notNull().default('UTC'),
    /** Attendee data is deleted this many days after the event's last day ends (null: kept). */
    attendeeDataRetentionDays: integer('attendee_data_retention_days'),
    /** When the retention job last deleted this event's attendee data. */
    attendeeDataDeletedAt: timestamp('attendee_data_deleted_at', { withTimezone: true }),
    /** Draft, published, cancelled or archived (decision 032); ended is derived from the last day. */
    status: text('status', { enum: ['draft', 'published', 'cancelled', 'archived'] })
      .notNull()
      .default('published'),
    /** The organisers' switch; registration also closes at `registrationClosesAt` and at the end. */
    registrationOpen: boolean('registration_open').notNull().default(true),
    registrationClosesAt: timestamp('registration_closes_at', { withTimezone: true }),
    /** The organisers' word to attendees when they cancelled it. */
    cancellationMessage: text('cancellation_message'),
    /** How many people may have a place (null: no limit); the rest wait in `event_waitlist` (decision 037). */
    capacity: integer('capacity'),
    /** Every join waits (pending) for the organisers' yes. */
    approvalRequired: boolean('approval_required').notNull().default(false),
    /** How long a person offered a freed place has to confirm it. */
    waitlistOfferHours: integer('waitlist_offer_hours').notNull().default(24),
    /** What attendees may say they come for, in order (decision 040); null: the default list. */
    intentOptions: jsonb('intent_options').$type<IntentOption[]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('events_slug_key').on(t.slug),
    index('events_company_idx').on(t.companyId, t.startDate),
    check('events_status_check', sql`${t.status} in ('draft', 'published', 'cancelled', 'archived')`),
    check('events_times_pair_check', sql`(${t.startTime} is null) = (${t.endTime} is null)`),
    check('events_capacity_check', sql`${t.capacity} is null or ${t.capacity} > 0`),
    check('events_offer_hours_check', sql`${t.waitlistOfferHours} > 0`),
  ],
);

export const eventAttendees = pgTable(
  'event_attendees',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    /** The attendee lets the event's organisers see their e-mail address (off unless they say so). */
    emailShared: boolean('email_shared').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] }), index('event_attendees_user_idx').on(t.userId)],
);

/**
 * The people waiting for a place (decision 037): in line because the event was full
 * (`waitlisted`), or for the organisers' yes (`pending`). A person is here or in
 * `event_attendees`, never both. `arrival` orders the line: drawn while the event's row is locked,
 * so it follows the order joins were decided in. A freed place is offered to the first in line:
 * `offer_expires_at` holds it for them; `offer_mailed_at` marks the offer told (once).
 */
export const eventWaitlist = pgTable(
  'event_waitlist',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['waitlisted', 'pending'] }).notNull(),
    arrival: bigint('arrival', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    arrivedAt: timestamp('arrived_at', { withTimezone: true }).notNull().defaultNow(),
    offeredAt: timestamp('offered_at', { withTimezone: true }),
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
    offerMailedAt: timestamp('offer_mailed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.userId] }),
    index('event_waitlist_line_idx').on(t.eventId, t.kind, t.arrival),
    index('event_waitlist_user_idx').on(t.userId),
    check('event_waitlist_kind_check', sql`${t.kind} in ('waitlisted', 'pending')`),
    check('event_waitlist_offer_check', sql`(${t.offeredAt} is null) = (${t.offerExpiresAt} is null)`),
  ],
);

/**
 * Addresses an event had before: printed QR codes and shared links keep working, redirected to
 * the current slug. A retired slug stays its event's, so no other event can take it over.
 */
export const eventSlugHistory = pgTable(
  'event_slug_history',
  {
    slug: text('slug').primaryKey(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    retiredAt: timestamp('retired_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('event_slug_history_event_idx').on(t.eventId)],
);
