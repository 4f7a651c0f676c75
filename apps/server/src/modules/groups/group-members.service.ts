import type { Db } from '../../db/index.js';
import type { AttendeesService } from '../attendees/attendees.service.js';
import type { Caller, GroupAccess } from './group-access.js';
import { groupMembersRepo } from './group-members.repo.js';
import type { BlockList } from '../blocks/block-list.js';
import { peopleCards, withoutHidden } from './people-cards.js';

/**
 * GET /events/{event}/attendee/groups/{groupId}/members: who is in a group, for everyone who may
 * view it (the event's attendees and organisers; decision 011).
 */
export function createGroupMembersService({ db, access, attendees, blockList }: { db: Db; access: GroupAccess; attendees: AttendeesService; blockList: BlockList }) {
  return {
    async list(ref: string, caller: Caller, groupId: string, f: { page: number; pageSize: number }) {
      const { v, group } = await access.viewGroup(ref, caller, groupId);
      await access.requirePeopleViewer(v, group);
      const { rows, hasMore } = await groupMembersRepo.page(db, v.eventId, group.id, f);
      return { items: await peopleCards(attendees, v.eventId, v.userId, await withoutHidden(blockList, v, rows)), page: f.page, pageSize: f.pageSize, hasMore };
    },
  };
}
export type GroupMembersService = ReturnType<typeof createGroupMembersService>;
