import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from './index.js';
import { eventAttendees, gatheringAttendance, gatherings, groupMatches, groupMembers, groups, keptProfiles, profiles, uploads } from './schema/index.js';

const uniq = <T>(xs: T[]) => [...new Set(xs)];

/** Members and held seats counted again from the rows, for the groups touched. */
export async function recountGroups(tx: Tx, groupIds: string[]) {
  if (!groupIds.length) return;
  await tx
    .update(groups)
    .set({
      memberCount: sql`(select count(*)::int from ${groupMembers} m where m.group_id = ${groups.id})`,
      reservedCount: sql`(select count(*)::int from ${groupMatches} x where x.group_id = ${groups.id} and x.holding)`,
    })
    .where(inArray(groups.id, groupIds));
}

/** Photos no profile and no kept profile uses any more: rows deleted, their storage keys answered. */
async function dropUnusedPhotos(tx: Tx, photoIds: string[]) {
  if (!photoIds.length) return [];
  const gone = await tx
    .delete(uploads)
    .where(
      and(
        inArray(uploads.id, uniq(photoIds)),
        eq(uploads.kind, 'photo'),
        sql`not exists (select 1 from ${profiles} p where p.photo_upload_id = ${uploads.id})`,
        sql`not exists (select 1 from ${keptProfiles} k where k.photo_upload_id = ${uploads.id})`,
      ),
    )
    .returning({ key: uploads.storageKey });
  return gone.map((g) => g.key);
}

/**
 * Some people leave one event (in the caller's transaction): out of its groups and held seats
 * (counts recounted), gathering marks gone, profile and attendance deleted, a photo nothing else
 * uses deleted. Shared by deleting my event profile and retention (decision 020) and by an
 * organiser removing someone (decision 019), which each add what is theirs to do. Answers the
 * groups whose counts changed and the storage keys of the files to remove after the commit.
 */
export async function leaveEvent(tx: Tx, eventId: string, userIds: string[]): Promise<{ groupIds: string[]; fileKeys: string[] }> {
  if (!userIds.length) return { groupIds: [], fileKeys: [] };
  const who = (col: Parameters<typeof inArray>[0]) => inArray(col, userIds);
  const eventGroups = tx.select({ id: groups.id }).from(groups).where(eq(groups.eventId, eventId));
  const left = await tx
    .delete(groupMembers)
    .where(and(inArray(groupMembers.groupId, eventGroups), who(groupMembers.userId)))
    .returning({ groupId: groupMembers.groupId });
  const seats = await tx
    .delete(groupMatches)
    .where(and(eq(groupMatches.eventId, eventId), who(groupMatches.userId)))
    .returning({ groupId: groupMatches.groupId });
  const groupIds = uniq([...left, ...seats].map((r) => r.groupId));
  await recountGroups(tx, groupIds);
  const eventGatherings = tx.select({ id: gatherings.id }).from(gatherings).where(inArray(gatherings.groupId, eventGroups));
  await tx.delete(gatheringAttendance).where(and(inArray(gatheringAttendance.gatheringId, eventGatherings), who(gatheringAttendance.userId)));
  const gone = await tx
    .delete(profiles)
    .where(and(eq(profiles.eventId, eventId), who(profiles.userId)))
    .returning({ photo: profiles.photoUploadId });
  await tx.delete(eventAttendees).where(and(eq(eventAttendees.eventId, eventId), who(eventAttendees.userId)));
  return {
    groupIds,
    fileKeys: await dropUnusedPhotos(
      tx,
      gone.flatMap((p) => (p.photo ? [p.photo] : [])),
    ),
  };
}
