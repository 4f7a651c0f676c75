import type { z } from 'zod';
import { GROUP_LIMITS, type AttendeeGroup, type CompanyGroupsFilter, type CreateGroupInput, type Group, type LiveGroup, type UpdateGroupInput } from '@mingle/contracts';
import type { Db } from '../../db/index.js';
import { errors } from '../../lib/errors.js';
import type { Realtime } from '../../plugins/realtime.js';
import type { AttendeesService } from '../attendees/attendees.service.js';
import type { EventsService } from '../events/events.service.js';
import { interestsService } from '../interests/interests.service.js';
import { eventKey, type Caller, type GroupAccess, type GroupViewer } from './group-access.js';
import { formGroups } from './grouping.js';
import { groupsRepo, type GroupRow } from './groups.repo.js';
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
  deactivated: g.deactivatedAt !== null,
  createdAt: g.createdAt.toISOString(),
});

/** At capacity: only auto-formed groups have one, and a join is refused then. */
const isFull = (g: GroupRow) => g.aiCreated && !!g.targetSize && g.memberCount >= g.targetSize;

export const toLiveGroup = (g: GroupRow): LiveGroup => ({
  id: g.id,
  memberCount: g.memberCount,
  targetSize: g.targetSize,
  full: isFull(g),
  deactivated: g.deactivatedAt !== null,
});

const listInWords = (names: string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

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
}

/** How a group changed, for its live subscribers. */
type GroupChange = 'membership' | 'created' | 'edited' | 'deactivated';

