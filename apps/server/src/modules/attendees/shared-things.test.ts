import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { call, eventWithAttendees, type Who } from '../../test/event-fixture.js';

// The fixture gives everyone the same hometown, three adventures and three destinations.
let t: TestApp;
let api: ReturnType<typeof call>;
let slug: string;
let p: Record<'ana' | 'ben' | 'cy', Who>;

beforeAll(async () => {
  t = await createTestApp();
  api = call(t);
  const fx = await eventWithAttendees(t, 'st', { ana: ['jazz', 'chess'], ben: ['jazz'], cy: ['yoga'] });
  slug = fx.event.slug;
  p = fx.attendees as typeof p;
});
afterAll(() => t.close());

type Item = { name: string; displayName?: string; mutual: boolean };
type Profile = { inCommon: number; sharedHometown: boolean; hometown: { name: string } | null; interests: Item[]; adventures: Item[]; destinations: Item[]; groups: Item[] };

describe('what two people share, one rule everywhere', () => {
  it('a profile counts exactly what it marks, the hometown included, and its starters name only those things', async () => {
    const profile = (await api('GET', `/events/${slug}/users/${p.ben.id}/profile`, p.ana)).json() as Profile;
    const marked = [...profile.interests, ...profile.adventures, ...profile.destinations, ...profile.groups].filter((x) => x.mutual);
    expect(profile.sharedHometown).toBe(true);
    expect(profile.inCommon).toBe(marked.length + 1);
    const openers = (await api('GET', `/events/${slug}/attendees/${p.ben.id}/openers`, p.ana)).json().openers as { names: string[] }[];
    expect(openers.length).toBeGreaterThan(0);
    expect(openers.length).toBeLessThanOrEqual(profile.inCommon);
    const names = new Set([...marked.map((x) => x.name), profile.hometown!.name]);
    for (const o of openers) for (const n of o.names) expect(names).toContain(n);
    // My own profile shares nothing with me.
    expect(((await api('GET', `/events/${slug}/users/${p.ana.id}/profile`, p.ana)).json() as Profile).inCommon).toBe(0);
  });

  it('people to meet give a place both have been to as a reason, even beside shared interests', async () => {
    // cy shares no interest with ana and keeps hometown and destinations to themself: only the adventures are left.
    const visibility = { hometown: 'me', interests: 'everyone', adventures: 'everyone', destinations: 'me', groups: 'everyone', about: 'everyone', intents: 'everyone' };
    expect((await api('PUT', `/events/${slug}/profile/privacy`, p.cy, { visibility, hiddenFromDirectory: false })).statusCode).toBe(200);
    const items = (await api('GET', `/events/${slug}/people-to-meet`, p.ana)).json().items as { userId: string; reasons: { kind: string }[] }[];
    expect(items.find((i) => i.userId === p.cy.id)?.reasons.map((r) => r.kind)).toEqual(['adventure']);
    expect(items.find((i) => i.userId === p.ben.id)?.reasons.map((r) => r.kind)).toContain('adventure');
  });
});
