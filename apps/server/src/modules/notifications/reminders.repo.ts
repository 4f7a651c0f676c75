import { sql } from 'drizzle-orm';
import type { Db } from '../../db/index.js';

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

export const remindersRepo = {
  /**
   * Claims the reminders due: people going to a gathering of an active group that starts within
   * `leadMinutes` (its date and hour are in the event's time zone) and not yet reminded. One UPDATE,
   * so of several processes only one takes each. A gathering moved later after its reminder went
   * does not remind again.
   */
  async claimDue(db: Db, leadMinutes: number): Promise<DueReminder[]> {
    const result = (await db.execute(sql`
      update gathering_attendance a set reminded_at = now()
      from gatherings g
      join groups gr on gr.id = g.group_id and gr.deactivated_at is null
      join events e on e.id = gr.event_id
      where a.gathering_id = g.id and a.status = 'going' and a.reminded_at is null
        and ((g.start_date + g.start_hour::time) at time zone e.time_zone) > now()
        and ((g.start_date + g.start_hour::time) at time zone e.time_zone) <= now() + make_interval(mins => ${leadMinutes})
      returning a.user_id as "userId", g.id as "gatheringId", gr.id as "groupId", e.id as "eventId", e.slug, g.title,
        g.start_hour as "startHour", g.location
    `)) as unknown as { rows: DueReminder[] };
    return result.rows;
  },
};
