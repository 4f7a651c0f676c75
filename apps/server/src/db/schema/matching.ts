import { index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { events } from './events.js';

/**
 * "Not interested" (decision 043): one person's quiet no to being matched with another at one
 * event. Only its author ever reads it; the pair is never suggested to either of them.
 */
export const notInterested = pgTable(
  'not_interested',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    otherUserId: uuid('other_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId, t.otherUserId] }), index('not_interested_other_idx').on(t.eventId, t.otherUserId)],
);

/**
 * Who was shown whom in "People to meet" (decision 043), once per pair: what the spread of
 * suggestions is measured on (organisers' insights) and what the ranking's penalty for being in
 * many lists already counts.
 */
export const peopleToMeetShown = pgTable(
  'people_to_meet_shown',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    viewerId: uuid('viewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    shownId: uuid('shown_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstShownAt: timestamp('first_shown_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.viewerId, t.shownId] }), index('people_to_meet_shown_idx').on(t.eventId, t.shownId)],
);
