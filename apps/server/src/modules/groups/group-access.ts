import type { Db } from '../../db/index.js';
import { errors } from '../../lib/errors.js';
import type { AttendeesService } from '../attendees/attendees.service.js';
import type { EventsService } from '../events/events.service.js';
import { groupsRepo, type GroupRow } from './groups.repo.js';

/** The live channel of an event's group list (contracts: `{ kind: 'event', event: <eventId> }`). */
export const eventKey = (eventId: string) => `event:${eventId}`;

export interface Caller {
  userId: string;
  /** From x-company-id, already checked to be the caller's company. */
  companyId?: string;
  /** On a live socket: the events it found its user attending (see `SocketUser.attending`). */
  attending?: Set<string>;
}

export interface GroupViewer {
  eventId: string;
  timeZone: string;
  userId: string;
  isAttendee: boolean;
  /** A member of the company that runs the event: reads every board and may remove messages. */
  isModerator: boolean;
}

/** Who may see what of an event's groups; shared by the group, board and gathering services. */
export function createGroupAccess({ db, events, attendees }: { db: Db; events: EventsService; attendees: AttendeesService }) {
  async function viewer(ref: string, caller: Caller): Promise<GroupViewer> {
    const event = await events.ownerOf(ref);
    if (!event) throw errors.notFound('eventNotFound');
    const isModerator = !!caller.companyId && caller.companyId === event.companyId;
    const isAttendee = await attendees.attends(event.id, caller);
    // An outsider cannot tell this event from one that does not exist.
    if (!isModerator && !isAttendee) throw errors.notFound('eventNotFound');
    return { eventId: event.id, timeZone: event.timeZone, userId: caller.userId, isAttendee, isModerator };
  }

  async function group(v: GroupViewer, groupId: string): Promise<GroupRow> {
    const row = await groupsRepo.find(db, v.eventId, groupId);
    if (!row) throw errors.notFound(); // includes another event's group
    return row;
  }

  return {
    viewer,
    group,
    /**
     * Before any write on an event's groups, boards and gatherings: an archived event is read-only
     * (409 `eventArchived`, decision 032) for those who may see it; anyone else gets what the
     * route itself answers them.
     */
    async requireWritable(ref: string, caller: Caller) {
      if ((await events.ownerOf(ref))?.status !== 'archived') return;
      const sees = await viewer(ref, caller).then(
        () => true,
        () => false,
      );
      if (sees) throw errors.conflict('eventArchived');
    },
    /** A viewer and one of the event's groups. */
    async viewGroup(ref: string, caller: Caller, groupId: string) {
      const v = await viewer(ref, caller);
      return { v, group: await group(v, groupId) };
    },
    /**
     * Who writes in an active group: its members, and the event's organisers (they post on boards,
     * marked "Organiser", and create gatherings; docs/product.md, "Who uses it").
     */
    async requirePoster(v: GroupViewer, g: GroupRow) {
      if (g.deactivatedAt) throw errors.conflict('groupDeactivated');
      if (v.isModerator) return;
      if (!(await groupsRepo.membership(db, g.id, v.userId))) throw errors.forbidden('notGroupMember');
    },
    /**
     * Who sees the people of a group (its members, who answered its gatherings): everyone who may
     * view the group. Once it is deactivated, only the people who were in it and the organisers.
     */
    async requirePeopleViewer(v: GroupViewer, g: GroupRow) {
      if (!g.deactivatedAt || v.isModerator) return;
      if (!(await groupsRepo.membership(db, g.id, v.userId))) throw errors.forbidden('peopleHidden');
    },
  };
}
export type GroupAccess = ReturnType<typeof createGroupAccess>;
