import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { call, eventWithAttendees, type Who } from '../../test/event-fixture.js';

/* A gathering's places (decision 039): a limit, a line, and the first in line given a freed place. */

let t: TestApp;
let api: ReturnType<typeof call>;
let events = 0;

beforeAll(async () => {
  t = await createTestApp();
  api = call(t);
});
afterAll(() => t.close());

const future = { title: 'Board games', startDate: '2099-06-11', startHour: '19:00', location: 'Library' };
type Answer = { myStatus: string; myPosition: number | null; goingCount: number; waitlistCount: number; capacity: number | null };

/** An event of the test's own whose group everyone is in; ana proposes a gathering for `capacity` (she counts). */
async function gatheringFor(capacity: number | null, names = ['ana', 'ben', 'cy', 'dan', 'eve']) {
  const prefix = `gp${++events}`;
  const fx = await eventWithAttendees(t, prefix, Object.fromEntries(names.map((n) => [n, ['jazz']])));
  const people = fx.attendees as Record<string, Who>;
  const slug = fx.event.slug;
  const groupId = (await api('POST', `/events/${slug}/groups`, fx.org, { name: 'Games', icon: '🎲' })).json().id as string;
  for (const n of names) await api('POST', `/events/${slug}/attendee/groups/${groupId}/join`, people[n]!);
  const made = await api('POST', `/events/${slug}/attendee/groups/${groupId}/gatherings`, people.ana!, { ...future, capacity });
  expect(made.statusCode, made.body).toBe(201);
  const url = `/events/${slug}/attendee/groups/${groupId}/gatherings/${made.json().id as string}`;
  const answer = async (who: string, status: 'going' | 'interested' | 'none') => {
    const res = await api('PUT', `${url}/attendance`, people[who]!, { status });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Answer;
  };
  const seenBy = async (who: string) => (await api('GET', url, people[who]!)).json() as Answer;
  return { fx, people, slug, url, answer, seenBy, usernameOf: (n: string) => `${prefix}${n}`, emailOf: (n: string) => `${prefix}${n}@example.com` };
}

