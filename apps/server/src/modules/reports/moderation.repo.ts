import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.js';
import { leaveEvent } from '../attendees/leave-event.queries.js';
import { eventRemovals, reports } from '../../db/schema/index.js';
import { accounts, usernameOf } from '../auth/auth.queries.js';
import { endConnectionsOf } from '../connections/connections.queries.js';
import { eventsQuery } from '../events/events.queries.js';
import { boardMessagesAt } from '../groups/groups.queries.js';
import { wasRemoved } from './reports.queries.js';

type Conn = Db | Tx;
type Status = (typeof reports.status.enumValues)[number];

/** The organisers' side of reports: the queue, and what acting on it writes. */
export const moderationRepo = {
  /**
   * Open reports of an event, one row per reported thing, oldest first; or the handled ones, one
   * row per thing and decision (an action closes all of a thing's open reports at one moment), the
   * newest decision first.
   */
  async queue(db: Conn, eventId: string, status: 'open' | 'handled', page: number, pageSize: number) {
    const handled = status === 'handled';
    const rows = await db
      .select({
        id: sql<string>`(array_agg(${reports.id} order by ${reports.createdAt}, ${reports.id}))[1]`,
        kind: reports.kind,
        targetId: reports.targetId,
        targetUserId: reports.targetUserId,
        reportCount: sql<number>`count(*)::int`,
        reasons: sql<string[]>`coalesce(array_agg(${reports.reason} order by ${reports.createdAt}) filter (where coalesce(${reports.reason}, '') <> ''), '{}')`,
        body: sql<string | null>`(array_agg(${reports.body} order by ${reports.createdAt}))[1]`,
        first: sql<Date>`min(${reports.createdAt})`.mapWith(reports.createdAt),
        last: sql<Date>`max(${reports.createdAt})`.mapWith(reports.createdAt),
        status: reports.status,
        closedAt: reports.closedAt,
        closedByName: usernameOf(reports.closedBy),
      })
      .from(reports)
      .where(and(eq(reports.eventId, eventId), handled ? ne(reports.status, 'open') : eq(reports.status, 'open')))
      .groupBy(reports.kind, reports.targetId, reports.targetUserId, reports.status, reports.closedAt, reports.closedBy)
      .orderBy(...(handled ? [desc(reports.closedAt)] : [sql`min(${reports.createdAt})`]), asc(reports.targetId))
      .limit(pageSize + 1)
      .offset((page - 1) * pageSize);
    return { rows: rows.slice(0, pageSize), hasMore: rows.length > pageSize };
  },

  /** Open reported things (as the queue counts them) per event of a company. */
  openCounts: (db: Conn, companyId: string) => {
    const event = eventsQuery();
    return db
      .select({ eventId: reports.eventId, count: sql<number>`count(distinct (${reports.kind}, ${reports.targetId}))::int` })
      .from(reports)
      .innerJoin(event, eq(event.id, reports.eventId))
      .where(and(eq(event.companyId, companyId), eq(reports.status, 'open')))
      .groupBy(reports.eventId);
  },

  /** Board messages with their group, for the queue and for hiding. */
  boardMessages: boardMessagesAt,

  find: async (db: Conn, eventId: string, reportId: string) =>
    (
      await db
        .select()
        .from(reports)
        .where(and(eq(reports.eventId, eventId), eq(reports.id, reportId)))
    )[0],

  /** Closes the open reports of one thing (or, with `person`, every open report about that person). */
  async close(tx: Conn, eventId: string, of: { kind: (typeof reports.kind.enumValues)[number]; targetId: string } | { person: string }, status: Status, by: string) {
    const which = 'person' in of ? eq(reports.targetUserId, of.person) : and(eq(reports.kind, of.kind), eq(reports.targetId, of.targetId));
    const closed = await tx
      .update(reports)
      .set({ status, closedAt: sql`now()`, closedBy: by })
      .where(and(eq(reports.eventId, eventId), eq(reports.status, 'open'), which))
      .returning({ id: reports.id });
    return closed.length;
  },

  /** For the warning mail. */
  async recipient(db: Conn, eventId: string, userId: string) {
    const account = accounts();
    const event = eventsQuery();
    return (await db.select({ email: account.email, username: account.username, eventName: event.name }).from(account).innerJoin(event, eq(event.id, eventId)).where(eq(account.id, userId)))[0];
  },

  /**
   * Ends a person's attendance (call in a transaction): what anyone leaving the event loses
   * (`leaveEvent`), their connections ended and requests cancelled (kept, as the moderation record),
   * and, when banned, marked removed so the join link refuses them. Their board messages stay, under their
   * username. The ended connections' ids, and the files to remove after the commit.
   */
  async removeFromEvent(tx: Tx, eventId: string, userId: string, by: string, ban: boolean) {
    const ended = await endConnectionsOf(tx, eventId, userId);
    const { fileKeys } = await leaveEvent(tx, eventId, [userId]);
    if (ban) await moderationRepo.ban(tx, eventId, userId, by);
    return { ended, fileKeys };
  },
  /** Banned from the event: the join link refuses them. */
  wasRemoved,
  /** The join link refuses them from now on. */
  ban: (tx: Tx, eventId: string, userId: string, by: string) => tx.insert(eventRemovals).values({ eventId, userId, removedBy: by }).onConflictDoNothing(),
};
