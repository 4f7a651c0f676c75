import type { ReportInput } from '@mingle/contracts';
import { LIMITS, englishError } from '@mingle/contracts';
import type { Db } from '../../db/index.js';
import { AppError, errors } from '../../lib/errors.js';
import type { AttendeesService } from '../attendees/attendees.service.js';
import type { BlockList } from '../blocks/block-list.js';
import type { EventsService } from '../events/events.service.js';
import type { ReportAlerts } from './report-alerts.js';
import { reportsRepo } from './reports.repo.js';

interface Deps {
  db: Db;
  events: EventsService;
  attendees: AttendeesService;
  blockList: BlockList;
  alerts: ReportAlerts;
}

/**
 * POST /events/{event}/reports (decision 019): an attendee tells the organisers about a board
 * message, a chat message or a profile. Only what the reporter can see may be reported; the answer
 * is the reporter's alone, and nothing of it reaches the person reported.
 */
export function createReportsService({ db, events, attendees, blockList, alerts }: Deps) {
  /** The person the thing is about, the words as they were and when, and whether its chat is still live. */
  async function target(eventId: string, me: string, input: ReportInput): Promise<{ userId: string; body: string | null; writtenAt?: Date; live: boolean } | undefined> {
    if (input.kind === 'profile') {
      return (await attendees.hasProfile(eventId, input.targetId)) ? { userId: input.targetId, body: null, live: true } : undefined;
    }
    const found = input.kind === 'message' ? await reportsRepo.boardMessage(db, eventId, input.targetId) : await reportsRepo.chatMessage(db, eventId, input.targetId, me);
    // A deleted message, or one whose author's account is gone, has nothing left to report.
    if (!found?.authorId || ('deletedAt' in found && found.deletedAt)) return undefined;
    return { userId: found.authorId, body: found.body, writtenAt: found.createdAt, live: 'live' in found ? found.live : true };
  }

  /**
   * Block, then report: a blocker may still report what the person they blocked showed them before
   * the block (their chat with them, which the block ended, their board messages, their profile) for
   * a while. Only the reporter's own block counts, so the answer never tells whether the other
   * person blocked them too; a block the other way alone hides everything, as if not there.
   */
  async function visibleTo(eventId: string, me: string, about: { userId: string; writtenAt?: Date; live: boolean }) {
    const myBlock = await blockList.blockedAt(eventId, me, about.userId);
    if (myBlock) return Date.now() - myBlock.getTime() <= LIMITS.reportAfterBlockMs && (!about.writtenAt || about.writtenAt <= myBlock);
    return about.live && !(await blockList.between(eventId, me, about.userId));
  }

  return {
    async create(ref: string, me: string, input: ReportInput) {
      const event = await events.ownerOf(ref);
      if (!event || !(await attendees.isAttendee(event.id, me))) throw errors.notFound('eventNotFound');
      const about = await target(event.id, me, input);
      if (!about) throw errors.notFound();
      if (about.userId === me) throw new AppError(400, 'OwnReportException', englishError('cannotReportOwn'));
      // A block hides the two from each other, and so from each other's reports (as if not there), but the blocker's own.
      if (!(await visibleTo(event.id, me, about))) throw errors.notFound();
      const row = await reportsRepo.insert(db, {
        eventId: event.id,
        reporterId: me,
        kind: input.kind,
        targetId: input.targetId,
        targetUserId: about.userId,
        reason: input.reason || null,
        body: about.body,
      });
      if (!row) throw errors.conflict('alreadyReported');
      alerts.reportArrived(event.id);
      return { id: row.id, kind: row.kind, targetId: row.targetId, createdAt: row.createdAt.toISOString() };
    },
  };
}
export type ReportsService = ReturnType<typeof createReportsService>;
