import { and, eq, ilike, or, sql, type Column, type SQL, type SQLWrapper } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/index.js';
import { containsPattern } from '../../db/like.js';
import { sqlList } from '../../db/sql-list.js';
import { eventAttendees, profileInterests, profilePlaces, profiles } from '../../db/schema/index.js';
import { accounts, usernameOf } from '../auth/auth.queries.js';
import { storageKeyOf } from '../uploads/uploads.queries.js';

/*
 * What other modules may read of the people at an event, inside their own queries: the attendees
 * module owns attendance and profiles, and this is the one place where a person at an event (their
 * account, profile there and photo) is put together for others.
 */

/**
 * The person at an event as lists show them: username, the names on their profile there (null
 * until they have one) and the storage key of its photo. A subquery over every account with its
 * profile at `eventId`: join it on `userId`. (Its output columns have names of their own, so they
 * never clash with a column of the query that joins it.)
 */
export function personAtEvent(eventId: string) {
  const account = accounts();
  return new QueryBuilder()
    .select({
      userId: account.id,
      username: account.username,
      profileId: sql<string | null>`${profiles.id}`.as('person_profile_id'),
      firstName: sql<string | null>`${profiles.firstName}`.as('person_first_name'),
      lastName: sql<string | null>`${profiles.lastName}`.as('person_last_name'),
      photoKey: storageKeyOf(profiles.photoUploadId).as('person_photo_key'),
    })
    .from(account)
    .leftJoin(profiles, and(eq(profiles.userId, account.id), eq(profiles.eventId, eventId)))
    .as('person');
}
export type PersonAtEvent = ReturnType<typeof personAtEvent>;

/** The columns a list row of people reads: username, first and last name. */
export const namesOf = (person: PersonAtEvent) => ({ username: person.username, firstName: person.firstName, lastName: person.lastName });

/** SQL: `userId` as people see them at `eventId`: the full name on their profile there, else their username (null: no account). */
export const nameAtEvent = (eventId: SQLWrapper | string, userId: SQLWrapper | string) =>
  sql<string | null>`coalesce((select nullif(trim(concat_ws(' ', p.first_name, p.last_name)), '') from ${profiles} p where p.event_id = ${eventId} and p.user_id = ${userId}), ${usernameOf(userId)})`;

/**
 * SQL: part of a first, last, full or user name; LIKE's wildcards in `q` are matched literally.
 * Part of a first or last name is part of the full name: two tests per person, not four (a search
 * tests every person of the event).
 */
export function namesMatch(q: string, names: Record<'firstName' | 'lastName' | 'username', Column | SQL.Aliased | SQL>): SQL {
  const like = containsPattern(q);
  return or(sql`(${names.firstName} || ' ' || ${names.lastName}) ilike ${like}`, ilike(names.username, like))!;
}

/** SQL: the hometown named on a profile (null without one). */
export const hometownOf = (profileId: SQLWrapper) =>
  sql<string | null>`(select ${profilePlaces.displayName} from ${profilePlaces} where ${profilePlaces.profileId} = ${profileId} and ${profilePlaces.role} = 'hometown' limit 1)`;

/** Every attendance: who joined which event, when. */
export const attendances = () =>
  new QueryBuilder()
    .select({ eventId: eventAttendees.eventId, userId: eventAttendees.userId, joinedAt: eventAttendees.joinedAt, emailShared: eventAttendees.emailShared })
    .from(eventAttendees)
    .as('attendance');

/** SQL: `userId` attends `eventId`. */
export const attends = (eventId: SQLWrapper | string, userId: SQLWrapper | string) =>
  sql<boolean>`exists (select 1 from ${eventAttendees} where ${eventAttendees.eventId} = ${eventId} and ${eventAttendees.userId} = ${userId})`;

/** SQL: how many people attend the event. */
export const attendeeCount = (eventId: SQLWrapper) => sql<number>`(select count(*)::int from ${eventAttendees} where ${eventAttendees.eventId} = ${eventId})`;

/** SQL: (user_id, interest_id) of the event's profiles, for some interests only. */
export const interestsAt = (eventId: string, interestIds: string[]) =>
  sql`(select pr.user_id, pi.interest_id from ${profiles} pr join ${profileInterests} pi on pi.profile_id = pr.id
    where pr.event_id = ${eventId} and pi.interest_id in ${sqlList(interestIds)})`;

/** The event's intent options are now `keep`: every choice of another option leaves the profiles (decision 040). */
export const dropRemovedIntents = (db: Db | Tx, eventId: string, keep: string[]) =>
  db
    .update(profiles)
    .set({ intents: keep.length ? sql`array(select i from unnest(${profiles.intents}) i where i in ${sqlList(keep)})` : sql`'{}'` })
    .where(and(eq(profiles.eventId, eventId), sql`cardinality(${profiles.intents}) > 0`));
