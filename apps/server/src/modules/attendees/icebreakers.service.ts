import { PEOPLE_TO_MEET_MAX, type Openers, type PeopleToMeet } from '@mingle/contracts';
import type { Db } from '../../db/index.js';
import { AppError } from '../../lib/errors.js';
import type { BlockList } from '../blocks/block-list.js';
import { interestsService } from '../interests/interests.service.js';
import type { AttendeesService } from './attendees.service.js';
import { peopleToMeetRepo } from './people-to-meet.repo.js';
import { openersFrom, sharedBetween, strongestReason } from './shared-reasons.js';

/**
 * Conversation openers between two people and "People to meet" (issue 16, decision 025). Both are
 * built only from what the viewer may see of the other person: `attendeeView` for one profile, the
 * same visibility rule in SQL for the list.
 */
export function createIcebreakersService({ db, attendees, blockList }: { db: Db; attendees: AttendeesService; blockList: BlockList }) {
  return {
    async openers(ref: string, viewerId: string, otherId: string): Promise<Openers> {
      // 404 for a stranger's event, a block either way, or no profile: the same as their profile.
      const { profile: theirs } = await attendees.attendeeView(ref, viewerId, otherId);
      if (otherId === viewerId) return { openers: [] };
      const mine = await attendees.attendeeView(ref, viewerId, viewerId).catch((err: unknown) => {
        if (err instanceof AppError && err.status === 404) return null; // I have no profile yet: nothing to share
        throw err;
      });
      return { openers: mine ? openersFrom(sharedBetween(mine.profile, theirs)) : [] };
    },

    async peopleToMeet(ref: string, viewerId: string): Promise<PeopleToMeet> {
      const event = await attendees.joinedEvent(ref, viewerId);
      const mine = await peopleToMeetRepo.mine(db, event.id, viewerId);
      if (!mine) return { items: [] };
      const hidden = [...(await blockList.hiddenFrom(event.id, viewerId))];
      const rows = await peopleToMeetRepo.candidates(db, event.id, viewerId, mine, hidden, PEOPLE_TO_MEET_MAX);
      const photos = await attendees.photoUrls(event.id, rows.map((r) => r.userId));
      const items = rows.flatMap((r) => {
        const interests = interestsService.many(r.interestIds).map((i) => i.name);
        const reason = strongestReason({ destinations: r.destinations, interests, hometown: r.hometown });
        if (!reason) return [];
        const { userId, username, firstName, lastName } = r;
        return [{ userId, username, firstName, lastName, photoUrl: photos.get(userId) ?? null, reason }];
      });
      return { items };
    },
  };
}
export type IcebreakersService = ReturnType<typeof createIcebreakersService>;
