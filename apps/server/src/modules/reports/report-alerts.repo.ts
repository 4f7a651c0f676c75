import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { reportAlerts } from '../../db/schema/index.js';
import { memberAccounts } from '../companies/company-members.queries.js';
import { eventsQuery } from '../events/events.queries.js';

/** Organisers hear of new reports at most this often per event. */
export const REPORT_ALERT_EVERY = '1 hour';

export const reportAlertsRepo = {
  /**
   * Takes the event's alert if none went out within the hour: one upsert whose update only
   * happens when the last one is older, so of reports arriving together exactly one wins.
   */
  claim: async (db: Db, eventId: string) =>
    (
      await db
        .insert(reportAlerts)
        .values({ eventId })
        .onConflictDoUpdate({ target: reportAlerts.eventId, set: { sentAt: sql`now()` }, setWhere: sql`${reportAlerts.sentAt} < now() - ${REPORT_ALERT_EVERY}::interval` })
        .returning({ eventId: reportAlerts.eventId })
    ).length > 0,

  /** The event (its name and console id) and the people of the company that runs it. */
  async organisers(db: Db, eventId: string) {
    const event = eventsQuery();
    const member = memberAccounts();
    return db
      .select({ email: member.email, username: member.username, eventName: event.name, companySlug: member.companySlug })
      .from(event)
      .innerJoin(member, eq(member.companyId, event.companyId))
      .where(eq(event.id, eventId));
  },
};
