import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { call, eventWithAttendees, type Who } from '../../test/event-fixture.js';
import { signedInUser } from '../../test/users.js';

type Suggestion = { matched: boolean; reason: string; sharedInterests: { id: string; name: string }[]; group: { id: string; targetSize: number | null; reservedCount: number } };

/** Four tastes of real catalogue interests; 7 people each, picking 3 of their taste's 5. */
const TASTES = [
  ['hiking', 'camping', 'kayaking', 'trail-running', 'stargazing'],
  ['football', 'tennis', 'cycling', 'surfing', 'golf'],
  ['jazz', 'folk', 'pop', 'piano', 'vinyl-collecting'],
  ['coffee', 'tea', 'cocktails', 'craft-beer', 'sake'],
];
const PEOPLE: Record<string, string[]> = {};
TASTES.forEach((taste, c) => {
  for (let i = 0; i < 7; i++) PEOPLE[`m${c}${i}`] = [0, 1, 2].map((k) => taste[(i + k * (1 + (i % 2))) % taste.length]!).filter((x, j, a) => a.indexOf(x) === j);
});

let t: TestApp;
let api: ReturnType<typeof call>;
/** The people and their organiser, signed up once; each test has its own event for them. */
let base: Awaited<ReturnType<typeof eventWithAttendees>>;
let hometownId: string;
let three: string[];

beforeAll(async () => {
  t = await createTestApp();
  api = call(t);
  base = await eventWithAttendees(t, 'mt', PEOPLE);
  hometownId = (await api('GET', '/places?q=Lisbon', base.org)).json()[0].id as string;
  three = ((await api('GET', '/places?q=Par', base.org)).json() as { id: string }[]).slice(0, 3).map((p) => p.id);
});
afterAll(() => t.close());

let scenes = 0;
/**
 * Each test's own event: everyone joins it with their profile and the organiser forms groups of
 * five; `firstOf` is each person's first suggestion then. With `accepted`, everyone has since
 * joined the group they were matched to.
 */
