import { PEOPLE_TO_MEET_MAX, type AttendeeProfile, type Interest, type NotInterested, type Openers, type PeopleToMeet, type Place } from '@mingle/contracts';
import type { Db } from '../../db/index.js';
import { AppError, errors } from '../../lib/errors.js';
import type { BlockList } from '../blocks/block-list.js';
import { interestsService } from '../interests/interests.service.js';
import { intentsOf, type AttendeesService } from './attendees.service.js';
import { intentsAnswering } from './intent-match.js';
import { notInterestedRepo } from './not-interested.repo.js';
import { peopleToMeetRepo } from './people-to-meet.repo.js';
import { NOTHING, namesOf, openersFrom, reasonsToMeet, sharedThings, type Things } from './shared-reasons.js';

interface GroupItem {
  id: string;
  name: string;
  icon: string;
}

const thingsOf = (p: AttendeeProfile, groups: GroupItem[]): Things<Interest, Place, GroupItem> => ({
  interests: p.interests,
  hometown: p.hometown ?? null,
  adventures: p.adventures,
  destinations: p.destinations,
  groups,
});

interface Deps {
  db: Db;
  attendees: AttendeesService;
  blockList: BlockList;
  /** A person's groups at the event (the groups module's, given in so the layers stay apart). */
  groupsOfUser: (eventId: string, userId: string) => Promise<GroupItem[]>;
}

/**
 * Conversation openers between two people and "People to meet" (decisions 025 and 028). Both are
 * built only from what the viewer may see of the other person: `attendeeView` for one profile, the
 * same visibility rule in SQL for the list.
 */
export function createIcebreakersService({ db, attendees, blockList, groupsOfUser }: Deps) {
  /**
   * Another attendee as I may see them, their groups (when they show them to me), and what we share
   * by the one rule (decision 028). 404 for a stranger's event, a block either way, or no profile.
   * Nothing is shared with myself, or while I have no profile.
   */
  async function pair(ref: string, viewerId: string, otherId: string) {
    const event = await attendees.joinedEvent(ref, viewerId);
    const { profile: theirs, groupsVisible } = await attendees.attendeeView(ref, viewerId, otherId);
    const theirGroups = groupsVisible ? await groupsOfUser(event.id, otherId) : [];
    const none: Things<Interest, Place, GroupItem> = NOTHING;
    if (otherId === viewerId) return { event, theirs, theirGroups, shared: none };
    const mine = await attendees.attendeeView(ref, viewerId, viewerId).catch((err: unknown) => {
      if (err instanceof AppError && err.status === 404) return null; // I have no profile yet: nothing to share
      throw err;
    });
    const shared = mine ? sharedThings(thingsOf(mine.profile, await groupsOfUser(event.id, viewerId)), thingsOf(theirs, theirGroups)) : none;
    return { event, theirs, theirGroups, shared };
  }

  /**
   * Someone I may say "not interested" to: another attendee of an event I joined, with no block
   * either way (else 404 userNotFound, as for meetings); myself is 409 cannotMeetSelf.
   */
  async function matchable(ref: string, me: string, them: string) {
    const event = await attendees.joinedEvent(ref, me);
    if (them === me) throw errors.conflict('cannotMeetSelf');
    const [attends, blocked] = await Promise.all([attendees.isAttendee(event.id, them), blockList.between(event.id, me, them)]);
    if (!attends || blocked) throw errors.notFound('userNotFound');
    return event;
  }

  return {
    pair,
    async openers(ref: string, viewerId: string, otherId: string): Promise<Openers> {
      const { shared } = await pair(ref, viewerId, otherId);
      return { openers: openersFrom(namesOf(shared)) };
    },

    async peopleToMeet(ref: string, viewerId: string): Promise<PeopleToMeet> {
      const event = await attendees.joinedEvent(ref, viewerId);
      const mine = await peopleToMeetRepo.mine(db, event.id, viewerId);
      if (!mine) return { items: [] };
      const hidden = [...(await blockList.hiddenFrom(event.id, viewerId))];
      const rows = await peopleToMeetRepo.candidates(db, event.id, viewerId, { ...mine, answering: intentsAnswering(mine.intents) }, hidden, PEOPLE_TO_MEET_MAX);
      const photos = await attendees.photoUrls(
        event.id,
        rows.map((r) => r.userId),
      );
      const items = rows.flatMap((r) => {
        const interests = interestsService.many(r.interestIds).map((i) => i.name);
        const reasons = reasonsToMeet({ destinations: r.destinations, interests, hometown: r.hometown, adventures: r.adventures, groups: r.groups });
        if (!reasons[0]) return [];
        const { userId, username, firstName, lastName, headline } = r;
        return [{ userId, username, firstName, lastName, photoUrl: photos.get(userId) ?? null, headline, intents: intentsOf(r.intents, event.intentOptions), reason: reasons[0], reasons }];
      });
      // Counted once per pair: the spread of suggestions (insights) and the demand in the ranking.
      await peopleToMeetRepo.recordShown(
        db,
        event.id,
        viewerId,
        items.map((i) => i.userId),
      );
      return { items };
    },

    /** Whether I said "not interested" to them (decision 043). */
    async notInterested(ref: string, me: string, them: string): Promise<NotInterested> {
      const event = await matchable(ref, me, them);
      return { notInterested: await notInterestedRepo.has(db, event.id, me, them) };
    },

    /** Say it (or take it back): idempotent, silent to them; the pair leaves (or may return to) the suggestions both ways. */
    async setNotInterested(ref: string, me: string, them: string, value: boolean): Promise<NotInterested> {
      const event = await matchable(ref, me, them);
      if (value) await notInterestedRepo.add(db, event.id, me, them);
      else await notInterestedRepo.remove(db, event.id, me, them);
      return { notInterested: value };
    },
  };
}
export type IcebreakersService = ReturnType<typeof createIcebreakersService>;
