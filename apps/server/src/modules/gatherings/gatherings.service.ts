import { gatheringRuleIssues, type CreateGatheringInput, type Gathering, type LiveGathering, type UpdateGatheringInput } from '@mingle/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/index.js';
import { errors } from '../../lib/errors.js';
import type { GatheringNotices } from './gathering-notices.js';
import type { Realtime } from '../../plugins/realtime.js';
import type { AttendeesService } from '../attendees/attendees.service.js';
import { eventKey, type Caller, type GroupAccess, type GroupViewer } from '../groups/group-access.js';
import { boardKey } from '../groups/messages.service.js';
import type { BlockList } from '../blocks/block-list.js';
import { peopleCards, withoutHidden } from '../groups/people-cards.js';
import { gatheringsRepo, type GatheringRow } from './gatherings.repo.js';

type CreateData = z.output<typeof CreateGatheringInput>;

const DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
/** "Dec 5 – 6, 2026" (or "Dec 5, 2026"): the event's days in the English of error texts. */
const eventDates = (start: string, end: string) => DAY.formatRange(new Date(`${start}T00:00:00Z`), new Date(`${end}T00:00:00Z`));
type UpdateData = z.output<typeof UpdateGatheringInput>;

/** What every viewer of the event may see: no `myStatus`, no `canEdit`. */
const toLiveGathering = (r: GatheringRow): LiveGathering => ({
  id: r.g.id,
  groupId: r.g.groupId,
  groupName: r.groupName,
  groupIcon: r.groupIcon,
  eventId: r.eventId,
  title: r.g.title,
  startDate: r.g.startDate,
  startHour: r.g.startHour,
  endHour: r.g.endHour,
  location: r.g.location,
  description: r.g.description,
  createdBy: r.g.createdBy,
  creatorName: r.creatorName,
  goingCount: r.goingCount,
  interestedCount: r.interestedCount,
  capacity: r.g.capacity,
  waitlistCount: r.waitlistCount,
  expired: r.expired,
  cancelled: r.g.cancelledAt !== null,
  cancelNote: r.g.cancelNote,
});

interface Deps {
  db: Db;
  access: GroupAccess;
  attendees: AttendeesService;
  realtime: Realtime;
  blockList: BlockList;
  /** Tells the people going when a gathering is cancelled, and whoever is given a place from the line. */
  tell: GatheringNotices;
}

