import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/index.js';
import { gatheringAttendance, gatherings } from '../../db/schema/index.js';
import { eventsQuery } from '../events/events.queries.js';
import { groupIdsAt, groupsQuery } from '../groups/groups.queries.js';

/* What other modules may read (or claim) of the gatherings, inside their own queries. */

/** Every gathering with its group's name and its event's slug, name and clock. Join it on `id`. */
export function gatheringsInContext() {
  const grp = groupsQuery();
  const event = eventsQuery();
  return new QueryBuilder()
    .select({
      id: gatherings.id,
      groupId: gatherings.groupId,
      title: gatherings.title,
      startDate: gatherings.startDate,
      startHour: gatherings.startHour,
      endHour: gatherings.endHour,
      location: gatherings.location,
      description: gatherings.description,
      updatedAt: gatherings.updatedAt,
      cancelledAt: gatherings.cancelledAt,
      groupName: sql<string>`${grp.name}`.as('gathering_group_name'),
      eventId: sql<string>`${event.id}`.as('gathering_event_id'),
      eventSlug: sql<string>`${event.slug}`.as('gathering_event_slug'),
      eventName: sql<string>`${event.name}`.as('gathering_event_name'),
      timeZone: sql<string>`${event.timeZone}`.as('gathering_time_zone'),
    })
    .from(gatherings)
    .innerJoin(grp, eq(grp.id, gatherings.groupId))
    .innerJoin(event, eq(event.id, grp.eventId))
    .as('gathering');
}

/** Every answer to a gathering: who is going or interested. */
export const gatheringAnswers = () =>
  new QueryBuilder().select({ gatheringId: gatheringAttendance.gatheringId, userId: gatheringAttendance.userId, status: gatheringAttendance.status }).from(gatheringAttendance).as('answer');

export interface DueReminder {
  userId: string;
  gatheringId: string;
  groupId: string;
  eventId: string;
  slug: string;
  title: string;
  startHour: string;
  location: string;
}

/**
 * Claims the reminders due: people going to a gathering (not cancelled) of an active group that starts within
 * `leadMinutes` (its date and hour are in the event's time zone) and not yet reminded. One UPDATE,
 * so of several processes only one takes each. A gathering moved later after its reminder went
 * does not remind again.
 */
export async function claimDueReminders(db: Db, leadMinutes: number): Promise<DueReminder[]> {
  const result = (await db.execute(sql`
    update gathering_attendance a set reminded_at = now()
    from gatherings g
    join ${groupsQuery()} on grp.id = g.group_id and grp.deactivated_at is null
    join ${eventsQuery()} on event.id = grp.event_id
    where a.gathering_id = g.id and a.status = 'going' and a.reminded_at is null and g.cancelled_at is null
      and ((g.start_date + g.start_hour::time) at time zone event.time_zone) > now()
      and ((g.start_date + g.start_hour::time) at time zone event.time_zone) <= now() + make_interval(mins => ${leadMinutes})
    returning a.user_id as "userId", g.id as "gatheringId", grp.id as "groupId", event.id as "eventId", event.slug, g.title,
      g.start_hour as "startHour", g.location
  `)) as unknown as { rows: DueReminder[] };
  return result.rows;
}

/**
 * Some people's going/interested marks on every gathering of the event, gone; the places they held
 * go to the first in line (who find themselves going; no word is sent from here).
 */
export async function dropMarksAt(tx: Tx, eventId: string, userIds: string[]) {
  const eventGatherings = new QueryBuilder()
    .select({ id: gatherings.id })
    .from(gatherings)
    .where(inArray(gatherings.groupId, groupIdsAt(eventId)));
  const limited = await tx
    .select({ id: gatherings.id })
    .from(gatherings)
    .where(and(inArray(gatherings.groupId, groupIdsAt(eventId)), isNotNull(gatherings.capacity)))
    .orderBy(gatherings.id)
    .for('no key update');
  await tx.delete(gatheringAttendance).where(and(inArray(gatheringAttendance.gatheringId, eventGatherings), inArray(gatheringAttendance.userId, userIds)));
  for (const g of limited) await fillPlaces(tx, g.id);
}

/**
 * Gives every free place of a gathering to the first in line, by when they asked, in one statement
 * (its caller holds the gathering's row). Answers who was given one.
 */
export async function fillPlaces(tx: Tx, gatheringId: string): Promise<string[]> {
  const result = (await tx.execute(sql`
    update gathering_attendance a set status = 'going', updated_at = now(), reminded_at = null
    where a.gathering_id = ${gatheringId} and a.status = 'waitlisted' and a.user_id in (
      select w.user_id from gathering_attendance w
      where w.gathering_id = ${gatheringId} and w.status = 'waitlisted'
      order by w.updated_at, w.user_id
      limit (select case when g.capacity is null then null else greatest(g.capacity - (select count(*) from gathering_attendance c where c.gathering_id = g.id and c.status = 'going'), 0) end
             from gatherings g where g.id = ${gatheringId}))
    returning a.user_id as "userId"`)) as unknown as { rows: { userId: string }[] };
  return result.rows.map((r) => r.userId);
}
