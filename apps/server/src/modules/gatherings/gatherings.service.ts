import { gatheringRuleIssues, type CreateGatheringInput, type Gathering, type UpdateGatheringInput } from '@mingle/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/index.js';
import { errors } from '../../lib/errors.js';
import type { Caller, GroupAccess, GroupViewer } from '../groups/group-access.js';
import { gatheringsRepo, type GatheringRow } from './gatherings.repo.js';

type CreateData = z.output<typeof CreateGatheringInput>;
type UpdateData = z.output<typeof UpdateGatheringInput>;

export function createGatheringsService({ db, access }: { db: Db; access: GroupAccess }) {
  const canEdit = (v: GroupViewer, r: GatheringRow) => !r.groupDeactivated && (r.g.createdBy === v.userId || v.isModerator);
  const toGathering = (v: GroupViewer, r: GatheringRow): Gathering => ({
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
    myStatus: r.myStatus ?? 'none',
    expired: r.expired,
    canEdit: canEdit(v, r),
  });

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
    /** Members of the group create gatherings. */
    async create(ref: string, caller: Caller, groupId: string, input: CreateData) {
      const { v, group } = await access.viewGroup(ref, caller, groupId);
      await access.requirePoster(v, group);
      const row = await gatheringsRepo.insert(db, { ...input, groupId: group.id, createdBy: v.userId });
      return toGathering(v, await load(v, group.id, row.id));
    },
    /** The creator and the organisers edit. */
    async update(ref: string, caller: Caller, groupId: string, id: string, input: UpdateData) {
      const { v, group } = await access.viewGroup(ref, caller, groupId);
      const current = await load(v, group.id, id);
      if (!canEdit(v, current)) throw errors.forbidden('cannotEditGathering');
      const broken = gatheringRuleIssues({ ...current.g, ...input })[0];
      if (broken) throw errors.field(400, broken.path, broken.key);
      await gatheringsRepo.update(db, id, input);
      return toGathering(v, await load(v, group.id, id));
    },
    async setAttendance(ref: string, caller: Caller, groupId: string, id: string, status: 'going' | 'interested' | 'none') {
      const { v, group } = await access.viewGroup(ref, caller, groupId);
      if (!v.isAttendee) throw errors.notFound('eventNotFound');
      if (group.deactivatedAt) throw errors.conflict('groupDeactivated');
      await load(v, group.id, id);
      await gatheringsRepo.setAttendance(db, id, v.userId, status);
      return toGathering(v, await load(v, group.id, id));
    },
    /** For group insights: every gathering of the group with its counts, and how many are ahead. */
    async ofGroup(groupId: string, timeZone: string) {
      const [upcoming, list] = await Promise.all([gatheringsRepo.countUpcoming(db, groupId, timeZone), gatheringsRepo.summaryOfGroup(db, groupId)]);
      return { upcoming, list };
    },
  };
}
export type GatheringsService = ReturnType<typeof createGatheringsService>;
