import type { FastifyBaseLogger } from 'fastify';
import { periodic } from '../../lib/periodic.js';
import type { RoundsService } from './rounds.service.js';

const EVERY_MS = 10_000;

/**
 * The rounds' clock in every process (decision 042): each sweep seats the rounds that began and
 * closes the runs whose time is over, telling the phones once (the seating's key decides who
 * tells). A process's timer only makes the news early; a phone's GET after a round's start seats
 * it too when no clock has yet.
 */
export function createRoundsClock({ rounds, log }: { rounds: Pick<RoundsService, 'sweep' | 'nextBoundary'>; log: FastifyBaseLogger }) {
  let soon: NodeJS.Timeout | undefined;
  let stopped = false;
  async function sweep() {
    const open = await rounds.sweep();
    clearTimeout(soon);
    // The next round boundary before the next sweep: one timer for it, so a round is told on time.
    const at = open ? await rounds.nextBoundary() : undefined;
    const wait = at ? at.getTime() - Date.now() + 50 : Infinity;
    if (!stopped && wait < EVERY_MS) soon = setTimeout(() => void sweep().catch((err: unknown) => log.error({ err }, 'rounds clock failed')), Math.max(wait, 0)).unref();
    return open;
  }
  const job = periodic(log, 'rounds clock', sweep);
  return {
    sweep,
    start: (every = EVERY_MS) => job.start(every, 1_000),
    async stop() {
      stopped = true;
      clearTimeout(soon);
      await job.stop();
    },
  };
}
export type RoundsClock = ReturnType<typeof createRoundsClock>;

declare module 'fastify' {
  interface FastifyInstance {
    roundsClock: RoundsClock;
  }
}
