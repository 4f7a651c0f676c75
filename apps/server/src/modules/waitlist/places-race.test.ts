import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { call } from '../../test/event-fixture.js';
import { companyMember, signedInUser } from '../../test/users.js';

/*
 * The last places, raced (decision 037): on PGlite by default, on PostgreSQL with DATABASE_URL
 * (each join its own connection from the pool there, so the event's row lock is what decides).
 */
let t: TestApp;
let api: ReturnType<typeof call>;
beforeAll(async () => {
  t = await createTestApp();
  api = call(t);
});
afterAll(() => t?.close());

describe('racing for the last places', () => {
  it('gives exactly the free places to people joining at once; the rest line up 1..N with no gaps', { timeout: 60_000 }, async () => {
    const org = await companyMember(t, 'raceorg');
    const event = (
      await api('POST', '/company/events', org, { name: 'Tiny Room', startDate: '2099-06-10', endDate: '2099-06-10', location: 'Hall', organizerUsername: 'org', timeZone: 'UTC', capacity: 5 })
    ).json() as { id: string; slug: string };
    // Two places taken before the race: three are left.
    for (const i of [1, 2]) await api('POST', `/events/${event.slug}/join`, await signedInUser(t, `racefirst${i}`));
    const racers = await Promise.all(Array.from({ length: 24 }, (_, i) => signedInUser(t, `racer${i}`)));
    // Each racer twice at once: a repeat must answer as the first, never take a second row.
    const answers = await Promise.all(racers.flatMap((r) => [1, 2].map(() => api('POST', `/events/${event.slug}/join`, r))));
    for (const a of answers) expect(a.statusCode).toBe(200);
    const byRacer = new Map<string, { status: string; position?: number }[]>();
    racers.forEach((r, i) => byRacer.set(r.id, [answers[2 * i]!.json(), answers[2 * i + 1]!.json()]));
    for (const [, [first, second]] of byRacer) expect({ status: second!.status, position: second!.position }).toEqual({ status: first!.status, position: first!.position });
    const firsts = [...byRacer.values()].map(([first]) => first!);
    expect(firsts.filter((a) => a.status === 'joined')).toHaveLength(3);
    const positions = firsts
      .filter((a) => a.status === 'waitlisted')
      .map((a) => a.position!)
      .sort((x, y) => x - y);
    expect(positions).toEqual(Array.from({ length: 21 }, (_, i) => i + 1));
    const counted = (await api('GET', `/company/events/${event.id}`, org)).json();
    expect(counted).toMatchObject({ attendeeCount: 5, waitingCount: 21 });
  });

  it('never gives one held place twice when the offered person confirms while newcomers join', { timeout: 60_000 }, async () => {
    const org = await companyMember(t, 'raceorg2');
    const event = (
      await api('POST', '/company/events', org, { name: 'Tiny Room 2', startDate: '2099-06-10', endDate: '2099-06-10', location: 'Hall', organizerUsername: 'org', timeZone: 'UTC', capacity: 1 })
    ).json() as { id: string; slug: string };
    const [a, b, c] = [await signedInUser(t, 'racea'), await signedInUser(t, 'raceb'), await signedInUser(t, 'racec')];
    for (const p of [a, b, c]) await api('POST', `/events/${event.slug}/join`, p);
    await api('DELETE', `/events/${event.slug}/profile`, a);
    const newcomers = await Promise.all(Array.from({ length: 6 }, (_, i) => signedInUser(t, `racenew${i}`)));
    const [confirm, ...joins] = await Promise.all([api('POST', `/events/${event.slug}/waitlist/confirm`, b), ...newcomers.map((p) => api('POST', `/events/${event.slug}/join`, p))]);
    expect(confirm!.json()).toMatchObject({ status: 'joined' });
    for (const j of joins) expect(j.json()).toMatchObject({ status: 'waitlisted' });
    expect((await api('GET', `/company/events/${event.id}`, org)).json()).toMatchObject({ attendeeCount: 1, waitingCount: 7 });
  });
});
