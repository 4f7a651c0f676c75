import type { z } from 'zod';
import { GROUP_LIMITS, isGroupFull, type AttendeeGroup, type CompanyGroupsFilter, type CreateGroupInput, type Group, type LiveGroup, type UpdateGroupInput } from '@mingle/contracts';
import type { Db } from '../../db/index.js';
import { errors } from '../../lib/errors.js';
import type { Realtime } from '../../plugins/realtime.js';
import type { AttendeesService } from '../attendees/attendees.service.js';
import type { EventsService } from '../events/events.service.js';
import { interestsService } from '../interests/interests.service.js';
import { eventKey, type Caller, type GroupAccess, type GroupViewer } from './group-access.js';
import { formGroups } from './grouping.js';
import { groupsRepo, type GroupRow } from './groups.repo.js';
import type { BlockList } from '../blocks/block-list.js';
import { createMatching, listInWords } from './matching.js';
import { boardKey } from './messages.service.js';

type CreateData = z.output<typeof CreateGroupInput>;
type UpdateData = z.output<typeof UpdateGroupInput>;

export const toGroup = (g: GroupRow): Group => ({
  id: g.id,
  eventId: g.eventId,
  name: g.name,
  description: g.description,
  labels: g.labels,
  icon: g.icon,
  memberCount: g.memberCount,
  aiCreated: g.aiCreated,
  interests: interestsService.many(g.interestIds),
  targetSize: g.targetSize,
  reservedCount: g.reservedCount,
  deactivated: g.deactivatedAt !== null,
  createdAt: g.createdAt.toISOString(),
});

export const toLiveGroup = (g: GroupRow): LiveGroup => ({
  id: g.id,
  memberCount: g.memberCount,
  targetSize: g.targetSize,
  reservedCount: g.reservedCount,
  full: isGroupFull(g),
  deactivated: g.deactivatedAt !== null,
});

export type GatheringsOfGroup = (
  groupId: string,
  timeZone: string,
) => Promise<{ upcoming: number; list: { id: string; title: string; startDate: string; startHour: string; goingCount: number; interestedCount: number }[] }>;

interface Deps {
  db: Db;
  events: EventsService;
  attendees: AttendeesService;
  access: GroupAccess;
  realtime: Realtime;
  blockList: BlockList;
}

/** How a group changed, for its live subscribers. */
type GroupChange = 'membership' | 'created' | 'edited' | 'deactivated';

