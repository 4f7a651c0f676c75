import type { Db, Tx } from '../../db/index.js';
import { reports } from '../../db/schema/index.js';
import { chatMessageFor } from '../connections/connections.queries.js';
import { boardMessagesAt } from '../groups/groups.queries.js';

type Conn = Db | Tx;

/** What an attendee may report, found as they could see it; undefined when it is not there for them. */
export const reportsRepo = {
  /** A board message of one of the event's groups. */
  boardMessage: async (db: Conn, eventId: string, id: string) => (await boardMessagesAt(db, eventId, [id]))[0],
  /** A message of a chat of the event that `userId` is one of the two people of; `live` when the chat still is. */
  chatMessage: chatMessageFor,

  /** The new report, or undefined when this person already reported this thing (reports_once_key). */
  insert: async (db: Conn, v: typeof reports.$inferInsert) =>
    (
      await db
        .insert(reports)
        .values(v)
        .onConflictDoNothing({ target: [reports.reporterId, reports.kind, reports.targetId] })
        .returning()
    )[0],
};
