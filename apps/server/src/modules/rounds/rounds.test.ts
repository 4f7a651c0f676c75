import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyRounds } from '@mingle/contracts';
import { createTestApp, type TestApp } from '../../test/app.js';
import { call, eventWithAttendees, type Who } from '../../test/event-fixture.js';
import { roundsScene, type RoundsScene } from '../../test/rounds-scene.js';
import { signedInUser } from '../../test/users.js';
import { pairKey, tablePairs } from './seating.js';

let t: TestApp;
let scenes = 0;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const names = (n: number, prefix = 'p') => Array.from({ length: n }, (_, i) => `${prefix}${i}`);
const issuesOf = (res: { json(): unknown }) => ((res.json() as { issues?: { field: string; key: string }[] }).issues ?? []).map((i) => [i.field, i.key]);
const tableOf = (mine: MyRounds) => (mine.seat?.kind === 'table' ? mine.seat : undefined);

/** Every pair that shared a table in the run's seatings, with how often. */
function pairCounts(seatings: { tables: string[][] }[]) {
  const counts = new Map<string, number>();
  for (const s of seatings) for (const k of tablePairs(s.tables)) counts.set(k, (counts.get(k) ?? 0) + 1);
  return counts;
}

describe('starting rounds', () => {
  // 12 people at tables of 3 (4 tables): three rounds of new faces are possible. At tables of 4 they
  // are not: 3 tables of 4 in round 1 put two of one table together again in round 2 (pigeonholes).
  it('seats everyone once at tables of the size asked, and nobody shares a table twice over three rounds', { timeout: 60_000 }, async () => {
    const s = await roundsScene(t, `rs${++scenes}`, names(12));
    const run = await s.started({ rounds: 3, minutes: 5, tableSize: 3 });
    expect(run).toMatchObject({ status: 'on', round: 1, rounds: 3, minutes: 5, tableSize: 3, groupId: null, seated: 12, tables: 4, away: 0 });
    expect(Date.parse(run.roundEndsAt) - Date.parse(run.roundStartsAt)).toBe(5 * 60_000);
    for (const round of [2, 3]) expect((await s.next()).json()).toMatchObject({ round, status: 'on' });
    expect((await s.next()).json()).toMatchObject({ message: 'This is the last round. Stop the rounds to end it now.' });
    const seatings = await s.seatings(run.id);
    expect(seatings.map((x) => x.round)).toEqual([1, 2, 3]);
    const everyone = Object.values(s.p)
      .map((w) => w.id)
      .sort();
    for (const x of seatings) {
      expect(x.tables.flat().sort()).toEqual(everyone);
      expect(x.tables.map((tb) => tb.length)).toEqual([3, 3, 3, 3]);
    }
    expect(Math.max(...pairCounts(seatings).values())).toBe(1);
  });

  it("shows each phone its table, its mates' names and the round; then whom they sat with", { timeout: 60_000 }, async () => {
    const s = await roundsScene(t, `rs${++scenes}`, names(6));
    const run = await s.started({ rounds: 2, minutes: 5, tableSize: 2 });
    const me = s.p.p0!;
    const first = await s.current(me);
    expect(first.run).toMatchObject({ id: run.id, round: 1, rounds: 2, status: 'on' });
    const seat = tableOf(first)!;
    expect(seat.mates).toHaveLength(1);
    const [round1] = await s.seatings(run.id);
    const mine = round1!.tables.find((tb) => tb.includes(me.id))!;
    expect(seat.table).toBe(round1!.tables.indexOf(mine) + 1);
    expect(seat.mates.map((m) => m.userId).sort()).toEqual(mine.filter((id) => id !== me.id).sort());
    expect(seat.mates[0]!.name).toMatch(/^p\d Test$/);
    await s.next();
    await s.stop();
    const after = await s.current(me);
    expect(after.run).toMatchObject({ status: 'stopped', round: 2 });
    expect(after.seat).toBeNull();
    expect(after.satWith).toHaveLength(2);
    expect(
      after.satWith
        .filter((w) => w.round === 1)
        .map((w) => w.userId)
        .sort(),
    ).toEqual(seat.mates.map((m) => m.userId).sort());
  });

  it('fits in a late arrival at the next round, and leaves out who left or sits out', { timeout: 60_000 }, async () => {
    const s = await roundsScene(t, `rs${++scenes}`, names(8));
    const run = await s.started({ rounds: 3, minutes: 5, tableSize: 4 });
    const late = await signedInUser(t, `rs${scenes}late`);
    await s.api('POST', `/events/${s.slug}/join`, late);
    expect((await s.current(late)).seat).toEqual({ kind: 'next' });
    const gone = s.p.p1!;
    expect((await s.api('POST', `/company/events/${s.fx.event.id}/attendees/${gone.id}/remove`, s.org, { ban: false })).statusCode).toBe(200);
    const resting = s.p.p2!;
    expect((await s.away(resting, true)).json()).toMatchObject({ away: true, seat: { kind: 'table' } });
    await s.next();
    const round2 = (await s.seatings(run.id))[1]!;
    expect(round2.tables.flat()).toContain(late.id);
    expect(round2.tables.flat()).not.toContain(gone.id);
    expect(round2.tables.flat()).not.toContain(resting.id);
    expect(round2.tables.flat()).toHaveLength(7);
    expect(tableOf(await s.current(late))).toBeDefined();
    expect((await s.current(resting)).seat).toEqual({ kind: 'away' });
    // Back: seated again from the next round.
    expect((await s.away(resting, false)).json()).toMatchObject({ away: false, seat: { kind: 'away' } });
    await s.next();
    expect(tableOf(await s.current(resting))).toBeDefined();
  });

  it('seats only the members of a group for a group run, and someone who leaves it is not seated next round', { timeout: 60_000 }, async () => {
    const s = await roundsScene(t, `rs${++scenes}`, names(7));
    const group = (await s.api('POST', `/events/${s.slug}/groups`, s.org, { name: 'Founders', icon: '🚀' })).json() as { id: string };
    const members = ['p0', 'p1', 'p2', 'p3', 'p4'].map((n) => s.p[n]!);
    for (const m of members) expect((await s.api('POST', `/events/${s.slug}/attendee/groups/${group.id}/join`, m)).statusCode).toBe(200);
    const run = await s.started({ groupId: group.id, rounds: 2, minutes: 5, tableSize: 2 });
    expect(run).toMatchObject({ groupId: group.id, groupName: 'Founders', seated: 5, tables: 3 });
    expect((await s.current(s.p.p6!)).run).toBeNull();
    await s.api('POST', `/events/${s.slug}/attendee/groups/${group.id}/leave`, s.p.p4!);
    await s.next();
    const round2 = (await s.seatings(run.id))[1]!;
    expect(round2.tables.flat().sort()).toEqual(
      members
        .slice(0, 4)
        .map((m) => m.id)
        .sort(),
    );
    // Who left still sees the round they sat in.
    expect((await s.current(s.p.p4!)).satWith).toHaveLength(1);
  });

  it('keeps two people apart when one blocked the other, while that is possible', { timeout: 60_000 }, async () => {
    const s = await roundsScene(t, `rs${++scenes}`, names(4));
    expect((await s.api('POST', `/events/${s.slug}/blocks`, s.p.p0!, { userId: s.p.p1!.id })).statusCode).toBe(201);
    const run = await s.started({ rounds: 1, minutes: 5, tableSize: 2 });
    const [round1] = await s.seatings(run.id);
    expect(tablePairs(round1!.tables)).not.toContain(pairKey(s.p.p0!.id, s.p.p1!.id));
  });
});

