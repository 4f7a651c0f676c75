import type { Audience, ProfileField } from '@mingle/contracts';
import { boolean, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { events } from './events.js';
import { uploads } from './uploads.js';

/** An attendee's profile for one event (docs/product.md, "Profile setup"). */
export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    gender: text('gender', { enum: ['male', 'female', 'non-binary', 'transgender', 'fluid', 'agender', 'other'] }).notNull(),
    /** Optional; re-encoded square image (uploads.kind 'photo'). */
    photoUploadId: uuid('photo_upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    /** Who sees each field beyond the name (decision 018); a field not named here is seen by everyone at the event. */
    visibility: jsonb('visibility').$type<Partial<Record<ProfileField, Audience>>>().notNull().default({}),
    hiddenFromDirectory: boolean('hidden_from_directory').notNull().default(false),
    /** What they say about their work (decision 040): one line, a few lines, up to three web addresses. */
    headline: text('headline'),
    bio: text('bio'),
    links: text('links').array().notNull().default([]),
    /** Ids of the event's intent options they chose; an option the organisers remove goes from here too. */
    intents: text('intents').array().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('profiles_event_user_key').on(t.eventId, t.userId),
    index('profiles_user_idx').on(t.userId, t.updatedAt),
    // The directory's order: a page is read from here, not sorted from every profile of the event.
    index('profiles_directory_idx').on(t.eventId, t.firstName, t.lastName, t.userId),
  ],
);

export const profileInterests = pgTable(
  'profile_interests',
  {
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    interestId: text('interest_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.profileId, t.interestId] }), index('profile_interests_interest_idx').on(t.interestId)],
);

/** Hometown, top adventures and dream destinations, with coordinates, so maps need no geocoding. */
export const profilePlaces = pgTable(
  'profile_places',
  {
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['hometown', 'adventure', 'destination'] }).notNull(),
    position: integer('position').notNull(),
    placeId: text('place_id').notNull(),
    kind: text('kind', { enum: ['city', 'country'] }).notNull(),
    name: text('name').notNull(),
    displayName: text('display_name').notNull(),
    country: text('country').notNull(),
    countryCode: text('country_code').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
  },
  // By place: who else dreams of (or comes from) my places, for people to meet (decision 025).
  (t) => [primaryKey({ columns: [t.profileId, t.role, t.position] }), index('profile_places_place_idx').on(t.placeId, t.role)],
);
