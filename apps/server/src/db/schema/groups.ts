import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { events } from './events.js';

export const groups = pgTable(
  'groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    labels: text('labels')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    icon: text('icon').notNull(),
    /** Kept exact by updating it in the same statement batch as the membership row. */
    memberCount: integer('member_count').notNull().default(0),
    aiCreated: boolean('ai_created').notNull().default(false),
    /** The interests an automatic group was formed around; its key makes reruns idempotent. */
    interestIds: text('interest_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    autoKey: text('auto_key'),
    targetSize: integer('target_size'),
    /** Seats held for people the matcher placed here who have not joined yet (group_matches.holding). */
    reservedCount: integer('reserved_count').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('groups_event_idx').on(t.eventId, t.createdAt), uniqueIndex('groups_event_auto_key').on(t.eventId, t.autoKey)],
);

export const groupMembers = pgTable(
  'group_members',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    aiMatched: boolean('ai_matched').notNull().default(false),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] }), index('group_members_user_idx').on(t.userId)],
);

/**
 * Where the matcher placed an attendee at an event: one row per person. While `holding`, the
 * person has a seat in `groupId` that nobody else can take (groups.reserved_count counts them).
 */
export const groupMatches = pgTable(
  'group_matches',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    holding: boolean('holding').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] }), index('group_matches_group_idx').on(t.groupId)],
);

export const groupMessages = pgTable(
  'group_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Total order of a board, for paging and resync. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    /** Null once the author deleted their account or their profile here: shown as "Deleted user" (decision 020). */
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    parentId: uuid('parent_id').references((): AnyPgColumn => groupMessages.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    removedByModerator: boolean('removed_by_moderator').notNull().default(false),
    /** Posted by one of the event's organisers (from the console): shown with an "Organiser" mark. */
    byOrganiser: boolean('by_organiser').notNull().default(false),
    /** Pinned by the organisers to the top of the board; one at a time. */
    pinnedAt: timestamp('pinned_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('group_messages_group_seq_idx').on(t.groupId, t.seq),
    index('group_messages_group_updated_idx').on(t.groupId, t.updatedAt),
    // The board's newest page shows its pinned message: found here, not among all of the board's messages.
    index('group_messages_pinned_idx')
      .on(t.groupId)
      .where(sql`${t.pinnedAt} is not null`),
  ],
);

export const gatherings = pgTable(
  'gatherings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    startDate: date('start_date').notNull(),
    startHour: text('start_hour').notNull(),
    endHour: text('end_hour'),
    location: text('location').notNull(),
    description: text('description'),
    /** Null once the creator is gone (account or profile deleted): the gathering stays for those going. */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** Called off by its creator or an organiser: it stays listed as cancelled, answers are closed. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** What the canceller told the people going (optional). */
    cancelNote: text('cancel_note'),
    /** How many may go (its creator counted); null: no limit. Beyond it, people wait in line. */
    capacity: integer('capacity'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('gatherings_group_idx').on(t.groupId, t.startDate), check('gatherings_capacity_positive', sql`${t.capacity} is null or ${t.capacity} > 0`)],
);

export const gatheringAttendance = pgTable(
  'gathering_attendance',
  {
    gatheringId: uuid('gathering_id')
      .notNull()
      .references(() => gatherings.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'waitlisted': asked to go while it was full; the line is ordered by `updatedAt` (when they asked). */
    status: text('status', { enum: ['going', 'interested', 'waitlisted'] }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the reminder push went (decision 024): the job claims a reminder by setting it, so it goes once. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.gatheringId, t.userId] })],
);
