import { and, eq, ilike, or, sql, type Column, type SQL, type SQLWrapper } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { containsPattern } from '../../db/like.js';
import { eventAttendees, profilePlaces, profiles, uploads, users } from '../../db/schema/index.js';

/*
 * What other modules may read of the people at an event, inside their own queries: the attendees
 * module owns attendance and profiles, and this file is the one place that joins them to accounts
 * and photos for others.
 */

/**
 * The person at an event as lists show them: username, the names on their profile there (null
 * until they have one) and the storage key of its photo. A subquery over every account with its
 * profile at `eventId`: join it on `userId`. (Its output columns have names of their own, so they
 * never clash with a column of the query that joins it.)
 */
export function personAtEvent(eventId: string) {
  return new QueryBuilder()
    .select({
      userId: users.id,
      username: users.username,
      profileId: sql<string | null>`${profiles.id}`.as('person_profile_id'),
      firstName: sql<string | null>`${profiles.firstName}`.as('person_first_name'),
      lastName: sql<string | null>`${profiles.lastName}`.as('person_last_name'),
      photoKey: sql<string | null>`${uploads.storageKey}`.as('person_photo_key'),
    })
    .from(users)
    .leftJoin(profiles, and(eq(profiles.userId, users.id), eq(profiles.eventId, eventId)))
    .leftJoin(uploads, eq(uploads.id, profiles.photoUploadId))
    .as('person');
}

/** SQL: `userId` as people see them at `eventId`: the full name on their profile there, else their username (null: no account). */
export const nameAtEvent = (eventId: SQLWrapper | string, userId: SQLWrapper | string) =>
  sql<string | null>`coalesce((select nullif(trim(concat_ws(' ', p.first_name, p.last_name)), '') from ${profiles} p where p.event_id = ${eventId} and p.user_id = ${userId}), (select u.username from ${users} u where u.id = ${userId}))`;

/** SQL: part of a first, last, full or user name; LIKE's wildcards in `q` are matched literally. */
export function namesMatch(q: string, names: Record<'firstName' | 'lastName' | 'username', Column | SQL.Aliased | SQL>): SQL {
  const like = containsPattern(q);
  return or(
    ilike(names.firstName, like),
    ilike(names.lastName, like),
    ilike(names.username, like),
    sql`(${names.firstName} || ' ' || ${names.lastName}) ilike ${like}`,
  )!;
}

/** SQL: the hometown named on a profile (null without one). */
export const hometownOf = (profileId: SQLWrapper) =>
  sql<string | null>`(select ${profilePlaces.displayName} from ${profilePlaces} where ${profilePlaces.profileId} = ${profileId} and ${profilePlaces.role} = 'hometown' limit 1)`;

/** SQL: `userId` attends `eventId`. */
export const attends = (eventId: SQLWrapper | string, userId: SQLWrapper | string) =>
  sql<boolean>`exists (select 1 from ${eventAttendees} where ${eventAttendees.eventId} = ${eventId} and ${eventAttendees.userId} = ${userId})`;