describe("a gathering's places", () => {
  it('counts its creator, puts whoever asks when it is full in line in order, and answers a repeat as the first time', async () => {
    const g = await gatheringFor(3);
    expect(await g.seenBy('ana')).toMatchObject({ myStatus: 'going', goingCount: 1, capacity: 3, waitlistCount: 0, myPosition: null });
    await g.answer('ben', 'going');
    expect(await g.answer('cy', 'going')).toMatchObject({ myStatus: 'going', goingCount: 3 });
    expect(await g.answer('dan', 'going')).toMatchObject({ myStatus: 'waitlisted', myPosition: 1, goingCount: 3, waitlistCount: 1 });
    expect(await g.answer('eve', 'going')).toMatchObject({ myStatus: 'waitlisted', myPosition: 2, waitlistCount: 2 });
    // Asking again keeps the place in line; so does a second going.
    expect(await g.answer('dan', 'going')).toMatchObject({ myStatus: 'waitlisted', myPosition: 1 });
    expect(await g.answer('ben', 'going')).toMatchObject({ myStatus: 'going', goingCount: 3 });
    // Organisers attend as attendees only.
    expect((await api('PUT', `${g.url}/attendance`, g.fx.org, { status: 'going' })).statusCode).toBe(403);
  });

  it('gives a freed place to the first in line at once, and tells them by mail', async () => {
    const g = await gatheringFor(2);
    await g.answer('ben', 'going');
    await g.answer('cy', 'going');
    await g.answer('dan', 'going');
    const before = t.mailbox.mails.length;
    expect(await g.answer('ben', 'none')).toMatchObject({ myStatus: 'none', goingCount: 2, waitlistCount: 1 });
    expect(await g.seenBy('cy')).toMatchObject({ myStatus: 'going', myPosition: null });
    expect(await g.seenBy('dan')).toMatchObject({ myStatus: 'waitlisted', myPosition: 1 });
    const mail = await t.mailbox.waitForMail(g.emailOf('cy'), before);
    expect(mail.text).toContain("You're going: Board games");
    expect(mail.text).toContain('you were first in line, so you are now going');
    // Leaving the line gives nothing to anyone; a place left by someone going goes on.
    expect(await g.answer('dan', 'none')).toMatchObject({ waitlistCount: 0 });
  });

  it('opens places when the limit grows, keeps everyone going when it shrinks, and refuses a limit below one', async () => {
    const g = await gatheringFor(1);
    await g.answer('ben', 'going');
    await g.answer('cy', 'going');
    const grown = await api('PATCH', g.url, g.people.ana!, { capacity: 2 });
    expect(grown.json()).toMatchObject({ capacity: 2, goingCount: 2, waitlistCount: 1 });
    expect(await g.seenBy('ben')).toMatchObject({ myStatus: 'going' });
    const none = await api('PATCH', g.url, g.people.ana!, { capacity: null });
    expect(none.json()).toMatchObject({ capacity: null, goingCount: 3, waitlistCount: 0 });
    expect((await api('PATCH', g.url, g.people.ana!, { capacity: 1 })).json()).toMatchObject({ capacity: 1, goingCount: 3 });
    const bad = await api('PATCH', g.url, g.people.ana!, { capacity: 0 });
    expect([bad.statusCode, bad.json().issues[0].field]).toEqual([400, 'capacity']);
  });

  it('gives the place of someone who leaves the event to the first in line', async () => {
    const g = await gatheringFor(2);
    await g.answer('ben', 'going');
    await g.answer('cy', 'going');
    expect((await api('DELETE', `/events/${g.slug}/profile`, g.people.ben!)).statusCode).toBe(200);
    expect(await g.seenBy('cy')).toMatchObject({ myStatus: 'going', goingCount: 2, waitlistCount: 0 });
  });

  it('never lets two people take the last place, however many ask at once', async () => {
    const names = ['ana', ...Array.from({ length: 8 }, (_, i) => `p${i}`)];
    const g = await gatheringFor(2, names);
    const answers = await Promise.all(names.slice(1).map((n) => g.answer(n, 'going')));
    expect(answers.filter((a) => a.myStatus === 'going')).toHaveLength(1);
    const positions = answers
      .filter((a) => a.myStatus === 'waitlisted')
      .map((a) => a.myPosition)
      .sort((a, b) => a! - b!);
    expect(positions).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(await g.seenBy('ana')).toMatchObject({ goingCount: 2, waitlistCount: 7 });
  });

  it('lets its creator and the organisers let someone in line go beyond the limit, and tells them; shows the line in order', async () => {
    const g = await gatheringFor(2);
    await g.answer('ben', 'going');
    await g.answer('cy', 'going');
    await g.answer('dan', 'going');
    const line = (await api('GET', `${g.url}/attendees?status=waitlisted`, g.people.ana!)).json() as { items: { username: string }[] };
    expect(line.items.map((p) => p.username)).toEqual([g.usernameOf('cy'), g.usernameOf('dan')]);
    const admit = (who: string, by: Who) => api('POST', `${g.url}/waitlist/${g.people[who]!.id}/admit`, by);
    expect((await admit('dan', g.people.ben!)).statusCode).toBe(403);
    const before = t.mailbox.mails.length;
    const res = await admit('dan', g.people.ana!);
    expect(res.json()).toMatchObject({ goingCount: 3, capacity: 2, waitlistCount: 1 });
    expect(await g.seenBy('dan')).toMatchObject({ myStatus: 'going' });
    expect(await g.seenBy('cy')).toMatchObject({ myStatus: 'waitlisted', myPosition: 1 });
    expect((await t.mailbox.waitForMail(g.emailOf('dan'), before)).text).toContain("You're going: Board games");
    // Again: done already. Someone not in line: not found. The organisers may too.
    expect((await admit('dan', g.people.ana!)).statusCode).toBe(200);
    expect((await admit('eve', g.people.ana!)).statusCode).toBe(404);
    expect((await admit('cy', g.fx.org)).json()).toMatchObject({ goingCount: 4, waitlistCount: 0 });
  });
});
