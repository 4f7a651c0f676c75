import { sql, type SQL } from 'drizzle-orm';
import { connections, meetings, notInterested, roundRuns, roundSeatings } from '../../db/schema/index.js';

/**
 * The pairs matching never suggests (decision 043), as SQL lists of user ids for one person at one
 * event. Each rule lives here once, so People to meet and any other suggestion read the same.
 */

/**
 * The people `userId` already met at the event: anyone they are or were connected to (a scan or a
 * yes to a request; a connection removed since still met), anyone they held a meeting with, and
 * anyone they sat at a table with in a speed-networking round (decision 042).
 */
export const alreadyMet = (eventId: string, userId: string): SQL => sql`(
  select case when c.initiator_id = ${userId} then c.user_id else c.initiator_id end from ${connections} c
    where c.event_id = ${eventId} and (c.initiator_id = ${userId} or c.user_id = ${userId})
  union
  select case when m.requester_id = ${userId} then m.invitee_id else m.requester_id end from ${meetings} m
    where m.event_id = ${eventId} and m.held_at is not null and (m.requester_id = ${userId} or m.invitee_id = ${userId})
  union
  select mate::uuid from ${roundSeatings} s join ${roundRuns} r on r.id = s.run_id
    cross join lateral jsonb_array_elements(s.tables) as t(seats)
    cross join lateral jsonb_array_elements_text(t.seats) as mate
    where r.event_id = ${eventId} and t.seats ? ${userId} and mate <> ${userId}
)`;

/** Whoever `userId` said "not interested" to, and whoever said it to them: the pair is off both ways, and neither is told. */
export const notInterestedEitherWay = (eventId: string, userId: string): SQL => sql`(
  select n.other_user_id from ${notInterested} n where n.event_id = ${eventId} and n.user_id = ${userId}
  union
  select n.user_id from ${notInterested} n where n.event_id = ${eventId} and n.other_user_id = ${userId}
)`;

/** Everyone matching leaves out for `userId`: already met, or "not interested" either way. */
export const neverSuggested = (eventId: string, userId: string): SQL => sql`(${alreadyMet(eventId, userId)} union ${notInterestedEitherWay(eventId, userId)})`;
