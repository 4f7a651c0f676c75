import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/index.js';
import { eventAttendees, eventWaitlist, keptProfiles, notInterested, peopleToMeetShown, profiles, uploads } from '../../db/schema/index.js';
import { dropMarksAt } from '../gatherings/gatherings.queries.js';
import { leaveGroupsAt } from '../groups/groups.queries.js';
import { cancelMeetingsOf } from '../meetings/meetings.queries.js';

/** Photos no profile and no kept profile uses any more: rows deleted, their storage keys answered. */
async function dropUnusedPhotos(tx: Tx, photoIds: string[]) {
  if (!photoIds.length) return [];
  const gone = await tx
    .delete(uploads)
    .where(
      and(
        inArray(uploads.id, [...new Set(photoIds)]),
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
 * (counts recounted), gathering marks gone, meetings still to come cancelled, profile and attendance deleted, a photo nothing else
 * uses deleted. Shared by deleting my event profile and retention (decision 020) and by an
 * organiser removing someone (decision 019), which each add what is theirs to do. Answers the
 * groups whose counts changed and the storage keys of the files to remove after the commit.
 */
export async function leaveEvent(tx: Tx, eventId: string, userIds: string[]): Promise<{ groupIds: string[]; fileKeys: string[] }> {
  if (!userIds.length) return { groupIds: [], fileKeys: [] };
  const groupIds = await leaveGroupsAt(tx, eventId, userIds);
  await dropMarksAt(tx, eventId, userIds);
  // Their meetings still to come end: nobody waits at a table for someone who left.
  await cancelMeetingsOf(tx, eventId, userIds);
  const gone = await tx
    .delete(profiles)
    .where(and(eq(profiles.eventId, eventId), inArray(profiles.userId, userIds)))
    .returning({ photo: profiles.photoUploadId });
  await tx.delete(eventAttendees).where(and(eq(eventAttendees.eventId, eventId), inArray(eventAttendees.userId, userIds)));
  // What matching kept about them goes: who was shown them or to them, and "not interested" either way.
  await tx.delete(peopleToMeetShown).where(and(eq(peopleToMeetShown.eventId, eventId), or(inArray(peopleToMeetShown.viewerId, userIds), inArray(peopleToMeetShown.shownId, userIds))));
  await tx.delete(notInterested).where(and(eq(notInterested.eventId, eventId), or(inArray(notInterested.userId, userIds), inArray(notInterested.otherUserId, userIds))));
  // Nor do they wait for a place any more (decision 037).
  await tx.delete(eventWaitlist).where(and(eq(eventWaitlist.eventId, eventId), inArray(eventWaitlist.userId, userIds)));
  return {
    groupIds,
    fileKeys: await dropUnusedPhotos(
      tx,
      gone.flatMap((p) => (p.photo ? [p.photo] : [])),
    ),
  };
}
