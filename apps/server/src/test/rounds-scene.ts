import { sql } from 'drizzle-orm';
import type { CompanyRounds, MyRounds, RoundsRun } from '@mingle/contracts';
import type { TestApp } from './app.js';
import { call, eventWithAttendees, type Who } from './event-fixture.js';

/**
 * An event whose `people` joined with profiles (names read "<name> Test"); helpers call the rounds
 * routes as the organiser or as one person, and move a run's clock as time passing would.
 */
export async function roundsScene(t: TestApp, prefix: string, people: string[]) {
  const api = call(t);
  const interests = ['jazz', 'hiking', 'yoga', 'chess'];
  const fx = await eventWithAttendees(t, prefix, Object.fromEntries(people.map((p, i) => [p, [interests[i % interests.length]!]])));
  const p = fx.attendees as Record<string, Who>;
  const slug = fx.event.slug;
  const base = `/company/events/${fx.event.id}/rounds`;
  const s = {
    api,
    fx,
    slug,
    p,
    org: fx.org,
    start: (body: object, who: Who = fx.org) => api('POST', base, who, body),
    async started(body: object = { rounds: 3, minutes: 5, tableSize: 4 }) {
      const res = await s.start(body);
      if (res.statusCode !== 201) throw new Error(res.body);
      return res.json() as RoundsRun;
    },
    status: async () => (await api('GET', base, fx.org)).json() as CompanyRounds,
    next: (who: Who = fx.org) => api('POST', `${base}/next`, who),
    stop: (who: Who = fx.org) => api('POST', `${base}/stop`, who),
    current: async (who: Who) => {
      const res = await api('GET', `/events/${slug}/rounds/current`, who);
      if (res.statusCode !== 200) throw new Error(res.body);
      return res.json() as MyRounds;
    },
    away: (who: Who, away: boolean) => api('PUT', `/events/${slug}/rounds/away`, who, { away }),
    /** Every table of the run's rounds so far, by round (user ids), as stored. */
    async seatings(runId: string) {
      const rows = (await t.database.db.execute(sql`select round, tables from round_seatings where run_id = ${runId} order by round`)) as unknown as { rows: { round: number; tables: string[][] }[] };
      return rows.rows;
    },
    /** Time passes: the run's clock started `minutes` earlier than it did. */
    async passes(runId: string, minutes: number) {
      await t.database.db.execute(sql`update round_runs set round_started_at = round_started_at - make_interval(mins => ${minutes}) where id = ${runId}`);
    },
  };
  return s;
}
export type RoundsScene = Awaited<ReturnType<typeof roundsScene>>;
