import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { events } from './events.js';
import { groups } from './groups.js';

/**
 * A run of speed-networking rounds (decision 042): for one group, or the whole event when
 * `groupId` is null. The clock counts from `round`, which started at `roundStartedAt`: round k
 * starts (k - round) × minutes later. "Next round now" moves both. A run is open until `endedAt`
 * (stopped, moved past its last round, or closed lazily once its time is over); one open run per
 * event, by the unique key.
 */
export const roundRuns = pgTable(
  'round_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id').references(() => groups.id, { onDelete: 'cascade' }),
    rounds: integer('rounds').notNull(),
    minutes: integer('minutes').notNull(),
    tableSize: integer('table_size').notNull(),
    /** The seating's seed: each round is seeded with it plus the round's number. */
    seed: integer('seed').notNull(),
    round: integer('round').notNull().default(1),
    roundStartedAt: timestamp('round_started_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** Set with endedAt when an organiser stopped the run before its end. */
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('round_runs_one_open_key')
      .on(t.eventId)
      .where(sql`${t.endedAt} is null`),
    index('round_runs_event_idx').on(t.eventId, t.createdAt),
    index('round_runs_open_idx')
      .on(t.roundStartedAt)
      .where(sql`${t.endedAt} is null`),
    check('round_runs_round_check', sql`${t.round} between 1 and ${t.rounds}`),
  ],
);

/**
 * The seating of one round, decided once: the first process to insert it wins (the key), every
 * other reads it. `tables` holds user ids; `away` the people of the run who said they sit out.
 */
export const roundSeatings = pgTable(
  'round_seatings',
  {
    runId: uuid('run_id')
      .notNull()
      .references(() => roundRuns.id, { onDelete: 'cascade' }),
    round: integer('round').notNull(),
    tables: jsonb('tables').$type<string[][]>().notNull(),
    away: jsonb('away').$type<string[]>().notNull().default([]),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.runId, t.round] })],
);

/** People of a run who said they sit out the next rounds (until they say they are back). */
export const roundAway = pgTable(
  'round_away',
  {
    runId: uuid('run_id')
      .notNull()
      .references(() => roundRuns.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    since: timestamp('since', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.runId, t.userId] })],
);
