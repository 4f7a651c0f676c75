import type { FastifyBaseLogger } from 'fastify';
import { MEETINGS } from '@mingle/contracts';
import type { Db } from '../../db/index.js';
import { periodic } from '../../lib/periodic.js';
import type { PushService } from '../notifications/push.service.js';
import type { MeetingsService } from './meetings.service.js';
import { meetingsRepo } from './meetings.repo.js';

const EVERY_MS = 30_000;
const HOUR = (timeZone: string) => new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone });

interface Deps {
  db: Db;
  push: PushService;
  meetings: Pick<MeetingsService, 'someone' | 'tell'>;
  log: FastifyBaseLogger;
}

/**
 * A reminder shortly before each accepted meeting (decision 041), to both people: a browser
 * notification and an in-app notice (`meeting.changed`, reason `reminder`, on their own channel).
 * A job in every process; the claim marks the meetings it takes in one UPDATE, so each goes once.
 */
export function createMeetingReminders({ db, push, meetings, log }: Deps) {
  async function sweep() {
    const due = await meetingsRepo.claimDueReminders(db, MEETINGS.reminderMinutes);
    for (const r of due) {
      const at = HOUR(r.timeZone).format(new Date(r.startsAt));
      for (const [to, them] of [
        [r.requesterId, r.inviteeId],
        [r.inviteeId, r.requesterId],
      ] as const) {
        try {
          const from = await meetings.someone(r.eventId, them);
          await meetings.tell(r.eventId, to, r.id, 'reminder', from);
          await push.send(to, r.eventId, 'reminder', {
            title: `Meeting with ${from.name} at ${at}`,
            body: r.spot ? `At ${r.spot}, in a few minutes.` : 'In a few minutes.',
            url: `/events/${r.slug}/agenda`,
            tag: `meeting:${r.id}`,
          });
        } catch (err) {
          log.error({ err, meetingId: r.id }, 'meeting reminder failed');
        }
      }
    }
    return due;
  }

  const job = periodic(log, 'meeting reminders', sweep);
  return { sweep, start: (every = EVERY_MS) => job.start(every), stop: job.stop };
}
export type MeetingReminders = ReturnType<typeof createMeetingReminders>;

declare module 'fastify' {
  interface FastifyInstance {
    meetingReminders: MeetingReminders;
  }
}
