import type { FastifyBaseLogger } from 'fastify';

/**
 * A job's rounds in this process (retention, gathering reminders): every `everyMs`, and once
 * `firstAfterMs` after start when given; never two rounds at once, and `stop` waits for the one
 * running. Several processes each run their own: the rounds claim their work in the database.
 */
export function periodic(log: FastifyBaseLogger, what: string, work: () => Promise<unknown>) {
  let first: NodeJS.Timeout | undefined;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const round = () => {
    running = running.then(work).catch((err: unknown) => log.error({ err }, `${what} round failed`));
  };
  return {
    start(everyMs: number, firstAfterMs?: number) {
      if (firstAfterMs !== undefined) first = setTimeout(round, firstAfterMs).unref();
      timer = setInterval(round, everyMs).unref();
    },
    async stop() {
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