async function scene({ accepted = false } = {}) {
  const event = (
    await api('POST', '/company/events', base.org, {
      name: `Matching ${++scenes}`,
      startDate: '2099-06-10',
      endDate: '2099-06-12',
      location: 'Hall',
      organizerUsername: 'org',
      timeZone: 'Europe/Lisbon',
    })
  ).json() as { id: string; slug: string };
  for (const [name, who] of Object.entries(base.attendees)) {
    await api('POST', `/events/${event.slug}/join`, who);
    const res = await api('PUT', `/events/${event.slug}/profile`, who, {
      firstName: name,
      lastName: 'Test',
      gender: 'other',
      hometownId,
      interests: PEOPLE[name],
      adventures: three,
      destinations: three,
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  const fx = { org: base.org, event, attendees: base.attendees };
  const suggestionsOf = async (who: Who) => (await api('GET', `/events/${event.slug}/attendee/groups/suggestions`, who)).json() as Suggestion[];
  /** A profile written after the groups were formed. */
  async function lateComer(username: string, interests: string[]) {
    const who = await signedInUser(t, username);
    await api('POST', `/events/${event.slug}/join`, who);
    const res = await api('PUT', `/events/${event.slug}/profile`, who, { firstName: username, lastName: 'Late', gender: 'other', hometownId, interests, adventures: three, destinations: three });
    expect(res.statusCode).toBe(200);
    return who;
  }
  expect((await api('POST', `/events/${event.slug}/groups/auto`, fx.org, { targetSize: 5 })).statusCode).toBe(200);
  const firstOf = new Map<string, Suggestion>();
  for (const [name, who] of Object.entries(fx.attendees)) firstOf.set(name, (await suggestionsOf(who))[0]!);
  if (accepted) {
    for (const [name, who] of Object.entries(fx.attendees)) {
      const s = firstOf.get(name);
      if (s) expect((await api('POST', `/events/${event.slug}/attendee/groups/${s.group.id}/join`, who, { fromSuggestion: true })).statusCode).toBe(200);
    }
  }
  return { fx, firstOf, suggestionsOf, lateComer };
}

describe('matching that keeps the assignment', () => {
  it('matches at least 95% of people, never more to a group than its seats', async () => {
    const { firstOf } = await scene();
    const matched = [...firstOf.values()].filter((s) => s?.matched);
    expect(matched.length / firstOf.size).toBeGreaterThanOrEqual(0.95);
    const perGroup = new Map<string, number>();
    for (const s of firstOf.values()) if (s) perGroup.set(s.group.id, (perGroup.get(s.group.id) ?? 0) + 1);
    for (const s of firstOf.values()) if (s) expect(perGroup.get(s.group.id)!).toBeLessThanOrEqual(s.group.targetSize!);
  });

  it('gives reasons that are true as written', async () => {
    const { firstOf } = await scene();
    // Nobody has joined yet: held seats are not people in the group, so no reason counts anyone.
    for (const [name, s] of firstOf) {
      if (!s?.matched) continue;
      for (const id of s.sharedInterests.map((i) => i.id)) expect(PEOPLE[name]).toContain(id);
      const names = s.sharedInterests.map((i) => i.name).join(' and ');
      expect(s.reason).toBe(names ? `It's about ${names}, which you like too` : 'The matcher placed you here when the groups were formed');
    }
  });

  it('lets everyone accept their match: no failed join, and the groups are what was matched', async () => {
    const { fx, firstOf } = await scene();
    const failures: string[] = [];
    for (const [name, who] of Object.entries(fx.attendees)) {
      const s = firstOf.get(name);
      if (!s) continue;
      const res = await api('POST', `/events/${fx.event.slug}/attendee/groups/${s.group.id}/join`, who, { fromSuggestion: true });
      if (res.statusCode !== 200) failures.push(`${name}: ${res.body}`);
      else expect(res.json()).toMatchObject({ isMember: true, aiMatched: true, seatHeld: false });
    }
    expect(failures).toEqual([]);
    const groups = (await api('GET', `/events/${fx.event.slug}/attendee/groups?pageSize=50`, fx.attendees.m00!)).json().items as {
      id: string;
      memberCount: number;
      reservedCount: number;
      aiCreated: boolean;
    }[];
    for (const g of groups.filter((x) => x.aiCreated)) expect(g.reservedCount).toBe(0);
  });

  it('places someone who finishes their profile later into a group with room, by what they share', async () => {
    // As after everyone accepted their match: no seat is held but the late comer's.
    const { fx, suggestionsOf, lateComer } = await scene({ accepted: true });
    const late = await lateComer('mtlate', ['jazz', 'folk', 'piano']);
    const [first] = await suggestionsOf(late);
    expect(first).toMatchObject({ matched: true });
    expect(first!.sharedInterests.every((i) => ['jazz', 'folk', 'piano'].includes(i.id))).toBe(true);
    expect(first!.group.reservedCount).toBe(1);
    // Asking again keeps the same seat rather than taking another.
    expect((await suggestionsOf(late))[0]).toMatchObject({ matched: true, group: { id: first!.group.id, reservedCount: 1 } });
    const view = (await api('GET', `/events/${fx.event.slug}/attendee/groups/${first!.group.id}/me`, late)).json();
    expect(view).toMatchObject({ seatHeld: true, isMember: false });
    // The group list says the same of that group, and of no other.
    const listed = (await api('GET', `/events/${fx.event.slug}/attendee/groups?pageSize=100`, late)).json().items as { id: string; seatHeld: boolean; isMember: boolean }[];
    expect(listed.find((g) => g.id === first!.group.id)).toMatchObject({ seatHeld: true, isMember: false });
    expect(listed.filter((g) => g.seatHeld).map((g) => g.id)).toEqual([first!.group.id]);
  });

  it('counts only the members beside the card, by what they share with me, never "all" unless it is all of them', async () => {
    const { fx, suggestionsOf, lateComer } = await scene({ accepted: true });
    // Everyone has joined their match now: a newcomer's reasons count members, as the card's member count does.
    // Someone else holds a seat without joining: a held seat is not a member, so it is not counted.
    await suggestionsOf(await lateComer('mtseat', ['hiking', 'camping', 'kayaking']));
    const newcomer = await lateComer('mtcount', ['hiking', 'camping', 'kayaking']);
    const groups = new Map(((await api('GET', `/events/${fx.event.slug}/attendee/groups?pageSize=50`, newcomer)).json().items as { id: string; memberCount: number }[]).map((g) => [g.id, g]));
    const suggestions = await suggestionsOf(newcomer);
    expect(suggestions.length).toBeGreaterThan(0);
    for (const s of suggestions) {
      // The organisers' view lists every member (the member list is for members only).
      const members = (await api('GET', `/events/${fx.event.id}/groups/${s.group.id}`, fx.org)).json().members as { userId: string }[];
      expect(members.length).toBe(groups.get(s.group.id)!.memberCount);
      const named = s.sharedInterests.map((i) => i.id);
      const nameOf = new Map(Object.entries(fx.attendees).map(([n, w]) => [w.id, n]));
      const sharing = members.filter((m) => named.every((id) => PEOPLE[nameOf.get(m.userId) ?? '']?.includes(id))).length;
      const numbers = s.reason.match(/with (\d+) of the (\d+) people in it$/);
      if (numbers) expect([Number(numbers[1]), Number(numbers[2])]).toEqual([sharing, members.length]);
      else if (/^You share/.test(s.reason)) expect(sharing).toBe(members.length);
      const all = s.reason.match(/with all (\d+) people in it$/);
      if (all) expect(Number(all[1])).toBe(members.length);
    }
  });

  it('frees a held seat when the person joins another automatic group instead', async () => {
    const { fx, suggestionsOf, lateComer } = await scene({ accepted: true });
    const other = await lateComer('mtother', ['coffee', 'tea', 'hiking']);
    const [first, ...rest] = await suggestionsOf(other);
    expect(first?.matched).toBe(true);
    const alternative = rest.find((s) => !s.matched);
    if (!alternative) return; // nothing else with room: nothing to free
    const joined = await api('POST', `/events/${fx.event.slug}/attendee/groups/${alternative.group.id}/join`, other, { fromSuggestion: true });
    expect(joined.statusCode).toBe(200);
    const freed = (await api('GET', `/events/${fx.event.slug}/attendee/groups/${first!.group.id}/me`, other)).json();
    expect(freed).toMatchObject({ seatHeld: false, reservedCount: first!.group.reservedCount - 1 });
  });
});
