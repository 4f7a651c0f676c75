import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyRounds } from '@mingle/contracts';
import { createTestApp, type TestApp } from '../../test/app.js';
import type { Who } from '../../test/event-fixture.js';
import { roundsScene } from '../../test/rounds-scene.js';

/*
 * A round is seated once however many processes ask at its start (decision 042): the seating's key
 * lets one insert in. On PGlite by default; on PostgreSQL with DATABASE_URL, where half of the
 * calls go through a second instance of the app with its own pool, as a second process would.
 */
let t: TestApp;
let sibling: Awaited<ReturnType<TestApp['sibling']>>;
let scenes = 0;

beforeAll(async () => {
  t = await createTestApp();
  sibling = await t.sibling();
});
afterAll(async () => {
  await sibling?.close();
  await t?.close();
});

const through = (i: number) => (i % 2 ? sibling.app : t.app);
const names = (n: number) => Array.from({ length: n }, (_, i) => `q${i}`);

describe('racing for a round', () => {
  it('seats a round that began once, when every phone and both clocks ask at once', { timeout: 120_000 }, async () => {
    const s = await roundsScene(t, `rr${++scenes}`, names(10));
    const run = await s.started({ rounds: 3, minutes: 5, tableSize: 3 });
    await s.passes(run.id, 5);
    const people = Object.values(s.p);
    const [answers] = await Promise.all([
      Promise.all(people.map((w: Who, i) => through(i).inject({ method: 'GET', url: `/api/v1/events/${s.slug}/rounds/current`, headers: w.headers }))),
      t.app.roundsClock.sweep(),
      sibling.app.roundsClock.sweep(),
    ]);
    const seatings = await s.seatings(run.id);
    expect(seatings.map((x) => x.round)).toEqual([1, 2]);
    const tables = seatings[1]!.tables;
    for (const [i, res] of answers.entries()) {
      const mine = res.json() as MyRounds;
      expect(mine.run?.round).toBe(2);
      const table = tables.findIndex((tb) => tb.includes(people[i]!.id));
      expect(mine.seat).toMatchObject({ kind: 'table', table: table + 1 });
    }
  });

  it('starts one run when two organisers start at once, and moves one round when "next" is tapped twice at once', { timeout: 120_000 }, async () => {
    const s = await roundsScene(t, `rr${++scenes}`, names(4));
    const url = `/api/v1/company/events/${s.fx.event.id}/rounds`;
    const starts = await Promise.all([0, 1, 2, 3].map((i) => through(i).inject({ method: 'POST', url, headers: s.org.headers, payload: { rounds: 3, minutes: 5, tableSize: 2 } })));
    expect(starts.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
    // Both screens show round 1; the second tap may reach the server after the first has moved it.
    const tap = (i: number) => through(i).inject({ method: 'POST', url: `${url}/next`, headers: s.org.headers, payload: { from: 1 } });
    const nexts = await Promise.all([0, 1].map(tap));
    for (const r of nexts) expect(r.json()).toMatchObject({ round: 2 });
    const late = await tap(0);
    expect(late.statusCode).toBe(200);
    expect(late.json()).toMatchObject({ round: 2 });
    const run = starts.find((r) => r.statusCode === 201)!.json() as { id: string };
    expect((await s.seatings(run.id)).map((x) => x.round)).toEqual([1, 2]);
    // Without `from` (a script, not a screen) a tap moves from wherever the run is.
    const bare = await through(1).inject({ method: 'POST', url: `${url}/next`, headers: s.org.headers });
    expect(bare.json()).toMatchObject({ round: 3 });
    const bad = await through(0).inject({ method: 'POST', url: `${url}/next`, headers: s.org.headers, payload: { from: 'two' } });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('from');
  });
});
