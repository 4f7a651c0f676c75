import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.js';
import { eventAttendees, events, profiles } from '../../db/schema/index.js';

/** Any fixed number: with the event, the advisory lock a process holds while it deletes that event's data. */
const RETENTION_LOCK = 72_616_020;

/** The event's last day has ended on its own clock, its retention days have passed since, and it has attendee data. */
const due = sql`${events.attendeeDataRetentionDays} is not null
  and (((${events.endDate} + 1 + ${events.attendeeDataRetentionDays})::timestamp) at time zone ${events.timeZone}) <= now()
  and (exists (select 1 from ${eventAttendees} a where a.event_id = ${events.id}) or exists (select 1 from ${profiles} p where p.event_id = ${events.id}))`;

export const retentionRepo = {
  dueEvents: (db: Db) => db.select({ id: events.id, companyId: events.companyId }).from(events).where(due),
  /** Held until the transaction ends; false while another process holds it for this event. */
  async tryLock(tx: Tx, eventId: string) {
    const lock = (await tx.execute(sql`select pg_try_advisory_xact_lock(${RETENTION_LOCK}, hashtext(${eventId})) as ok`)) as unknown as { rows: { ok: boolean }[] };
    return lock.rows[0]?.ok === true;
  },
  markDeleted: (tx: Tx, eventId: string) => tx.update(events).set({ attendeeDataDeletedAt: new Date() }).where(eq(events.id, eventId)),
};
