import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Meeting } from '@mingle/contracts';
import { createTestApp, type TestApp } from '../../test/app.js';
import type { Who } from '../../test/event-fixture.js';
import { meetingScene, tomorrowAt } from '../../test/meeting-scene.js';

/*
 * One slot, many accepts at once (decision 041): the bookings' unique keys let one in. On PGlite by
 * default; on PostgreSQL with DATABASE_URL, where each accept has its own connection and half of
 * them go through a second instance of the app with its own pool, as a second process would.
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

const slot = tomorrowAt('10:30');
/** The accept, through either instance. */
const accept = (i: number, who: Who, m: MeetingSceneLike, id: string) =>
  (i % 2 ? sibling.app : t.app).inject({ method: 'POST', url: `/api/v1/events/${m.slug}/meetings/${id}/accept`, headers: who.headers });
type MeetingSceneLike = { slug: string };
const messageOf = (res: { json(): unknown }) => (res.json() as { message: string }).message;

describe('racing for one slot', () => {
  it('gives a person one meeting in a slot however many of their requests they accept at once', { timeout: 120_000 }, async () => {
    const askers = Array.from({ length: 12 }, (_, i) => `a${i}`);
    const m = await meetingScene(t, `mr${++scenes}`, ['ana', ...askers]);
    const ana = m.p.ana!;
    const requests: Meeting[] = [];
    for (const a of askers) requests.push(await m.ask(m.p[a]!, ana, slot));
    const answers = await Promise.all(requests.map((r, i) => accept(i, ana, m, r.id)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.statusCode !== 200);
    for (const a of refused) expect({ status: a.statusCode, message: messageOf(a) }).toEqual({ status: 409, message: 'You already have a meeting at that time.' });
    const accepted = (await m.list(ana)).items.filter((i) => i.status === 'accepted');
    expect(accepted).toHaveLength(1);
    expect((await m.availability(ana)).slots.find((s) => s.startsAt === slot)).toMatchObject({ booked: true });
  });

  it('gives a person one meeting in a slot when many people accept their requests at once', { timeout: 120_000 }, async () => {
    const invitees = Array.from({ length: 12 }, (_, i) => `b${i}`);
    const m = await meetingScene(t, `mr${++scenes}`, ['ben', ...invitees]);
    const ben = m.p.ben!;
    const requests: Meeting[] = [];
    for (const b of invitees) requests.push(await m.ask(ben, m.p[b]!, slot));
    const answers = await Promise.all(requests.map((r, i) => accept(i, m.p[invitees[i]!]!, m, r.id)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.statusCode !== 200))
      expect({ status: a.statusCode, message: messageOf(a) }).toEqual({ status: 409, message: 'They already have a meeting at that time. Pick another one.' });
    expect((await m.list(ben)).items.filter((i) => i.status === 'accepted')).toHaveLength(1);
  });

  it('gives a spot to one meeting at a time', { timeout: 120_000 }, async () => {
    const pairs = Array.from({ length: 6 }, (_, i) => [`c${i}`, `d${i}`] as const);
    const m = await meetingScene(t, `mr${++scenes}`, pairs.flat());
    const spot = m.spots[0]!;
    const requests: Meeting[] = [];
    for (const [c, d] of pairs) requests.push(await m.ask(m.p[c]!, m.p[d]!, slot, { spotId: spot.id }));
    const answers = await Promise.all(requests.map((r, i) => accept(i, m.p[pairs[i]![1]]!, m, r.id)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.statusCode !== 200))
      expect({ status: a.statusCode, message: messageOf(a) }).toEqual({ status: 409, message: 'That spot is taken at that time. Pick another spot or no spot.' });
    // The one spot left at that time for anyone else: the other table only.
    const [c0, d0] = pairs[0]!;
    const winner = answers.findIndex((a) => a.statusCode === 200);
    const [x, y] = winner === 0 ? pairs[1]! : [c0, d0];
    expect((await m.common(m.p[x]!, m.p[y]!.id)).slots.find((s) => s.startsAt === slot)!.spots).toEqual([m.spots[1]]);
  });

  it('answers one accept tapped twice at once as the first did, with one booking', { timeout: 60_000 }, async () => {
    const m = await meetingScene(t, `mr${++scenes}`, ['eve', 'fay']);
    const { eve, fay } = m.p as Record<'eve' | 'fay', Who>;
    const asked = await m.ask(eve, fay, slot);
    const answers = await Promise.all([0, 1, 2, 3].map((i) => accept(i, fay, m, asked.id)));
    for (const a of answers) expect({ status: a.statusCode, state: (a.json() as Meeting).status }).toEqual({ status: 200, state: 'accepted' });
    expect((await m.availability(eve)).slots.find((s) => s.startsAt === slot)).toMatchObject({ booked: true });
  });
});
