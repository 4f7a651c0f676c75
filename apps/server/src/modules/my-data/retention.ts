import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/index.js';
import { periodic } from '../../lib/periodic.js';
import type { InsightsService } from '../insights/insights.service.js';
import { eraseRepo, type Erased } from './erase.repo.js';
import { retentionRepo } from './retention.repo.js';

export const RETENTION_EVERY_MS = 60 * 60 * 1000;

interface Deps {
  db: Db;
  insights: InsightsService;
  announce: (erased: Erased) => Promise<void>;
  log: FastifyBaseLogger;
}

/**
 * Organiser retention (decision 020): an event's attendee data is deleted once its end
 * plus the retention days has passed, by the same deletion as "delete my profile" for every person,
 * after its insights are kept as counts. Safe with several processes: each event is deleted under
 * a transaction-scoped advisory lock, and one that another process holds is skipped this round.
 */
export function createRetention({ db, insights, announce, log }: Deps) {
  async function eraseEvent(event: { id: string; companyId: string }) {
    await insights.freeze(event.companyId, event.id);
    const erased = await db.transaction(async (tx) => {
      if (!(await retentionRepo.tryLock(tx, event.id))) return undefined; // another process is on it
      const people = await eraseRepo.peopleOfEvent(tx, event.id);
      const done = await eraseRepo.eventPresence(tx, event.id, people, true);
      await retentionRepo.markDeleted(tx, event.id);
      return done;
    });
    if (erased) await announce(erased);
    return erased !== undefined;
  }

  /** One round: every event that is due. Answers the ids of those it deleted. */
  async function sweep() {
    const dueEvents = await retentionRepo.dueEvents(db);
    const done: string[] = [];
    for (const event of dueEvents) {
      try {
        if (await eraseEvent(event)) done.push(event.id);
      } catch (err) {
        log.error({ err, eventId: event.id }, 'deleting attendee data after retention failed');
      }
    }
    return done;
  }

  const job = periodic(log, 'retention', sweep);
  return {
    sweep,
    /** Once soon after start, then every `everyMs`. */
    start: (everyMs = RETENTION_EVERY_MS) => job.start(everyMs, 5_000),
    stop: job.stop,
  };
}
export type Retention = ReturnType<typeof createRetention>;

declare module 'fastify' {
  interface FastifyInstance {
    retention: Retention;
  }
}
