import type { FastifyBaseLogger } from 'fastify';
import type { JoinAnswer, MyPlace, PlaceAnswer, WaitlistPage } from '@mingle/contracts';
import type { Db } from '../../db/index.js';
import type { Background } from '../../lib/background.js';
import { errors } from '../../lib/errors.js';
import { periodic } from '../../lib/periodic.js';
import type { Mailer } from '../../plugins/mail.js';
import type { AttendeesService } from '../attendees/attendees.service.js';
import type { EventsService } from '../events/events.service.js';
import type { PushService } from '../notifications/push.service.js';
import { deadlineText, placeOfferedMail } from './waitlist.mails.js';
import { waitlistRepo } from './waitlist.repo.js';

const SWEEP_EVERY_MS = 60_000;

interface Deps {
  db: Db;
  events: Pick<EventsService, 'findPublic' | 'companyEventId' | 'forget'>;
  attendees: Pick<AttendeesService, 'answerOf'>;
  mailer: Mailer;
  push: Pick<PushService, 'send'>;
  background: Background;
  appUrl: string;
  log: FastifyBaseLogger;
  /** Someone in line or waiting for approval took their place (their pass goes out by mail). */
  placeTaken: (eventId: string, userId: string, why: 'joined' | 'admitted') => void;
}

/**
 * Places at the event (decision 037): the attendee's line (where I stand, confirm an offered
 * place, leave the line), the organisers' (the list, admit, take off), and the offers of freed
 * places, made at once where a place frees and by a sweep every minute (offers that ran out pass on).
 */
export function createWaitlistService({ db, events, attendees, mailer, push, background, appUrl, log, placeTaken }: Deps) {
  async function visibleEvent(ref: string) {
    const event = await events.findPublic(ref);
    if (!event || event.status === 'draft') throw errors.notFound('eventNotFound');
    return event;
  }

  /** Tells the people offered a place that nobody told yet: a mail and a browser notification each. */
  async function tellOffers(eventId?: string) {
    const offers = await waitlistRepo.claimUntold(db, eventId);
    for (const offer of offers) {
      const to = await waitlistRepo.recipient(db, offer.eventId, offer.userId);
      if (!to) continue;
      const sent = await Promise.allSettled([
        mailer.send(placeOfferedMail(to, offer.expiresAt, appUrl)),
        push.send(offer.userId, offer.eventId, 'reminder', {
          title: `A place at ${to.eventName} is yours`,
          body: `Confirm by ${deadlineText(offer.expiresAt, to.timeZone)}.`,
          url: `/events/${to.slug}/join`,
          tag: `place:${offer.eventId}`,
        }),
      ]);
      for (const r of sent) if (r.status === 'rejected') log.error({ err: r.reason, eventId: offer.eventId }, 'place offer notice failed');
    }
    return offers;
  }

  /**
   * A place may have freed (someone left, capacity grew, an offer ran out): offered on at once;
   * the mail and the notification leave after the answer (the sweep tells any a failure missed).
   */
  async function fill(eventId: string) {
    const changed = await waitlistRepo.offerFreePlaces(db, eventId);
    if (changed) await events.forget([eventId]);
    background.run('tell place offers', () => tellOffers(eventId));
  }

  async function sweep() {
    const ids = await waitlistRepo.eventsWithLines(db);
    for (const id of ids) if (await waitlistRepo.offerFreePlaces(db, id)) await events.forget([id]);
    return tellOffers();
  }
  const job = periodic(log, 'waitlist offers', sweep);

  return {
    fill,
    sweep,
    start: (every = SWEEP_EVERY_MS) => job.start(every),
    stop: job.stop,

    async myPlace(ref: string, userId: string): Promise<MyPlace> {
      const event = await visibleEvent(ref);
      const place = await waitlistRepo.placeOf(db, event.id, userId);
      if (!place) return { status: 'none', offerExpiresAt: null };
      if (place.status === 'joined') return { status: 'joined', offerExpiresAt: null };
      return { status: place.status, position: place.position, offerExpiresAt: place.offerExpiresAt?.toISOString() ?? null };
    },

    /** Takes the place held for me; idempotent (a second confirmation answers "joined" again). */
    async confirm(ref: string, userId: string): Promise<JoinAnswer> {
      const event = await visibleEvent(ref);
      // A place held at an event since cancelled or archived is no place to take.
      if (event.status === 'cancelled') throw errors.conflict('eventCancelled');
      if (event.status === 'archived') throw errors.conflict('eventArchived');
      const done = await waitlistRepo.promote(db, event.id, userId, false);
      if (typeof done === 'string') throw errors.conflict('noPlaceOffered');
      if (done.wasWaiting) placeTaken(event.id, userId, 'joined');
      return attendees.answerOf(event, userId, { status: 'joined', joinedAt: done.joinedAt });
    },

    /** I leave the line (or stop waiting for approval); a place held for me goes on to the next. */
    async leave(ref: string, userId: string) {
      const event = await visibleEvent(ref);
      if (await waitlistRepo.leaveLine(db, event.id, userId)) await fill(event.id);
      return { ok: true as const };
    },

    async page(companyId: string, ref: string, f: { page: number; pageSize: number }): Promise<WaitlistPage> {
      const eventId = await events.companyEventId(companyId, ref);
      const { rows, hasMore } = await waitlistRepo.page(db, eventId, f.page, f.pageSize);
      const items = rows.map((r) => ({ ...r, arrivedAt: r.arrivedAt.toISOString(), offerExpiresAt: r.offerExpiresAt?.toISOString() ?? null }));
      return { items, page: f.page, pageSize: f.pageSize, hasMore };
    },

    /** The organisers' override: a place for this person now, whatever the order and the capacity. */
    async admit(companyId: string, ref: string, userId: string): Promise<PlaceAnswer> {
      const eventId = await events.companyEventId(companyId, ref);
      const done = await waitlistRepo.promote(db, eventId, userId, true);
      if (typeof done === 'string') throw errors.notFound('notWaiting');
      if (done.wasWaiting) {
        await events.forget([eventId]);
        placeTaken(eventId, userId, 'admitted');
      }
      return { status: 'joined' };
    },

    /** Off the line (repeatable: someone not in it answers the same). */
    async remove(companyId: string, ref: string, userId: string) {
      const eventId = await events.companyEventId(companyId, ref);
      if (await waitlistRepo.leaveLine(db, eventId, userId)) await fill(eventId);
      return { ok: true as const };
    },
  };
}
export type WaitlistService = ReturnType<typeof createWaitlistService>;

declare module 'fastify' {
  interface FastifyInstance {
    waitlistOffers: Pick<WaitlistService, 'sweep' | 'start' | 'stop'>;
  }
}
