import { sql, type SQL } from 'drizzle-orm';
import type { ProfileField } from '@mingle/contracts';
import type { Db, Tx } from '../../db/index.js';
import { profiles } from '../../db/schema/index.js';
import { connectedAmong, connectedAt } from '../connections/connections.queries.js';

/** SQL: the profile row's person has a live connection with the viewer at the profile's event. */
export const connectedToViewer = (viewerId: string): SQL => connectedAt(profiles.eventId, profiles.userId, viewerId);

/** SQL: the viewer may see this profile row's `field`. */
export const fieldVisibleTo = (field: ProfileField, viewerId: string): SQL =>
  sql`(${profiles.userId} = ${viewerId} or coalesce(${profiles.visibility}->>${field}, 'everyone') = 'everyone' or (${profiles.visibility}->>${field} = 'connections' and ${connectedToViewer(viewerId)}))`;

/** Each of `userIds` as the viewer stands to them at one event. */
export async function relationsOf(db: Db | Tx, eventId: string, viewerId: string, userIds: string[]): Promise<Map<string, 'self' | 'connection' | 'other'>> {
  const connected = await connectedAmong(
    db,
    eventId,
    viewerId,
    userIds.filter((id) => id !== viewerId),
  );
  return new Map(userIds.map((id) => [id, id === viewerId ? 'self' : connected.has(id) ? 'connection' : 'other']));
}
