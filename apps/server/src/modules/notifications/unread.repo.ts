import { sql } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { readMarks } from '../../db/schema/index.js';
import { findLiveFor } from '../connections/connections.queries.js';
import { isMemberAt } from '../groups/groups.queries.js';

/** Rows of one unread answer: a chat's or a board's count, or the requests waiting for me. */
type CountRow = { kind: 'chat' | 'group' | 'requests'; id: string | null; count: number };

/**
 * Reads across the connections, groups and blocks tables for one answer (as insights do, decision
 * 006): a handful of index lookups per chat and board the person has, never a scan of an event.
 */
export const unreadRepo = {
  /**
   * My unread counts at an event in one statement: per live chat, messages of the other person
   * after my mark; per active board I belong to, live messages of others after my mark (or after I
   * joined, when I have none), leaving out people hidden from me by a block (decision 019); and
   * the connection requests waiting for my answer. Only rows above zero.
   */
  async counts(db: Db, eventId: string, me: string): Promise<CountRow[]> {
    const result = (await db.execute(sql`
      with hidden as (
        select blocked_id as user_id from blocks where event_id = ${eventId} and blocker_id = ${me}
        union select blocker_id from blocks where event_id = ${eventId} and blocked_id = ${me}
      )
      select 'chat' as kind, c.id as id, (
          select count(*)::int from connection_messages m
          where m.connection_id = c.id and m.author_id <> ${me}
            and m.seq > coalesce((select last_seq from read_marks r where r.user_id = ${me} and r.kind = 'chat' and r.object_id = c.id), 0)
        ) as count
        from connections c
        where c.event_id = ${eventId} and c.removed_at is null and (c.initiator_id = ${me} or c.user_id = ${me})
      union all
      select 'group', g.id, (
          select count(*)::int from group_messages m
          where m.group_id = g.id and m.deleted_at is null and m.author_id is not null and m.author_id <> ${me}
            and m.author_id not in (select user_id from hidden)
            and (case when r.last_seq is null then m.created_at > gm.joined_at else m.seq > r.last_seq end)
        )
        from group_members gm
        join groups g on g.id = gm.group_id and g.event_id = ${eventId} and g.deactivated_at is null
        left join read_marks r on r.user_id = ${me} and r.kind = 'group' and r.object_id = g.id
        where gm.user_id = ${me}
      union all
      select 'requests', null, count(*)::int from connection_requests q
        where q.event_id = ${eventId} and q.to_user_id = ${me} and q.status = 'pending'
          and q.from_user_id not in (select user_id from hidden)
    `)) as unknown as { rows: CountRow[] };
    return result.rows;
  },

  /** Moves my mark forward (never back: an older tab may report late). */
  mark: (db: Db, userId: string, kind: 'chat' | 'group', objectId: string, seq: number) =>
    db
      .insert(readMarks)
      .values({ userId, kind, objectId, lastSeq: seq })
      .onConflictDoUpdate({
        target: [readMarks.userId, readMarks.kind, readMarks.objectId],
        set: { lastSeq: sql`greatest(${readMarks.lastSeq}, excluded.last_seq)`, updatedAt: sql`now()` },
      }),

  /** Whether I am one of the two people of this live chat at the event. */
  isMyChat: async (db: Db, eventId: string, connectionId: string, me: string) => (await findLiveFor(db, eventId, connectionId, me)) !== undefined,

  /** Whether I belong to this group of the event. */
  isMyGroup: (db: Db, eventId: string, groupId: string, me: string) => isMemberAt(db, eventId, groupId, me),

  /** The event's slug, for the addresses a notification opens. */
};