export function createGroupsService({ db, events, attendees, access, realtime, blockList }: Deps) {
  /**
   * Tells the group's board and the event's group list (contracts: LiveChangeSchema). Reads the
   * groups again with the database time, so the counts are the ones after the change.
   */
  async function publish(ids: string[], how: GroupChange) {
    const rows = await groupsRepo.withTime(db, ids);
    for (const { g, at } of rows) {
      const group = toLiveGroup(g);
      // Joins and leaves are the busy path: the numbers only.
      const details = how === 'membership' ? {} : { details: toGroup(g) };
      if (how === 'deactivated') {
        await realtime.publishChange({ type: 'change', channelKey: boardKey(g.id), event: 'group.deactivated', at, group });
      } else if (how !== 'created') {
        // A new group has no board watchers yet.
        await realtime.publishChange({ type: 'change', channelKey: boardKey(g.id), event: 'group.changed', at, group, ...details });
      }
      await realtime.publishChange({ type: 'change', channelKey: eventKey(g.eventId), event: 'group.changed', at, group, ...details });
    }
    return rows.map((r) => r.g);
  }

  const matching = createMatching({ db, attendees, blockList, onSeatsChanged: (ids) => publish(ids, 'membership') });

  async function attendeeView(v: GroupViewer, g: GroupRow): Promise<AttendeeGroup> {
    const m = await groupsRepo.membership(db, g.id, v.userId);
    const seatHeld = (await matching.heldSeat(v.eventId, v.userId)) === g.id;
    return { ...toGroup(g), isMember: !!m, aiMatched: m?.aiMatched ?? false, seatHeld, canPost: !!m && !g.deactivatedAt, canModerate: v.isModerator };
  }

  async function companyGroup(companyId: string, ref: string, id: string) {
    const eventId = await events.companyEventId(companyId, ref);
    const g = await groupsRepo.find(db, eventId, id);
    if (!g) throw errors.notFound();
    return g;
  }

  /** Names a formed group after what its members share most, with the top interest's emoji. */
  function describe(theme: string[]) {
    const named = interestsService.many(theme);
    const names = named.map((i) => i.name);
    const name = names.length <= 2 ? names.join(' & ') : `${names.slice(0, -1).join(', ')} & ${names.at(-1)}`;
    return { name: name.slice(0, GROUP_LIMITS.nameMax), icon: named[0]?.emoji ?? '✨' };
  }

  return {
    // Company side.
    async listForCompany(companyId: string, ref: string, f: CompanyGroupsFilter & { page: number; pageSize: number }) {
      const eventId = await events.companyEventId(companyId, ref);
      const { rows, hasMore } = await groupsRepo.page(db, eventId, { ...f, includeInactive: f.status !== 'active', onlyInactive: f.status === 'deactivated' });
      return { items: rows.map(toGroup), page: f.page, pageSize: f.pageSize, hasMore };
    },
    async create(companyId: string, userId: string, ref: string, input: CreateData) {
      const eventId = await events.companyEventId(companyId, ref);
      const row = await groupsRepo.insert(db, { ...input, eventId, createdBy: userId });
      await publish([row.id], 'created');
      return toGroup(row);
    },
    async details(companyId: string, ref: string, id: string) {
      const g = await companyGroup(companyId, ref, id);
      const members = await groupsRepo.members(db, g.id, g.eventId);
      return { ...toGroup(g), members: members.map((m) => ({ ...m, joinedAt: m.joinedAt.toISOString() })) };
    },
    async update(companyId: string, ref: string, id: string, input: UpdateData) {
      const g = await companyGroup(companyId, ref, id);
      if (g.deactivatedAt) throw errors.conflict('groupDeactivated');
      const row = await groupsRepo.update(db, g.id, input);
      await publish([row.id], 'edited');
      return toGroup(row);
    },
    /** Not a hard delete: attendees keep reading it, nobody posts. */
    async deactivate(companyId: string, ref: string, id: string) {
      const g = await companyGroup(companyId, ref, id);
      if (g.deactivatedAt) return toGroup(g);
      const row = await groupsRepo.update(db, g.id, { deactivatedAt: new Date() });
      await publish([row.id], 'deactivated');
      return toGroup(row);
    },
    /**
     * Forms groups for everyone not yet placed and holds a seat for each person in the group the
     * matcher put them in (their "Matched for you"). A rerun frees the seats nobody took, reuses
     * groups with the same theme, and never shrinks a group below the people already in it.
     */
    async autoForm(companyId: string, userId: string, ref: string, targetSize: number) {
      const eventId = await events.companyEventId(companyId, ref);
      const interests = await attendees.interestsByUser(eventId);
      const out: GroupRow[] = [];
      const createdIds: string[] = [];
      const changedIds = new Set<string>();
      await db.transaction(async (tx) => {
        for (const id of await groupsRepo.releaseHolds(tx, eventId)) changedIds.add(id);
        const placed = await groupsRepo.placedUsers(tx, eventId);
        const unplaced = [...interests].filter(([id]) => !placed.has(id)).map(([id, list]) => ({ userId: id, interests: list }));
        // The size applies to every automatic group, but never below the people already in it.
        const existing = new Map<string | null, GroupRow>();
        for (const g of await groupsRepo.autoGroups(tx, eventId)) {
          const capacity = Math.max(targetSize, g.memberCount);
          const row = g.deactivatedAt || g.targetSize === capacity ? g : await groupsRepo.update(tx, g.id, { targetSize: capacity });
          if (row !== g) changedIds.add(g.id);
          existing.set(g.autoKey, row);
          if (!g.deactivatedAt) out.push(row);
        }
        for (const f of formGroups(unplaced, targetSize)) {
          let row = existing.get(f.key);
          if (row?.deactivatedAt) continue; // its people are placed when they next look
          if (!row) {
            const { name, icon } = describe(f.interestIds.slice(0, f.key.split('+').length));
            const named = interestsService.many(f.interestIds);
            row = await groupsRepo.insert(tx, {
              eventId,
              name,
              icon,
              aiCreated: true,
              interestIds: f.interestIds,
              autoKey: f.key,
              targetSize,
              createdBy: userId,
              labels: named.slice(0, 3).map((i) => i.name.slice(0, GROUP_LIMITS.labelMax)),
              description: `Matched for ${f.memberIds.length} attendees who share ${listInWords(named.slice(0, 3).map((i) => i.name))}.`,
            });
            createdIds.push(row.id);
            out.push(row);
          }
          const room = Math.max(0, (row.targetSize ?? targetSize) - row.memberCount - row.reservedCount);
          const seats = f.memberIds.slice(0, room);
          await groupsRepo.holdSeats(tx, eventId, row.id, seats);
          if (seats.length) changedIds.add(row.id);
        }
      });
      // After the commit: nobody hears of a group that a rollback took back.
      await publish(createdIds, 'created');
      await publish(
        [...changedIds].filter((id) => !createdIds.includes(id)),
        'edited',
      );
      const now = new Map(
        (
          await groupsRepo.withTime(
            db,
            out.map((g) => g.id),
          )
        ).map((r) => [r.g.id, r.g]),
      );
      const created = createdIds.length;
      return { created, reused: out.length - created, groups: out.map((g) => toGroup(now.get(g.id) ?? g)) };
    },

    /** For other modules: the active groups a person is in at an event. */
    groupsOfUser: (eventId: string, userId: string) => groupsRepo.groupsOfUser(db, eventId, userId),

    // Attendee side.
    async list(ref: string, caller: Caller, f: { q?: string; mine: boolean; page: number; pageSize: number }) {
      const v = await access.viewer(ref, caller);
      const { rows, hasMore } = await groupsRepo.page(db, v.eventId, { ...f, mineOf: f.mine ? v.userId : undefined, includeInactive: f.mine });
      const mine = new Map(
        (
          await groupsRepo.membershipsOf(
            db,
            v.userId,
            rows.map((r) => r.id),
          )
        ).map((m) => [m.groupId, m]),
      );
      const seatIn = await matching.heldSeat(v.eventId, v.userId);
      const items: AttendeeGroup[] = rows.map((g) => ({
        ...toGroup(g),
        isMember: mine.has(g.id),
        aiMatched: mine.get(g.id)?.aiMatched ?? false,
        seatHeld: g.id === seatIn,
        canPost: mine.has(g.id) && !g.deactivatedAt,
        canModerate: v.isModerator,
      }));
      return { items, page: f.page, pageSize: f.pageSize, hasMore };
    },
    async me(ref: string, caller: Caller, groupId: string) {
      const { v, group } = await access.viewGroup(ref, caller, groupId);
      return attendeeView(v, group);
    },
    /** Joining a group I am in answers as the join that put me there did: a double tap is no error. */
    async join(ref: string, caller: Caller, groupId: string, fromSuggestion: boolean) {
      const { v, group } = await access.viewGroup(ref, caller, groupId);
      if (!v.isAttendee) throw errors.forbidden(); // an organiser: they know the event, but join as attendees only
      // In already (a second tap, or the other of two at once): the group as it is now, counts included.
      const current = async () => attendeeView(v, (await groupsRepo.find(db, v.eventId, group.id)) ?? group);
      if (await groupsRepo.membership(db, group.id, v.userId)) return current();
      if (group.deactivatedAt) throw errors.conflict('groupDeactivated');
      // A seat the matcher holds is only ever given up for another automatic group.
      const match = group.aiCreated ? await groupsRepo.matchOf(db, v.eventId, v.userId) : undefined;
      const seatHere = !!match?.holding && match.groupId === group.id;
      const freed: string[] = [];
      // Two joins at once: the one that lost the insert changes nothing and answers as the other.
      const added = await db.transaction(async (tx) => {
        const added = await groupsRepo.addMember(tx, group.id, v.userId, fromSuggestion || seatHere, seatHere);
        if (added === 'already') return added;
        if (added === 'full') throw errors.conflict('groupFull');
        if (!match?.holding) return added;
        await groupsRepo.endHold(tx, v.eventId, v.userId, seatHere || fromSuggestion);
        if (!seatHere) {
          await groupsRepo.freeSeat(tx, match.groupId);
          freed.push(match.groupId);
        }
        return added;
      });
      if (added === 'already') return current();
      const [row] = await publish([group.id, ...freed], 'membership');
      return attendeeView(v, row!);
    },
    /** Leaving a group I am not in (any more) is done already: the group as I see it, no change told. */
    async leave(ref: string, caller: Caller, groupId: string) {
      const { v, group } = await access.viewGroup(ref, caller, groupId);
      const removed = await db.transaction((tx) => groupsRepo.removeMember(tx, group.id, v.userId));
      if (!removed) return attendeeView(v, (await groupsRepo.find(db, v.eventId, group.id)) ?? group);
      const [row] = await publish([group.id], 'membership');
      return attendeeView(v, row!);
    },
    /** After members left without asking (a deleted profile or account): everyone sees the new counts. */
    async publishMembership(groupIds: string[]) {
      await publish(groupIds, 'membership');
    },
    /** The WebSocket twin of `list`: the event's attendees and its company's members. */
    async authorizeEventChannel(caller: Caller, eventId: string) {
      await access.viewer(eventId, caller);
    },
    /** The group the matcher placed me in first, then others with room, each with the reason in words. */
    async suggestions(ref: string, caller: Caller) {
      const v = await access.viewer(ref, caller);
      return (await matching.suggestions(v)).map((s) => ({ ...s, group: toGroup(s.group) }));
    },
    async insights(ref: string, caller: Caller, groupId: string, gatheringsOf: GatheringsOfGroup) {
      const { v, group } = await access.viewGroup(ref, caller, groupId);
      const members = await groupsRepo.members(db, group.id, v.eventId);
      const byUser = await attendees.interestsByUser(
        v.eventId,
        members.map((m) => m.userId),
      );
      const counts = new Map<string, number>();
      for (const list of byUser.values()) for (const i of list) counts.set(i, (counts.get(i) ?? 0) + 1);
      const top = [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, 5);
      const daily = await groupsRepo.daily(db, group.id, v.timeZone);
      // Members over time is cumulative: joins per day added up (leaving is not kept).
      let running = 0;
      const membersOverTime = daily.joins.map((d) => ({ date: d.date, count: (running += d.count) }));
      const gatherings = await gatheringsOf(group.id, v.timeZone);
      return {
        memberCount: group.memberCount,
        membersOverTime,
        messagesPerDay: daily.posts,
        gatherings: gatherings.list,
        ...(await groupsRepo.insights(db, group.id)),
        upcomingGatherings: gatherings.upcoming,
        topInterests: top.map(([id, n]) => ({ interest: interestsService.get(id)!, members: n })).filter((t) => t.interest),
      };
    },
  };
}
export type GroupsService = ReturnType<typeof createGroupsService>;