export function createGatheringsService({ db, access, attendees, realtime, blockList, tell }: Deps) {
  const mayManage = (v: GroupViewer, r: GatheringRow) => !r.groupDeactivated && (r.g.createdBy === v.userId || v.isModerator);
  const canEdit = (v: GroupViewer, r: GatheringRow) => mayManage(v, r) && !r.g.cancelledAt;
  const toGathering = (v: GroupViewer, r: GatheringRow): Gathering => ({
    ...toLiveGathering(r),
    myStatus: r.myStatus ?? 'none',
    myPosition: r.myPosition,
    canEdit: canEdit(v, r),
    canDelete: mayManage(v, r) && !r.othersAnswered,
  });

  /** Tells the group's board and the event's lists: the counts, and the gathering without per-viewer fields. */
  async function publish(r: GatheringRow) {
    const counts = { gatheringId: r.g.id, groupId: r.g.groupId, goingCount: r.goingCount, interestedCount: r.interestedCount, waitlistCount: r.waitlistCount };
    const gathering = toLiveGathering(r);
    for (const channelKey of [boardKey(r.g.groupId), eventKey(r.eventId)]) {
      await realtime.publishChange({ type: 'change', channelKey, event: 'gathering.changed', at: r.readAt, ...counts, gathering });
    }
  }

  /** The answer to the writer, after telling everyone else. */
  async function changed(v: GroupViewer, groupId: string, id: string) {
    const r = await load(v, groupId, id);
    await publish(r);
    return toGathering(v, r);
  }

  /** The same, and a word to each person just given a place from the line. */
  async function changedGiving(v: GroupViewer, groupId: string, id: string, given: string[]) {
    const after = await changed(v, groupId, id);
    if (given.length) tell.placeGiven(v.eventId, after, await gatheringsRepo.people(db, given));
    return after;
  }

  /**
   * A gathering cannot start in the past (it would show "Over" at once), except for the event's
   * organisers, who may record one that happened. Names the day when the whole day has passed,
   * else the hour.
   */
  async function requireFutureStart(v: GroupViewer, start: { startDate: string; startHour: string }) {
    if (v.isModerator) return;
    const { passed, dayPassed } = await gatheringsRepo.startState(db, v.timeZone, start.startDate, start.startHour);
    if (passed) throw errors.field(400, dayPassed ? 'startDate' : 'startHour', 'startInPast');
  }

  /**
   * A gathering falls on one of the event's days (both are days on the event's wall clock), so it
   * is never shown outside the event it belongs to.
   */
  async function requireEventDay(v: GroupViewer, startDate: string) {
    const days = await gatheringsRepo.eventDays(db, v.eventId);
    if (!days || (startDate >= days.startDate && startDate <= days.endDate)) return;
    throw errors.field(400, 'startDate', 'outsideEventDates', { dates: eventDates(days.startDate, days.endDate) });
  }

  async function load(v: GroupViewer, groupId: string, id: string) {
    const r = await gatheringsRepo.find(db, v.userId, v.timeZone, groupId, id);
    if (!r) throw errors.notFound();
    return r;
  }

  return {
    /** The event's gatherings across its groups, upcoming or expired in the event's time zone. */
    async listForEvent(ref: string, caller: Caller, f: { when: 'upcoming' | 'expired'; page: number; pageSize: number }) {
      const v = await access.viewer(ref, caller);
      const { rows, hasMore } = await gatheringsRepo.page(db, v.userId, v.timeZone, { ...f, eventId: v.eventId });
      return { items: rows.map((r) => toGathering(v, r)), page: f.page, pageSize: f.pageSize, hasMore };
    },
    async listForGroup(ref: string, caller: Caller, groupId: string, f: { when: 'upcoming' | 'expired'; page: number; pageSize: number }) {
      const { v, group } = await access.viewGroup(ref, caller, groupId);
      const { rows, hasMore } = await gatheringsRepo.page(db, v.userId, v.timeZone, { ...f, eventId: v.eventId, groupId: group.id });
      return { items: rows.map((r) => toGathering(v, r)), page: f.page, pageSize: f.pageSize, hasMore };
    },
    async get(ref: string, caller: Caller, groupId: string, id: string) {
      const { v, group } = await access.viewGroup(ref, caller, groupId);
      return toGathering(v, await load(v, group.id, id));
    },
    /** Members of the group and the event's organisers create gatherings. */
    async create(ref: string, caller: Caller, groupId: string, input: CreateData) {
      const { v, group } = await access.viewGroup(ref, caller, groupId);
      await access.requirePoster(v, group);
      await requireEventDay(v, input.startDate);
      await requireFutureStart(v, input);
      // Whoever proposes it goes (organisers attend as attendees only, as in setAttendance).
      const row = await gatheringsRepo.insert(db, { ...input, groupId: group.id, createdBy: v.userId }, { creatorGoing: v.isAttendee });
      return changed(v, group.id, row.id);
    },
    /** The creator and the organisers edit. */
    async update(ref: string, caller: Caller, groupId: string, id: string, input: UpdateData) {
      const { v, group } = await access.viewGroup(ref, caller, groupId);
      const current = await load(v, group.id, id);
      if (current.g.cancelledAt) throw errors.conflict('gatheringCancelled');
      if (!canEdit(v, current)) throw errors.forbidden('cannotEditGathering');
      const next = { ...current.g, ...input };
      const broken = gatheringRuleIssues(next)[0];
      if (broken) throw errors.field(400, broken.path, broken.key);
      // Only a moved start is checked: a gathering under way keeps its start through other edits.
      const moved = next.startDate !== current.g.startDate || next.startHour !== current.g.startHour;
      // A gathering the event's new dates left outside stays readable and editable until its day moves (decision 027).
      if (next.startDate !== current.g.startDate) await requireEventDay(v, next.startDate);
      if (moved) await requireFutureStart(v, next);
      // A new limit: places it opens go to the first in line at once (decision 039).
      const given = await gatheringsRepo.update(db, id, input, { moved });
      return changedGiving(v, group.id, id, given);
    },
    async setAttendance(ref: string, caller: Caller, groupId: string, id: string, status: 'going' | 'interested' | 'none') {
      const { v, group } = await access.viewGroup(ref, caller, groupId);
      if (!v.isAttendee) throw errors.forbidden(); // an organiser: they know the event, but attend as attendees only
      if (group.deactivatedAt) throw errors.conflict('groupDeactivated');
      const current = await load(v, group.id, id);
      // Taking back an answer stays possible; a new one would promise a gathering that will not happen.
      if (current.g.cancelledAt && status !== 'none') throw errors.conflict('gatheringCancelled');
      // Going while there is a place, else in line; a place left goes to the first in line (decision 039).
      const { promoted, gone } = await gatheringsRepo.setAttendance(db, id, v.userId, status);
      // Deleted between reading and answering (its last moment without answers).
      if (gone) throw errors.notFound();
      return changedGiving(v, group.id, id, promoted);
    },
    /**
     * The creator or the organisers call it off: it stays listed as cancelled and everyone going
     * is told (decision 034). A second call answers as the first did.
     */
    async cancel(ref: string, caller: Caller, groupId: string, id: string, message: string | null) {
      const { v, group } = await access.viewGroup(ref, caller, groupId);
      const current = await load(v, group.id, id);
      if (!mayManage(v, current)) throw errors.forbidden('cannotEditGathering');
      if (current.g.cancelledAt) return toGathering(v, current);
      const going = await gatheringsRepo.cancel(db, id, message || null);
      const after = await changed(v, group.id, id);
      const by = v.isModerator && current.g.createdBy !== v.userId ? null : after.creatorName;
      tell.cancelled(
        v.eventId,
        { ...after, by },
        going.filter((p) => p.userId !== v.userId),
      );
      return after;
    },
    /** Deleted while nobody but its creator answered; after that it is cancelled instead (409). */
    async remove(ref: string, caller: Caller, groupId: string, id: string) {
      const { v, group } = await access.viewGroup(ref, caller, groupId);
      const current = await load(v, group.id, id);
      if (!mayManage(v, current)) throw errors.forbidden('cannotEditGathering');
      if (!(await gatheringsRepo.removeUnanswered(db, id))) throw errors.conflict('gatheringHasAnswers');
      const change = { type: 'change', event: 'gathering.removed', at: current.readAt, gatheringId: id, groupId: group.id } as const;
      for (const channelKey of [boardKey(group.id), eventKey(v.eventId)]) await realtime.publishChange({ ...change, channelKey });
    },
    /** Who answered going (or interested), for everyone who may see the group's people. */
    /**
     * Its creator or the organisers let someone in line go at once, beyond the limit if need be
     * (decision 039); they are told as when a place comes free. Someone going already: done.
     */
    async admit(ref: string, caller: Caller, groupId: string, id: string, userId: string) {
      const { v, group } = await access.viewGroup(ref, caller, groupId);
      const current = await load(v, group.id, id);
      if (!mayManage(v, current)) throw errors.forbidden('cannotEditGathering');
      if (current.g.cancelledAt) throw errors.conflict('gatheringCancelled');
      const admitted = await gatheringsRepo.admit(db, id, userId);
      if (admitted === 'notInLine') throw errors.notFound();
      return changedGiving(v, group.id, id, admitted === 'admitted' ? [userId] : []);
    },
    async attendees(ref: string, caller: Caller, groupId: string, id: string, f: { status: 'going' | 'interested' | 'waitlisted'; page: number; pageSize: number }) {
      const { v, group } = await access.viewGroup(ref, caller, groupId);
      await load(v, group.id, id);
      await access.requirePeopleViewer(v, group);
      const { rows, hasMore } = await gatheringsRepo.attendeesPage(db, v.eventId, id, f);
      return { items: await peopleCards(attendees, v.eventId, v.userId, await withoutHidden(blockList, v, rows)), page: f.page, pageSize: f.pageSize, hasMore };
    },
    /** For group insights: every gathering of the group with its counts, and how many are ahead. */
    async ofGroup(groupId: string, timeZone: string) {
      const [upcoming, list] = await Promise.all([gatheringsRepo.countUpcoming(db, groupId, timeZone), gatheringsRepo.summaryOfGroup(db, groupId)]);
      return { upcoming, list };
    },
  };
}
export type GatheringsService = ReturnType<typeof createGatheringsService>;
