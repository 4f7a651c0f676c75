import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { EventInsights, LocationsResponseData } from '@mingle/contracts';
import { users } from './accounts.js';
import { events } from './events.js';
import { uploads } from './uploads.js';

/**
 * The profile a person asked us to keep for future events (one per person, only with their
 * consent): a copy, so it outlives the event it came from. Withdrawing deletes the row.
 */
export const keptProfiles = pgTable('kept_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  gender: text('gender', { enum: ['male', 'female', 'non-binary', 'transgender', 'fluid', 'agender', 'other'] }).notNull(),
  /** Gazetteer ids (places index), resolved again when the copy is offered. */
  hometownId: text('hometown_id').notNull(),
  adventureIds: text('adventure_ids').array().notNull(),
  destinationIds: text('destination_ids').array().notNull(),
  interestIds: text('interest_ids').array().notNull(),
  photoUploadId: uuid('photo_upload_id').references(() => uploads.id, { onDelete: 'set null' }),
  keptAt: timestamp('kept_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An event's insights as they were when its attendee data was deleted (organiser retention): only
 * counts, already folded like the map (no person can be picked out), so the organiser keeps them.
 */
export const eventInsightSnapshots = pgTable('event_insight_snapshots', {
  eventId: uuid('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  insights: jsonb('insights').$type<EventInsights>().notNull(),
  /** The three map tabs (0 hometowns, 1 dream destinations, 2 favourite destinations). */
  locations: jsonb('locations').$type<LocationsResponseData[]>().notNull(),
  takenAt: timestamp('taken_at', { withTimezone: true }).notNull().defaultNow(),
});