describe('the clock', () => {
  it('moves to the next round as time passes: a GET after its start seats it, and the run ends after the last', { timeout: 60_000 }, async () => {
    const s = await roundsScene(t, `rs${++scenes}`, names(4));
    const run = await s.started({ rounds: 2, minutes: 5, tableSize: 2 });
    await s.passes(run.id, 5);
    expect((await s.seatings(run.id)).map((x) => x.round)).toEqual([1]);
    expect((await s.current(s.p.p0!)).run).toMatchObject({ round: 2, status: 'on' });
    expect((await s.seatings(run.id)).map((x) => x.round)).toEqual([1, 2]);
    await s.passes(run.id, 5);
    expect((await s.status()).run).toMatchObject({ status: 'finished', round: 2 });
    expect((await s.current(s.p.p0!)).seat).toBeNull();
    // Over: a new run may start.
    expect((await s.start({ rounds: 1, minutes: 2, tableSize: 2 })).statusCode).toBe(201);
  });

  it("seats a round that began in the clock's sweep", { timeout: 60_000 }, async () => {
    const s = await roundsScene(t, `rs${++scenes}`, names(4));
    const run = await s.started({ rounds: 2, minutes: 5, tableSize: 2 });
    await s.passes(run.id, 5);
    await t.app.roundsClock.sweep();
    expect((await s.seatings(run.id)).map((x) => x.round)).toEqual([1, 2]);
    await s.stop();
  });
});

