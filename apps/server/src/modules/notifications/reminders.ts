import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/index.js';
import { periodic } from '../../lib/periodic.js';
import type { PushService } from './push.service.js';
import { remindersRepo } from './reminders.repo.js';

/** A reminder goes this long before a gathering starts (decision 024): time to finish a coffee and walk over. */
export const REMINDER_LEAD_MINUTES = 30;
const EVERY_MS = 60_000;

interface Deps {
  db: Db;
  push: PushService;
  log: FastifyBaseLogger;
}

/**
 * Gathering reminders by browser notification, for the people going (decision 024). A job in every
 * process; `claimDue` marks the reminders it takes in one UPDATE, so each goes once however many run it.
 */
export function createGatheringReminders({ db, push, log }: Deps) {
  async function sweep() {
    const due = await remindersRepo.claimDue(db, REMINDER_LEAD_MINUTES);
    for (const r of due) {
      try {
        await push.send(r.userId, r.eventId, 'reminder', {
          title: `${r.title} at ${r.startHour}`,
          body: r.location,
          url: `/events/${r.slug}/${r.groupId}/gatherings/${r.gatheringId}`,
          tag: `reminder:${r.gatheringId}`,
        });
      } catch (err) {
        log.error({ err, gatheringId: r.gatheringId }, 'gathering reminder failed');
      }
    }
    return due;
  }

  const job = periodic(log, 'gathering reminders', sweep);
  return {
    sweep,
    start: (every = EVERY_MS) => job.start(every),
    stop: job.stop,
  };
}
export type GatheringReminders = ReturnType<typeof createGatheringReminders>;

declare module 'fastify' {
  interface FastifyInstance {
    gatheringReminders: GatheringReminders;
  }
}
