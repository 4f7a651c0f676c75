import { sql } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import type { StoredMeetingWindow } from '../../db/schema/index.js';
import { attends } from '../attendees/attendees.queries.js';
import { blockedEitherWay } from '../blocks/blocks.queries.js';

/*
 * The two reads a person makes most while arranging a meeting, each in one statement: at a large
 * event every round trip of the server's is what a phone waits for (bench/meetings-slots.ts).
 */

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const ms = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000)::float8`);

export interface PairHours {
  enabled: boolean;
  slotMinutes: number;
  windows: StoredMeetingWindow[];
}
interface Pair {
  iAttend: boolean;
  theyAttend: boolean;
  blocked: boolean;
  hours: PairHours | null;
}
export interface PairSlots extends Pair {
  /** Slot starts (ms) still to come that both marked free and neither holds a meeting at. */
  common: number[];
  /** The spots taken at those starts. */
  taken: { spotId: string; at: number }[];
  spots: { id: string; name: string }[];
}
export interface RequestChecks extends Pair {
  /** An open request between the two, or the asker's request the other silently declined. */
  openId: string | null;
  meFree: boolean;
  themFree: boolean;
  meBooked: boolean;
  themBooked: boolean;
  /** The spot asked for: null when it is not one of the event's. */
  spot: { removed: boolean } | null;
  spotTaken: boolean;
  /** Requests of mine waiting for an answer (a silent decline still counts). */
  asked: number;
}

const pairColumns = (eventId: string, me: string, them: string) => sql`
  ${attends(eventId, me)} as "iAttend",
  ${attends(eventId, them)} as "theyAttend",
  ${blockedEitherWay(eventId, me, them)} as blocked,
  (select json_build_object('enabled', enabled, 'slotMinutes', slot_minutes, 'windows', windows) from meeting_settings where event_id = ${eventId}) as hours`;

export const meetingsPairRepo = {
  async slots(db: Db, eventId: string, me: string, them: string, now: Date): Promise<PairSlots> {
    const rows = rowsOf<PairSlots>(
      await db.execute(sql`with common as (
          select a.starts_at from meeting_availability a
          join meeting_availability b on b.event_id = a.event_id and b.user_id = ${them} and b.starts_at = a.starts_at
          where a.event_id = ${eventId} and a.user_id = ${me} and a.starts_at > ${now.toISOString()}::timestamptz
            and not exists (select 1 from meeting_bookings k where k.event_id = ${eventId} and k.user_id in (${me}, ${them}) and k.starts_at = a.starts_at))
        select ${pairColumns(eventId, me, them)},
          coalesce((select json_agg(${ms('starts_at')} order by starts_at) from common), '[]') as common,
          coalesce((select json_agg(json_build_object('spotId', k.spot_id, 'at', ${ms('k.starts_at')})) from meeting_bookings k
            join meeting_spots s on s.id = k.spot_id where s.event_id = ${eventId} and k.starts_at in (select starts_at from common)), '[]') as taken,
          coalesce((select json_agg(json_build_object('id', id, 'name', name) order by position, id) from meeting_spots
            where event_id = ${eventId} and removed_at is null), '[]') as spots`),
    );
    return rows[0]!;
  },

  async requestChecks(db: Db, q: { eventId: string; me: string; them: string; startsAt: Date; spotId: string | null; now: Date }): Promise<RequestChecks> {
    const { eventId, me, them } = q;
    const at = q.startsAt.toISOString();
    const now = q.now.toISOString();
    const free = (u: string) => sql`exists (select 1 from meeting_availability where event_id = ${eventId} and user_id = ${u} and starts_at = ${at}::timestamptz)`;
    const booked = (u: string) => sql`exists (select 1 from meeting_bookings where event_id = ${eventId} and user_id = ${u} and starts_at = ${at}::timestamptz)`;
    const pair = sql`((requester_id = ${me} and invitee_id = ${them}) or (requester_id = ${them} and invitee_id = ${me}))`;
    const rows = rowsOf<RequestChecks>(
      await db.execute(sql`select ${pairColumns(eventId, me, them)},
        coalesce(
          (select id from meetings where event_id = ${eventId} and status = 'pending' and ${pair} limit 1),
          (select id from meetings where event_id = ${eventId} and status = 'declined' and declined_by = ${them} and ${pair}
             and withdrawn_at is null and ends_at > ${now}::timestamptz order by updated_at desc limit 1)) as "openId",
        ${free(me)} as "meFree", ${free(them)} as "themFree", ${booked(me)} as "meBooked", ${booked(them)} as "themBooked",
        (select json_build_object('removed', removed_at is not null) from meeting_spots where event_id = ${eventId} and id = ${q.spotId}) as spot,
        exists (select 1 from meeting_bookings where spot_id = ${q.spotId} and starts_at = ${at}::timestamptz) as "spotTaken",
        (select count(*)::int from meetings where event_id = ${eventId} and requester_id = ${me} and ends_at > ${now}::timestamptz
          and (status = 'pending' or (status = 'declined' and declined_by <> ${me} and withdrawn_at is null))) as asked`),
    );
    return rows[0]!;
  },
};
