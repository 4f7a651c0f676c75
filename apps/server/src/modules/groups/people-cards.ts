import type { PersonCard } from '@mingle/contracts';
import type { AttendeesService } from '../attendees/attendees.service.js';
import type { BlockList } from '../blocks/block-list.js';
import { interestsService } from '../interests/interests.service.js';

/** A person as a list row reads them (group members, a gathering's going and interested). */
export interface PersonRow {
  userId: string;
  username: string;
  firstName: string | null;
  lastName: string | null;
}

/** The rows a block leaves for the viewer (decision 019); the organisers' console sees everyone. */
export async function withoutHidden<T extends { userId: string }>(blockList: BlockList, v: { eventId: string; userId: string; isModerator: boolean }, rows: T[]) {
  if (v.isModerator || !rows.length) return rows;
  const hidden = await blockList.hiddenFrom(v.eventId, v.userId);
  return hidden.size ? rows.filter((r) => !hidden.has(r.userId)) : rows;
}

/** The rows as cards, each with the interests they share with the viewer (one read for the page). */
export async function peopleCards(attendees: AttendeesService, eventId: string, viewerId: string, rows: PersonRow[]): Promise<PersonCard[]> {
  const [interests, photos] = await Promise.all([
    attendees.visibleInterests(eventId, viewerId, [viewerId, ...rows.map((r) => r.userId)]),
    attendees.photoUrls(
      eventId,
      rows.map((r) => r.userId),
    ),
  ]);
  const mine = new Set(interests.get(viewerId) ?? []);
  return rows.map((r) => {
    const isMe = r.userId === viewerId;
    const shared = isMe ? [] : (interests.get(r.userId) ?? []).filter((id) => mine.has(id)).sort();
    return {
      userId: r.userId,
      username: r.username,
      firstName: r.firstName,
      lastName: r.lastName,
      sharedInterests: interestsService.many(shared),
      isMe,
      photoUrl: photos.get(r.userId) ?? null,
    };
  });
}
