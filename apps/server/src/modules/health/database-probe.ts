import type { Database } from '../../db/index.js';
import { healthRepo } from './health.repo.js';

/**
 * Asks the database `select 1` in the background, one probe at a time, and remembers the outcome.
 * Healthy: the last probe succeeded and the last success is recent (a probe stuck for longer than
 * `staleMs` means the database stopped answering).
 */
export function createDatabaseProbe(database: Database, { everyMs = 1_000, staleMs = 15_000 }: { everyMs?: number | undefined; staleMs?: number } = {}) {
  let lastOkAt = 0;
  let failed = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  async function probe() {
    try {
      await healthRepo.ping(database);
      lastOkAt = Date.now();
      failed = false;
    } catch {
      failed = true;
    }
    if (!stopped) timer = setTimeout(() => void probe(), everyMs).unref();
  }
  const first = probe();

  return {
    async healthy() {
      await first;
      return !failed && Date.now() - lastOkAt < staleMs;
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
