import type { FastifyBaseLogger } from 'fastify';
import type { Gathering } from '@mingle/contracts';
import type { Background } from '../../lib/background.js';
import type { Mailer } from '../../plugins/mail.js';
import type { PushService } from '../notifications/push.service.js';
import type { EventsService } from '../events/events.service.js';
import { cancelledMail } from './gatherings.mails.js';

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

const DAY = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
/** "Sat, Dec 5, 2026 at 18:30": the gathering's own wall-clock day and hour, as its event shows them. */
const whenOf = (g: Pick<Gathering, 'startDate' | 'startHour'>) => `${DAY.format(new Date(`${g.startDate}T00:00:00Z`))} at ${g.startHour}`;

/**
 * Tells everyone going that a gathering was called off (decision 034): a mail each, and a browser
 * notification on the devices that take gathering reminders. After the answer, in the background;
 * their lists already show it cancelled through the live change.
 */
export function createCancellationNotice({ events, push, mailer, background, appUrl, log }: Deps) {
  return {
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
export type CancellationNotice = ReturnType<typeof createCancellationNotice>;
