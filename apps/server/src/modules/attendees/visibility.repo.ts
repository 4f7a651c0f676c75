import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { ProfileField } from '@mingle/contracts';
import type { Db, Tx } from '../../db/index.js';
import { connections, profiles } from '../../db/schema/index.js';

/** SQL: the profile row's person has a live connection with the viewer at the profile's event. */
export const connectedToViewer = (viewerId: string): SQL =>
  sql`exists (select 1 from ${connections} c where c.event_id = ${profiles.eventId} and c.removed_at is null and ((c.initiator_id = ${profiles.userId} and c.user_id = ${viewerId}) or (c.user_id = ${profiles.userId} and c.initiator_id = ${viewerId})))`;

/** SQL: the viewer may see this profile row's `field`. */
export const fieldVisibleTo = (field: ProfileField, viewerId: string): SQL =>
  sql`(${profiles.userId} = ${viewerId} or coalesce(${profiles.visibility}->>${field}, 'everyone') = 'everyone' or (${profiles.visibility}->>${field} = 'connections' and ${connectedToViewer(viewerId)}))`;

/** Each of `userIds` as the viewer stands to them at one event. */
export async function relationsOf(db: Db | Tx, eventId: string, viewerId: string, userIds: string[]): Promise<Map<string, 'self' | 'connection' | 'other'>> {
  const others = userIds.filter((id) => id !== viewerId);
  const rows = others.length
    ? await db
        .select({ a: connections.initiatorId, b: connections.userId })
        .from(connections)
        .where(
          and(
            eq(connections.eventId, eventId),
            isNull(connections.removedAt),
            or(and(eq(connections.initiatorId, viewerId), inArray(connections.userId, others)), and(eq(connections.userId, viewerId), inArray(connections.initiatorId, others))),
          ),
        )
    : [];
  const connected = new Set(rows.map((r) => (r.a === viewerId ? r.b : r.a)));
  return new Map(userIds.map((id) => [id, id === viewerId ? 'self' : connected.has(id) ? 'connection' : 'other']));
}
