import { sql } from 'drizzle-orm';
import { MEETINGS } from '@mingle/contracts';
import type { Db, Tx } from '../../db/index.js';
import { sqlList } from '../../db/sql-list.js';

/*
 * What other modules may do to meetings inside their own transactions (decision 041): a scan
 * between two people marks their meeting of about now held; leaving the event, being removed or a
 * block ends the meetings still to come. The meetings module owns the rest.
 */

/**
 * Marks held the accepted meetings between `a` and `b` at the event whose time is around now (from
 * MEETINGS.heldEarlyMinutes before the start to MEETINGS.heldLateMinutes after the end). Answers
 * the meetings newly marked, for a live change once the caller's transaction is committed.
 */
export async function markHeldBetween(db: Db | Tx, eventId: string, a: string, b: string) {
  const result = (await db.execute(sql`
    update meetings set held_at = now(), updated_at = now()
    where event_id = ${eventId} and status = 'accepted' and held_at is null
      and ((requester_id = ${a} and invitee_id = ${b}) or (requester_id = ${b} and invitee_id = ${a}))
      and now() >= starts_at - make_interval(mins => ${MEETINGS.heldEarlyMinutes})
      and now() <= ends_at + make_interval(mins => ${MEETINGS.heldLateMinutes})
    returning id`)) as unknown as { rows: { id: string }[] };
  return result.rows.map((r) => r.id);
}

/**
 * Cancels the open and agreed meetings still to come of some people at the event (in the caller's
 * transaction), each as cancelled by the person it is about, and frees their slots and spots:
 * someone who leaves the event or is removed meets nobody there any more. With `withUserId`, only
 * the meetings of that pair: a block ends them as it ends the connection. Answers the meetings.
 */
export async function cancelMeetingsOf(db: Db | Tx, eventId: string, userIds: string[], withUserId?: string) {
  if (!userIds.length) return [];
  const ids = sqlList(userIds);
  const pair = withUserId ? sql`and (requester_id = ${withUserId} or invitee_id = ${withUserId})` : sql``;
  const result = (await db.execute(sql`
    with gone as (
      update meetings set status = 'cancelled', updated_at = now(),
        cancelled_by = case when requester_id in ${ids} then requester_id else invitee_id end
      where event_id = ${eventId} and status in ('pending', 'accepted') and ends_at > now()
        and (requester_id in ${ids} or invitee_id in ${ids}) ${pair}
      returning id, requester_id, invitee_id, cancelled_by),
    freed as (delete from meeting_bookings where meeting_id in (select id from gone))
    select id, requester_id as "requesterId", invitee_id as "inviteeId", cancelled_by as "cancelledBy" from gone`)) as unknown as {
    rows: { id: string; requesterId: string; inviteeId: string; cancelledBy: string }[];
  };
  return result.rows;
}
