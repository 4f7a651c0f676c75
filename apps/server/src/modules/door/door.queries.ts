import { sql, type SQLWrapper } from 'drizzle-orm';
import { checkIns } from '../../db/schema/index.js';

/*
 * What other modules may read of the door inside their own queries (decision 038): when a person
 * was checked in. Reads only; the door module alone writes check-ins.
 */

/*
 * Give them columns the SQL qualifies (a join, or an aliased subquery as attendances() is): in the
 * select list of a one-table query drizzle writes a bare "event_id", which the subquery would take
 * for its own.
 */

/** SQL: when `userId` was checked in at `eventId` (null: not yet). */
export const checkedInAtOf = (eventId: SQLWrapper | string, userId: SQLWrapper | string) =>
  sql<Date | string | null>`(select ${checkIns.checkedInAt} from ${checkIns} where ${checkIns.eventId} = ${eventId} and ${checkIns.userId} = ${userId})`;

/** SQL: `userId` has been checked in at `eventId`. */
export const checkedIn = (eventId: SQLWrapper | string, userId: SQLWrapper | string) =>
  sql<boolean>`exists (select 1 from ${checkIns} where ${checkIns.eventId} = ${eventId} and ${checkIns.userId} = ${userId})`;
