import type { ModerationAction, ModerationItem, ModerationStatus, OpenReports } from '@mingle/contracts';
import type { Db } from '../../db/index.js';
import type { Background } from '../../lib/background.js';
import { errors } from '../../lib/errors.js';
import type { Mailer } from '../../plugins/mail.js';
import type { Realtime } from '../../plugins/realtime.js';
import type { AttendeesService } from '../attendees/attendees.service.js';
import type { ConnectionsService } from '../connections/connections.service.js';
import type { EventsService } from '../events/events.service.js';
import type { MessagesService } from '../groups/messages.service.js';
import type { UploadsService } from '../uploads/uploads.service.js';
import { interestsService } from '../interests/interests.service.js';
import { warningMail } from './moderation.mails.js';
import { moderationRepo } from './moderation.repo.js';

interface Deps {
  db: Db;
  events: EventsService;
  attendees: AttendeesService;
  messages: MessagesService;
  connections: ConnectionsService;
  realtime: Realtime;
  mailer: Mailer;
  background: Background;
  uploads: UploadsService;
  /** A place freed: the first in line is offered it (decision 037). */
  placesFreed: (eventId: string) => Promise<void>;
}

/**
 * GET /company/events/{id}/reports and the actions on it (decision 019): the event's organisers
 * see what was reported and act. Anyone else's event is not found (404), as everywhere in the console.
 */
export function createModerationService({ db, events, attendees, messages, connections, realtime, mailer, background, uploads, placesFreed }: Deps) {
  /**
   * Ends a person's attendance and closes the open reports about them (as removed); with `ban`,
   * the join link refuses them from now on. Answers how many reports it closed.
   */
  async function removeFromEvent(eventId: string, userId: string, by: string, ban: boolean) {
    const { removed, closed } = await db.transaction(async (tx) => ({
      removed: await moderationRepo.removeFromEvent(tx, eventId, userId, by, ban),
      closed: await moderationRepo.close(tx, eventId, { person: userId }, 'remove', by),
    }));
    // After the commit: their chats close on both sides, their live channels of the event end, a photo nothing uses goes.
    for (const id of removed.ended) await connections.announceRemoved(id);
    await uploads.discardFiles(removed.fileKeys);
    await realtime.leftEvent(eventId, userId);
    await placesFreed(eventId);
    return closed;
  }

  return {
    /**
     * From the attendee's page in the console: they leave the event, and with `ban` may not come
     * back. A repeated ban answers as the first did.
     */
    async removePerson(caller: { userId: string; companyId: string }, ref: string, userId: string, ban: boolean) {
      const eventId = await events.companyEventId(caller.companyId, ref);
      if (await attendees.isAttendee(eventId, userId)) {
        await removeFromEvent(eventId, userId, caller.userId, ban);
        return { ok: true as const, banned: ban };
      }
      // Gone already: a repeat of a ban answers as the ban did; anyone else is not theirs to name.
      if (await moderationRepo.wasRemoved(db, eventId, userId)) return { ok: true as const, banned: true };
      throw errors.notFound();
    },
    async queue(companyId: string, ref: string, f: { status: ModerationStatus; page: number; pageSize: number }) {
      const { page, pageSize } = f;
      const eventId = await events.companyEventId(companyId, ref);
      const { rows, hasMore } = await moderationRepo.queue(db, eventId, f.status, page, pageSize);
      const personIds = [...new Set(rows.map((r) => r.targetUserId))];
      const [people, photos, boards, summaries] = await Promise.all([
        attendees.people(eventId, personIds),
        attendees.photoUrls(eventId, personIds),
        moderationRepo.boardMessages(
          db,
          eventId,
          rows.filter((r) => r.kind === 'message').map((r) => r.targetId),
        ),
        attendees.profileSummaries(
          eventId,
          rows.filter((r) => r.kind === 'profile').map((r) => r.targetId),
        ),
      ]);
      const items: ModerationItem[] = rows.map((r) => {
        const p = people.get(r.targetUserId)!;
        const board = r.kind === 'message' ? boards.find((b) => b.id === r.targetId) : undefined;
        const summary = r.kind === 'profile' ? summaries.get(r.targetId) : undefined;
        return {
          id: r.id,
          kind: r.kind,
          targetId: r.targetId,
          reportCount: r.reportCount,
          reasons: r.reasons,
          firstReportedAt: r.first.toISOString(),
          lastReportedAt: r.last.toISOString(),
          person: { userId: p.userId, username: p.username, firstName: p.firstName, lastName: p.lastName, attending: p.attending, photoUrl: photos.get(p.userId) ?? null },
          body: r.body,
          group: board ? { id: board.groupId, name: board.groupName, icon: board.groupIcon } : null,
          hidden: r.kind === 'message' && (!board || board.deletedAt !== null),
          profile: r.kind === 'profile' ? { hometown: summary?.hometown ?? null, interests: interestsService.many(summary?.interestIds ?? []).map((i) => i.name) } : null,
          handled: r.status === 'open' || !r.closedAt ? null : { action: r.status, at: r.closedAt.toISOString(), byName: r.closedByName },
        };
      });
      return { items, page, pageSize, hasMore };
    },

    /** Open reported things per event of the company, and in all: the console's badges. */
    async openReports(companyId: string): Promise<OpenReports> {
      const events = await moderationRepo.openCounts(db, companyId);
      return { total: events.reduce((sum, e) => sum + e.count, 0), events };
    },

    /** Every action closes the open reports of the same thing (`remove`: of the same person). */
    async act(caller: { userId: string; companyId: string }, ref: string, reportId: string, action: ModerationAction, alsoWarn = false) {
      const eventId = await events.companyEventId(caller.companyId, ref);
      const report = await moderationRepo.find(db, eventId, reportId);
      if (!report) throw errors.notFound();
      if (report.status !== 'open') throw errors.conflict('reportClosed');
      const thing = { kind: report.kind, targetId: report.targetId };
      const by = caller.userId;
      /** The warning mail, after the answer has left; it never names who reported. */
      const warn = async (board?: { groupName: string; groupIcon: string }) => {
        const to = await moderationRepo.recipient(db, eventId, report.targetUserId);
        const group = board ? { name: board.groupName, icon: board.groupIcon } : undefined;
        if (to) background.run('warning mail', () => mailer.send(warningMail(to, report.kind, report.body, group)));
      };

      if (action === 'hide') {
        if (report.kind !== 'message') throw errors.conflict('onlyBoardMessagesHide');
        const [board] = await moderationRepo.boardMessages(db, eventId, [report.targetId]);
        // The organisers' own removal: "Removed by the organisers" on every board, live.
        if (board) await messages.remove(eventId, caller, board.groupId, report.targetId);
        const closed = await moderationRepo.close(db, eventId, thing, 'hide', by);
        if (alsoWarn) await warn(board);
        return { ok: true as const, action, closed };
      }
      if (action === 'warn') {
        const [board] = report.kind === 'message' ? await moderationRepo.boardMessages(db, eventId, [report.targetId]) : [];
        const closed = await moderationRepo.close(db, eventId, thing, 'warn', by);
        await warn(board);
        return { ok: true as const, action, closed };
      }
      if (action === 'remove') {
        if (!(await attendees.isAttendee(eventId, report.targetUserId))) throw errors.conflict('personAlreadyRemoved');
        const closed = await removeFromEvent(eventId, report.targetUserId, by, true);
        return { ok: true as const, action, closed };
      }
      return { ok: true as const, action, closed: await moderationRepo.close(db, eventId, thing, 'dismiss', by) };
    },
  };
}
export type ModerationService = ReturnType<typeof createModerationService>;
