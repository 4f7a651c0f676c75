import { TRANSITIONS, eventEnded, type EventStatus } from '@mingle/contracts';
import type { Db } from '../../db/index.js';
import type { Background } from '../../lib/background.js';
import { errors } from '../../lib/errors.js';
import type { Mailer } from '../../plugins/mail.js';
import type { EventsService } from './events.service.js';
import { cancellationMail } from './events.mails.js';
import { eventsRepo, type EventRow } from './events.repo.js';

/** Mails sent at once; the next batch waits for these. */
const MAIL_BATCH = 20;

interface Deps {
  db: Db;
  events: EventsService;
  mailer: Mailer;
  background: Background;
  appUrl: string;
}

/** The 409 for a transition the event's status does not allow: the key says what it is now. */
export function wrongStatus(status: EventStatus) {
  if (status === 'draft') return errors.conflict('eventDraft');
  if (status === 'cancelled') return errors.conflict('eventCancelled');
  return errors.conflict('eventArchived');
}

/**
 * Publish, cancel, archive and delete (decision 032). Each move is one conditional update, so two
 * organisers pressing at once make it once (and only the winner of a cancellation sends mail); a
 * move that already happened answers as success.
 */
export function createEventLifecycle({ db, events, mailer, background, appUrl }: Deps) {
  async function current(companyId: string, ref: string): Promise<EventRow> {
    const row = await eventsRepo.findOfCompany(db, companyId, ref);
    if (!row) throw errors.notFound();
    return row.event;
  }

  async function move(companyId: string, ref: string, to: 'published' | 'cancelled' | 'archived', extra: Partial<EventRow> = {}): Promise<{ event: EventRow; moved: boolean }> {
    const event = await current(companyId, ref);
    if (event.status === to) return { event, moved: false };
    const from: readonly EventStatus[] = to === 'published' ? TRANSITIONS.publish : to === 'cancelled' ? TRANSITIONS.cancel : TRANSITIONS.archive;
    if (!from.includes(event.status)) throw wrongStatus(event.status);
    if (to === 'archived' && event.status === 'published' && !eventEnded(event)) throw errors.conflict('eventNotEnded');
    // Someone else moved it in between: judge again against what it is now.
    if (!(await eventsRepo.moveStatus(db, event.id, [event.status], to, extra))) return move(companyId, ref, to, extra);
    await events.forget([event.id]);
    return { event, moved: true };
  }

  return {
    publish: async (companyId: string, ref: string) => events.get(companyId, (await move(companyId, ref, 'published')).event.id),
    archive: async (companyId: string, ref: string) => events.get(companyId, (await move(companyId, ref, 'archived')).event.id),

    /** Attendees are mailed once, by the call that made the move; the message stays on the event for the app. */
    async cancel(companyId: string, ref: string, message: string | undefined) {
      const { event, moved } = await move(companyId, ref, 'cancelled', { cancellationMessage: message || null });
      const answer = await events.get(companyId, event.id);
      if (moved) {
        background.run('cancellation mail', async () => {
          const people = await eventsRepo.attendeeAddresses(db, event.id);
          // In batches, as announcements are sent; one failed address does not stop the others.
          let failed = 0;
          for (let i = 0; i < people.length; i += MAIL_BATCH) {
            const batch = people.slice(i, i + MAIL_BATCH).map((to) => mailer.send(cancellationMail(to, answer, answer.cancellationMessage, appUrl)));
            failed += (await Promise.allSettled(batch)).filter((r) => r.status === 'rejected').length;
          }
          if (failed) throw new Error(`${failed} of ${people.length} cancellation mails failed`);
        });
      }
      return answer;
    },

    /** Only while nobody has joined (checked in the delete itself); otherwise cancel. */
    async remove(companyId: string, ref: string) {
      const event = await current(companyId, ref);
      if (!(await eventsRepo.deleteUnjoined(db, event.id))) throw errors.conflict('eventHasAttendees');
      await events.forget([event.id]);
      return { ok: true as const };
    },
  };
}
export type EventLifecycle = ReturnType<typeof createEventLifecycle>;
