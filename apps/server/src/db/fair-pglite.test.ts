import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './index.js';

describe('embedded database fairness', () => {
  it('lets timers and sockets run between statements while many requests queue statements', async () => {
    const database = await openDatabase({});
    try {
      const ticks: number[] = [];
      const timer = setInterval(() => ticks.push(performance.now()), 1);
      const start = performance.now();
      // 50 requests, each running statements one after another, as a burst of board posts does.
      await Promise.all(
        Array.from({ length: 50 }, async () => {
          for (let i = 0; i < 30; i++) await database.db.execute(sql`select count(*) from generate_series(1, 2000)`);
        }),
      );
      const end = performance.now();
      clearInterval(timer);
      const points = [start, ...ticks.filter((t) => t < end), end];
      const longestWait = Math.max(...points.slice(1).map((t, i) => t - points[i]!));
      // Without a turn of the event loop between statements the timer waits for the whole burst: it
      // would not fire at all while it runs. Counted in turns, not milliseconds, so a busy machine
      // (a slower burst, a GC pause) does not decide it.
      expect(end - start).toBeGreaterThan(300);
      expect(ticks.filter((t) => t < end).length).toBeGreaterThan(20);
      expect(longestWait).toBeLessThan((end - start) / 3);
    } finally {
      await database.close();
    }
  });
});
