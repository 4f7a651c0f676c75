import type { FastifyBaseLogger } from 'fastify';
import type { Subscriptions } from './realtime-subscriptions.js';

const SWEEP_MS = 30_000;

/**
 * The backstop for sessions that expired, or ended without word reaching this process (a NOTIFY
 * missed while its listener reconnected): every 30 s one read asks which of this process's
 * sockets' sessions are still signed in, and closes the others. A socket reads its session once,
 * at sign-in; a read per socket per beat cost 10,000 phones a third of a core doing nothing.
 */
export function startSessionSweep(subscriptions: Subscriptions, liveSessions: (ids: string[]) => Promise<Set<string>>, log: FastifyBaseLogger) {
  async function sweep() {
    const checked = subscriptions.sessionIds();
    if (checked.length === 0) return;
    const live = await liveSessions(checked);
    subscriptions.endSessionIds(new Set(checked.filter((id) => !live.has(id))));
  }
  const timer = setInterval(
    // A failed read (the database away for a moment) is not an ended session: the next sweep asks again.
    () => void sweep().catch((err: unknown) => log.error({ err }, 'live sessions check failed')),
    SWEEP_MS,
  ).unref();
  return { sweep, stop: () => clearInterval(timer) };
}