describe('one run at a time, limits and who may', () => {
  let s: RoundsScene;
  beforeAll(async () => {
    s = await roundsScene(t, `rs${++scenes}`, names(3));
  });

  it('refuses a second run while one is on, and takes one after a stop', async () => {
    await s.started({ rounds: 2, minutes: 5, tableSize: 2 });
    const again = await s.start({ rounds: 2, minutes: 5, tableSize: 2 });
    expect([again.statusCode, again.json().message]).toEqual([409, 'Rounds are already on at this event. Stop them before starting new ones.']);
    expect((await s.stop()).json()).toMatchObject({ status: 'stopped' });
    expect((await s.stop()).statusCode).toBe(409);
    expect((await s.next()).json()).toMatchObject({ message: 'No rounds are on at this event.' });
    expect((await s.start({ rounds: 1, minutes: 2, tableSize: 2 })).statusCode).toBe(201);
    await s.stop();
  });

  it('names the field of a value out of its range', async () => {
    expect(issuesOf(await s.start({ rounds: 0, minutes: 5, tableSize: 4 }))).toEqual([['rounds', 'roundsRange']]);
    expect(issuesOf(await s.start({ rounds: 13, minutes: 5, tableSize: 4 }))).toEqual([['rounds', 'roundsRange']]);
    expect(issuesOf(await s.start({ rounds: 3, minutes: 31, tableSize: 4 }))).toEqual([['minutes', 'minutesRange']]);
    expect(issuesOf(await s.start({ rounds: 3, minutes: 1.5, tableSize: 4 }))).toEqual([['minutes', 'invalidValue']]);
    expect(issuesOf(await s.start({ rounds: 3, minutes: 5, tableSize: 1 }))).toEqual([['tableSize', 'tableSizeRange']]);
    expect(issuesOf(await s.start({ rounds: 3, minutes: 5 }))).toEqual([['tableSize', 'required']]);
    const other = await eventWithAttendees(t, `rs${++scenes}x`, {});
    const theirGroup = (await call(t)('POST', `/events/${other.event.slug}/groups`, other.org, { name: 'Elsewhere', icon: '🧭' })).json() as { id: string };
    const res = await s.start({ groupId: theirGroup.id, rounds: 3, minutes: 5, tableSize: 4 });
    expect([res.statusCode, issuesOf(res)]).toEqual([400, [['groupId', 'invalidValue']]]);
  });

  it("answers 404 to another company's organiser and 403 to an attendee; an outsider sees no rounds", async () => {
    const other = await eventWithAttendees(t, `rs${++scenes}o`, {});
    expect((await s.start({ rounds: 2, minutes: 5, tableSize: 2 }, other.org)).statusCode).toBe(404);
    expect((await s.start({ rounds: 2, minutes: 5, tableSize: 2 }, s.p.p0!)).statusCode).toBe(403);
    const stranger: Who = await signedInUser(t, `rs${scenes}stranger`);
    expect((await s.api('GET', `/events/${s.slug}/rounds/current`, stranger)).statusCode).toBe(404);
    expect((await s.away(s.p.p0!, true)).json()).toMatchObject({ message: 'No rounds are on at this event.' });
  });
});
