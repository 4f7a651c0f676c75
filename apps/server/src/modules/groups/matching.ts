import crypto from 'node:crypto';
import { GROUP_LIMITS, isGroupFull, type Interest } from '@mingle/contracts';
import type { Db } from '../../db/index.js';
import type { AttendeesService } from '../attendees/attendees.service.js';
import type { BlockList } from '../blocks/block-list.js';
import { interestsService } from '../interests/interests.service.js';
import type { GroupViewer } from './group-access.js';
import { NOTHING, sharedThings } from '../attendees/shared-reasons.js';
import { sharedWith } from './grouping.js';
import { groupsRepo, type GroupRow } from './groups.repo.js';

type MatchRow = NonNullable<Awaited<ReturnType<typeof groupsRepo.matchOf>>>;

export const listInWords = (names: string[]) => (names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`);

/** "with 5 of the 7 people in it", "with all 3 people in it", "with the one person in it". */
function peopleInWords(sharing: number, total: number) {
  if (sharing < total) return `${sharing} of the ${total} people in it`;
  return total === 1 ? 'the one person in it' : total === 2 ? 'both people in it' : `all ${total} people in it`;
}

/** Ties go a different way for each person, so equal groups do not all go to the first by name. */
const tieBreak = (userId: string, groupId: string) => crypto.createHash('sha1').update(`${userId}:${groupId}`).digest('hex');

/**
 * Suggestions from the matcher's placement. Each attendee's first suggestion is the group the
 * matcher holds a seat in for them ("Matched for you"); then groups with room, ranked the way the
 * matcher assigns: how many of the group's people like each of my interests. Someone who was not
 * placed when the groups were formed (a late profile) is placed on their first look, by the same
 * scoring, into a group with room.
 */
export function createMatching({ db, attendees, blockList, onSeatsChanged }: { db: Db; attendees: AttendeesService; blockList: BlockList; onSeatsChanged: (groupIds: string[]) => Promise<unknown> }) {
  /** Mean number of my interests each of the group's people likes (its theme when it has nobody). */
  function affinity(g: GroupRow, liking: Map<string, number>, mine: Set<string>, match: MatchRow | undefined) {
    const people = g.memberCount + g.reservedCount - (match?.holding && match.groupId === g.id ? 1 : 0);
    if (people > 0) return [...liking.values()].reduce((a, b) => a + b, 0) / people;
    return g.interestIds.filter((i) => mine.has(i)).length / 2;
  }
  const hasRoom = (g: GroupRow) => !isGroupFull(g);

  /** A seat in the best automatic group with room, or nothing when none fits. */
  async function place(v: GroupViewer, ranked: GroupRow[]) {
    for (const g of ranked.filter((x) => x.aiCreated && x.targetSize && hasRoom(x))) {
      const held = await db.transaction((tx) => groupsRepo.holdSeatIfRoom(tx, v.eventId, g.id, v.userId));
      if (held) {
        await onSeatsChanged([g.id]);
        return groupsRepo.matchOf(db, v.eventId, v.userId);
      }
      // Someone took the last seat meanwhile, or a parallel request placed me: read again.
      const meanwhile = await groupsRepo.matchOf(db, v.eventId, v.userId);
      if (meanwhile) return meanwhile;
    }
    return undefined;
  }

  /**
   * "You share X with N of the M people in it" counts the group's members beside me (what the card's
   * member count shows), and what each shares with me by the one rule (decision 028): interests they
   * let me see. Held seats are people not in it yet; a member a block hides from me counts in M but
   * never shares (decision 019).
   */
  async function reasons(v: GroupViewer, picked: GroupRow[], mine: Set<string>, hidden: Set<string>) {
    const members = await groupsRepo.othersIn(
      db,
      picked.map((g) => g.id),
      v.userId,
    );
    const visible = await attendees.visibleInterests(v.eventId, v.userId, [...new Set(members.map((m) => m.userId))]);
    const asThings = (ids: string[]) => ({ ...NOTHING, interests: ids.map((id) => ({ id, name: id })) });
    const myThings = asThings([...mine]);
    const sharedOf = (userId: string) => (hidden.has(userId) ? [] : sharedThings(myThings, asThings(visible.get(userId) ?? [])).interests.map((i) => i.id));
    return new Map(
      picked.map((g) => {
        const lists = members.filter((m) => m.groupId === g.id).map((m) => sharedOf(m.userId));
        const { interestIds, people } = sharedWith(mine, lists, g.interestIds);
        if (people > 0) {
          const named = interestsService.many(interestIds);
          return [g.id, { sharedInterests: named, reason: `You share ${listInWords(named.map((i) => i.name))} with ${peopleInWords(people, lists.length)}` }];
        }
        const theme = interestsService.many(g.interestIds.filter((i) => mine.has(i)).slice(0, 2));
        if (theme.length) return [g.id, { sharedInterests: theme, reason: `It's about ${listInWords(theme.map((i) => i.name))}, which you like too` }];
        return [g.id, { sharedInterests: [], reason: 'The matcher placed you here when the groups were formed' }];
      }),
    );
  }

  return {
    /** The person's match at the event, if the matcher holds a seat for them. */
    heldSeat: async (eventId: string, userId: string) => {
      const m = await groupsRepo.matchOf(db, eventId, userId);
      return m?.holding ? m.groupId : undefined;
    },

    async suggestions(v: GroupViewer): Promise<{ group: GroupRow; matched: boolean; sharedInterests: Interest[]; reason: string }[]> {
      const mine = new Set((await attendees.interestsByUser(v.eventId, [v.userId])).get(v.userId) ?? []);
      if (!mine.size) return [];
      let groups = await groupsRepo.activeOfEvent(db, v.eventId);
      const joined = new Set(
        (
          await groupsRepo.membershipsOf(
            db,
            v.userId,
            groups.map((g) => g.id),
          )
        ).map((m) => m.groupId),
      );
      let match = await groupsRepo.matchOf(db, v.eventId, v.userId);
      if (match && !groups.some((g) => g.id === match!.groupId)) {
        // The group was deactivated since: the seat goes, and the person is placed again.
        const gone = match;
        await db.transaction(async (tx) => {
          await groupsRepo.forgetMatch(tx, v.eventId, v.userId);
          if (gone.holding) await groupsRepo.freeSeat(tx, gone.groupId);
        });
        match = undefined;
      }
      const likingOf = new Map<string, Map<string, number>>();
      const hidden = await blockList.hiddenFrom(v.eventId, v.userId);
      for (const r of await groupsRepo.peopleLikingMine(db, v.eventId, v.userId, [...mine], [...hidden])) {
        likingOf.set(r.groupId, (likingOf.get(r.groupId) ?? new Map()).set(r.interestId, r.n));
      }
      const scoreOf = (g: GroupRow) => affinity(g, likingOf.get(g.id) ?? new Map(), mine, match);
      const rank = (list: GroupRow[]) =>
        list
          .map((g) => ({ g, score: scoreOf(g), tie: tieBreak(v.userId, g.id) }))
          .filter((x) => x.score > 0)
          .sort((a, b) => b.score - a.score || (a.tie < b.tie ? -1 : 1))
          .map((x) => x.g);

      const inAutoGroup = groups.some((g) => g.aiCreated && joined.has(g.id));
      if (!match && v.isAttendee && !inAutoGroup) {
        match = await place(v, rank(groups.filter((g) => !joined.has(g.id))));
        if (match) groups = await groupsRepo.activeOfEvent(db, v.eventId);
      }
      const seatIn = match?.holding ? match.groupId : undefined;
      const seat = groups.find((g) => g.id === seatIn && !joined.has(g.id));
      const others = rank(groups.filter((g) => g.id !== seatIn && !joined.has(g.id) && hasRoom(g)));
      const picked = [...(seat ? [seat] : []), ...others].slice(0, GROUP_LIMITS.suggestions);
      const why = await reasons(v, picked, mine, hidden);
      return picked.map((g) => ({ group: g, matched: g.id === seatIn, ...why.get(g.id)! }));
    },
  };
}
export type Matching = ReturnType<typeof createMatching>;