export function createGroupsService({ db, events, attendees, access, realtime }: Deps) {
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


  async function attendeeView(v: GroupViewer, g: GroupRow): Promise<AttendeeGroup> {
    const m = await groupsRepo.membership(db, g.id, v.userId);
    return { ...toGroup(g), isMember: !!m, aiMatched: m?.aiMatched ?? false, canPost: !!m && !g.deactivatedAt, canModerate: v.isModerator };
  }

  async function companyGroup(companyId: string, ref: string, id: string) {
    const eventId = await events.companyEventId(companyId, ref);
    const g = await groupsRepo.find(db, eventId, id);
    if (!g) throw errors.notFound();
    return g;
  }

  /** Names a formed group after what its members share most, with the top interest's emoji. */
  function describe(interestIds: string[]) {
    const named = interestsService.many(interestIds.slice(0, 2));
    return { name: named.map((i) => i.name).join(' & ').slice(0, GROUP_LIMITS.nameMax), icon: named[0]?.emoji ?? '✨' };
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
    async autoForm(companyId: string, userId: string, ref: string, targetSize: number) {
      const eventId = await events.companyEventId(companyId, ref);
      const interests = await attendees.interestsByUser(eventId);
      const formed = formGroups([...interests].map(([id, list]) => ({ userId: id, interests: list })), targetSize);
      const existing = new Map((await groupsRepo.autoGroups(db, eventId)).map((g) => [g.autoKey, g]));
      const out: GroupRow[] = [];
      const createdIds: string[] = [];
      const resizedIds: string[] = [];
      await db.transaction(async (tx) => {
        for (const f of formed) {
          const found = existing.get(f.key);
          if (found) {
            // A smaller size never shrinks a group below the people already in it.
            const capacity = Math.max(targetSize, found.memberCount);
            if (found.targetSize === capacity) out.push(found);
            else {
              out.push(await groupsRepo.update(tx, found.id, { targetSize: capacity }));
              resizedIds.push(found.id);
            }
            continue;
          }
          const { name, icon } = describe(f.interestIds);
          const labels = interestsService.many(f.interestIds.slice(0, 3)).map((i) => i.name.slice(0, GROUP_LIMITS.labelMax));
          const row = await groupsRepo.insert(tx, {
            eventId, name, icon, labels, aiCreated: true, interestIds: f.interestIds, autoKey: f.key, targetSize, createdBy: userId,
            description: `Formed from what ${f.memberIds.length} attendees share: ${listInWords(labels.map((l) => l.toLowerCase()))}.`,
          });
          out.push(row);
          createdIds.push(row.id);
        }
      });
      // After the commit: nobody hears of a group that a rollback took back.
      await publish(createdIds, 'created');
      await publish(resizedIds, 'edited');
      const created = createdIds.length;
      return { created, reused: out.length - created, groups: out.map(toGroup) };
    },

    /** For other modules: the active groups a person is in at an event. */
    groupsOfUser: (eventId: string, userId: string) => groupsRepo.groupsOfUser(db, eventId, userId),

    // Attendee side.
    async list(ref: string, caller: Caller, f: { q?: string; mine: boolean; page: number; pageSize: number }) {
      const v = await access.viewer(ref, caller);
      const { rows, hasMore } = await groupsRepo.page(db, v.eventId, { ...f, mineOf: f.mine ? v.userId : undefined, includeInactive: f.mine });
      const mine = new Map((await groupsRepo.membershipsOf(db, v.userId, rows.map((r) => r.id))).map((m) => [m.groupId, m]));
      const items: AttendeeGroup[] = rows.map((g) => ({
        ...toGroup(g),
        isMember: mine.has(g.id),
        aiMatched: mine.get(g.id)?.aiMatched ?? false,
        canPost: mine.has(g.id) && !g.deactivatedAt,
        canModerate: v.isModerator,
      }));
      return { items, page: f.page, pageSize: f.pageSize, hasMore };
    },
    async me(ref: string, caller: Caller, groupId: string) {
      const { v, group } = await access.viewGroup(ref, caller, groupId);
      return attendeeView(v, group);
    },
    async join(ref: string, caller: Caller, groupId: string, fromSuggestion: boolean) {
      const { v, group } = await access.viewGroup(ref, caller, groupId);
      if (!v.isAttendee) throw errors.forbidden(); // an organiser: they know the event, but join as attendees only
      if (group.deactivatedAt) throw errors.conflict('groupDeactivated');
      if (isFull(group)) throw errors.conflict('groupFull');
      const added = await db.transaction((tx) => groupsRepo.addMember(tx, group.id, v.userId, fromSuggestion));
      if (!added) throw errors.conflict('alreadyGroupMember');
      const [row] = await publish([group.id], 'membership');
      return attendeeView(v, row!);
    },
    async leave(ref: string, caller: Caller, groupId: string) {
      const { v, group } = await access.viewGroup(ref, caller, groupId);
      const removed = await db.transaction((tx) => groupsRepo.removeMember(tx, group.id, v.userId));
      if (!removed) throw errors.conflict('notInGroup');
      const [row] = await publish([group.id], 'membership');
      return attendeeView(v, row!);
    },
    /** The WebSocket twin of `list`: the event's attendees and its company's members. */
    async authorizeEventChannel(caller: Caller, eventId: string) {
      await access.viewer(eventId, caller);
    },
    /** The groups that fit me best, with the reason in words. */
    async suggestions(ref: string, caller: Caller) {
      const v = await access.viewer(ref, caller);
      const mine = new Set((await attendees.interestsByUser(v.eventId, [v.userId])).get(v.userId) ?? []);
      if (!mine.size) return [];
      const groups = await groupsRepo.activeOfEvent(db, v.eventId);
      const joined = new Set((await groupsRepo.membershipsOf(db, v.userId, groups.map((g) => g.id))).map((m) => m.groupId));
      return groups
        .filter((g) => !joined.has(g.id) && !(g.targetSize && g.memberCount >= g.targetSize))
        .map((g) => ({ g, shared: g.interestIds.filter((i) => mine.has(i)) }))
        .filter((s) => s.shared.length > 0)
        .sort((a, b) => b.shared.length - a.shared.length || b.g.memberCount - a.g.memberCount || (a.g.name < b.g.name ? -1 : 1))
        .slice(0, GROUP_LIMITS.suggestions)
        .map(({ g, shared }) => {
          const sharedInterests = interestsService.many(shared);
          const words = listInWords(sharedInterests.map((i) => i.name.toLowerCase()));
          return { group: toGroup(g), sharedInterests, reason: `You both like ${words}` };
        });
    },
    async insights(ref: string, caller: Caller, groupId: string, gatheringsOf: GatheringsOfGroup) {
      const { v, group } = await access.viewGroup(ref, caller, groupId);
      const members = await groupsRepo.members(db, group.id, v.eventId);
      const byUser = await attendees.interestsByUser(v.eventId, members.map((m) => m.userId));
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
