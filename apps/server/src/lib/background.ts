import type { FastifyBaseLogger } from 'fastify';

/**
 * Work done after the answer has left (mail, follow-up writes), so an answer's timing says nothing
 * about what happened behind it. Failures are logged; `drain` waits for what is running (shutdown, tests).
 */
export function createBackground(log: FastifyBaseLogger) {
  const running = new Set<Promise<void>>();
  return {
    run(what: string, work: () => Promise<unknown>) {
      const task: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(work)
        .then(
          () => undefined,
          (err: unknown) => log.error({ err }, `${what} failed`),
        )
        .finally(() => running.delete(task));
      running.add(task);
    },
    async drain() {
      while (running.size) await Promise.allSettled([...running]);
    },
  };
}
export type Background = ReturnType<typeof createBackground>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Work still running after its answer; tests `drain()` it to read what it did. */
    background: Background;
  }
}
