import type { FastifyBaseLogger } from 'fastify';
import type { Gathering } from '@mingle/contracts';
import type { Background } from '../../lib/background.js';
import type { Mailer } from '../../plugins/mail.js';
import type { PushService } from '../notifications/push.service.js';
import type { EventsService } from '../events/events.service.js';
import { cancelledMail, placeGivenMail } from './gatherings.mails.js';
import { dayText } from '../../lib/wall-clock.js';

interface Deps {
  events: Pick<EventsService, 'findPublic'>;
  push: Pick<PushService, 'send'>;
  mailer: Mailer;
  background: Background;
  appUrl: string;
  log: FastifyBaseLogger;
}

interface Going {
  userId: string;
  email: string;
  username: string;
}

/** "Sat, Dec 5, 2026 at 18:30": the gathering's own wall-clock day and hour, as its event shows them. */
const whenOf = (g: Pick<Gathering, 'startDate' | 'startHour'>) => dayText(g.startDate, g.startHour);

/**
 * What a gathering tells its people by mail and by a browser notification (on the devices that take
 * gathering reminders): that it was called off (decision 034), or that a place in it came free for
 * someone in line. After the answer, in the background; their screens already show it through the
 * live change.
 */
export function createGatheringNotices({ events, push, mailer, background, appUrl, log }: Deps) {
  return {
    /** To the first in line who were given a place: they are going now. */
    placeGiven(eventId: string, g: Gathering, people: Going[]) {
      if (!people.length) return;
      background.run('gathering place given', async () => {
        const event = await events.findPublic(eventId);
        if (!event) return;
        const path = `/events/${event.slug}/${g.groupId}/gatherings/${g.id}`;
        for (const person of people) {
          const sent = await Promise.allSettled([
            mailer.send(placeGivenMail(person, { title: g.title, when: whenOf(g), location: g.location, eventName: event.name, url: `${appUrl}${path}` })),
            push.send(person.userId, eventId, 'reminder', { title: `You're going: ${g.title}`, body: `A place came free. ${whenOf(g)}`, url: path, tag: `gathering:${g.id}` }),
          ]);
          for (const r of sent) if (r.status === 'rejected') log.error({ err: r.reason, gatheringId: g.id }, 'gathering place notice failed');
        }
      });
    },
    cancelled(eventId: string, g: Gathering & { by: string | null }, going: Going[]) {
      if (!going.length) return;
      background.run('gathering cancelled', async () => {
        const event = await events.findPublic(eventId);
        if (!event) return;
        const path = `/events/${event.slug}/${g.groupId}/gatherings/${g.id}`;
        const details = { title: g.title, when: whenOf(g), eventName: event.name, note: g.cancelNote, by: g.by, url: `${appUrl}/events/${event.slug}/gatherings` };
        for (const person of going) {
          const sent = await Promise.allSettled([
            mailer.send(cancelledMail(person, details)),
            push.send(person.userId, eventId, 'reminder', { title: `Cancelled: ${g.title}`, body: whenOf(g), url: path, tag: `gathering:${g.id}` }),
          ]);
          for (const r of sent) if (r.status === 'rejected') log.error({ err: r.reason, gatheringId: g.id }, 'gathering cancellation notice failed');
        }
      });
    },
  };
}
export type GatheringNotices = ReturnType<typeof createGatheringNotices>;
