import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { call, eventWithAttendees } from '../../test/event-fixture.js';
import { companyMember, signedInUser } from '../../test/users.js';

let t: TestApp;
let fx: Awaited<ReturnType<typeof eventWithAttendees>>;
let api: ReturnType<typeof call>;
let groupId: string;

beforeAll(async () => {
  t = await createTestApp();
  api = call(t);
  fx = await eventWithAttendees(t, 'g', {
    ana: ['hiking', 'street-photography', 'jazz'],
    ben: ['hiking', 'street-photography', 'chess'],
    cy: ['hiking', 'street-photography'],
    dee: ['jazz', 'chess', 'yoga'],
    eli: ['jazz', 'chess'],
    fay: ['jazz', 'chess', 'hiking'],
  });
});
afterAll(() => t.close());

describe('groups, company side', () => {
  it('creates, lists, shows and edits a group', async () => {
    const res = await api('POST', `/events/${fx.event.slug}/groups`, fx.org, { name: 'Night owls', description: 'Late talks', labels: ['talks', 'night'], icon: '🦉' });
    expect(res.statusCode).toBe(201);
    groupId = res.json().id;
    expect(res.json()).toMatchObject({ name: 'Night owls', icon: '🦉', memberCount: 0, aiCreated: false, deactivated: false });
    const list = (await api('GET', `/events/${fx.event.id}/groups`, fx.org)).json();
    expect(list.items.map((g: { id: string }) => g.id)).toContain(groupId);
    const edited = await api('PATCH', `/events/${fx.event.slug}/groups/${groupId}`, fx.org, { name: 'Night owls club' });
    expect(edited.json().name).toBe('Night owls club');
    const details = (await api('GET', `/events/${fx.event.slug}/groups/${groupId}`, fx.org)).json();
    expect(details.members).toEqual([]);
  });

  it('names bad fields and refuses other companies and attendees', async () => {
    const bad = await api('POST', `/events/${fx.event.slug}/groups`, fx.org, { name: '', icon: 'abc' });
    expect(bad.json().issues.map((i: { field: string }) => i.field)).toEqual(['name', 'icon']);
    const other = await companyMember(t, 'otherorg');
    expect((await api('GET', `/events/${fx.event.slug}/groups/${groupId}`, other)).statusCode).toBe(404);
    expect((await api('POST', `/events/${fx.event.slug}/groups`, other, { name: 'x', icon: '🦉' })).statusCode).toBe(404);
    expect((await api('GET', `/events/${fx.event.slug}/groups`, fx.attendees.ana!)).statusCode).toBe(403);
  });
});

describe('groups, attendee side', () => {
  it('lists with search by name and label, joins and leaves with exact counts', async () => {
    const ana = fx.attendees.ana!;
    const byLabel = (await api('GET', `/events/${fx.event.slug}/attendee/groups?q=nigh`, ana)).json();
    expect(byLabel.items[0]).toMatchObject({ id: groupId, isMember: false });
    const joined = await api('POST', `/events/${fx.event.slug}/attendee/groups/${groupId}/join`, ana);
    expect(joined.json()).toMatchObject({ isMember: true, memberCount: 1, canPost: true, aiMatched: false });
    const twice = await api('POST', `/events/${fx.event.slug}/attendee/groups/${groupId}/join`, ana);
    expect(twice.statusCode).toBe(409);
    const mine = (await api('GET', `/events/${fx.event.slug}/attendee/groups?mine=true`, ana)).json();
    expect(mine.items.map((g: { id: string }) => g.id)).toEqual([groupId]);
    const left = await api('POST', `/events/${fx.event.slug}/attendee/groups/${groupId}/leave`, ana);
    expect(left.json()).toMatchObject({ isMember: false, memberCount: 0 });
    expect((await api('POST', `/events/${fx.event.slug}/attendee/groups/${groupId}/leave`, ana)).statusCode).toBe(409);
  });

  it('keeps the member count exact under concurrent joins', async () => {
    const people = Object.values(fx.attendees);
    await Promise.all(people.flatMap((p) => [1, 2].map(() => api('POST', `/events/${fx.event.slug}/attendee/groups/${groupId}/join`, p))));
    const me = (await api('GET', `/events/${fx.event.slug}/attendee/groups/${groupId}/me`, fx.attendees.ana!)).json();
    expect(me.memberCount).toBe(people.length);
    const details = (await api('GET', `/events/${fx.event.slug}/groups/${groupId}`, fx.org)).json();
    expect(details.members).toHaveLength(people.length);
  });

  it('hides the groups of an event from outsiders', async () => {
    const outsider = await signedInUser(t, 'gout');
    expect((await api('GET', `/events/${fx.event.slug}/attendee/groups`, outsider)).statusCode).toBe(404);
    expect((await api('GET', `/events/${fx.event.slug}/attendee/groups/${groupId}/me`, outsider)).statusCode).toBe(404);
  });
});

describe('automatic groups', () => {
  it('forms named groups from shared interests, suggests them with a reason, and never duplicates on rerun', async () => {
    const first = await api('POST', `/events/${fx.event.slug}/groups/auto`, fx.org, { targetSize: 3 });
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.created).toBeGreaterThanOrEqual(2);
    for (const g of body.groups) {
      expect(g).toMatchObject({ aiCreated: true, targetSize: 3 });
      expect(g.name).toContain('&');
      expect(g.interests.length).toBeGreaterThanOrEqual(2);
    }
    const again = (await api('POST', `/events/${fx.event.slug}/groups/auto`, fx.org, { targetSize: 3 })).json();
    expect([again.created, again.reused]).toEqual([0, body.groups.length]);
    expect(again.groups.map((g: { id: string }) => g.id)).toEqual(body.groups.map((g: { id: string }) => g.id));

    const suggestions = (await api('GET', `/events/${fx.event.slug}/attendee/groups/suggestions`, fx.attendees.cy!)).json();
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions[0].reason).toMatch(/^You both like .*hiking/i);
    const accepted = await api('POST', `/events/${fx.event.slug}/attendee/groups/${suggestions[0].group.id}/join`, fx.attendees.cy!, { fromSuggestion: true });
    expect(accepted.json()).toMatchObject({ isMember: true, aiMatched: true });
    const after = (await api('GET', `/events/${fx.event.slug}/attendee/groups/suggestions`, fx.attendees.cy!)).json();
    expect(after.map((s: { group: { id: string } }) => s.group.id)).not.toContain(suggestions[0].group.id);
    expect((await api('POST', `/events/${fx.event.slug}/groups/auto`, fx.org, { targetSize: 1 })).statusCode).toBe(400);
  });
});

describe('deactivation', () => {
  it('keeps the group readable but read-only', async () => {
    const res = await api('DELETE', `/events/${fx.event.slug}/groups/${groupId}`, fx.org);
    expect(res.json().deactivated).toBe(true);
    const me = (await api('GET', `/events/${fx.event.slug}/attendee/groups/${groupId}/me`, fx.attendees.ana!)).json();
    expect(me).toMatchObject({ deactivated: true, isMember: true, canPost: false });
    const post = await api('POST', `/events/${fx.event.slug}/attendee/groups/${groupId}/messages`, fx.attendees.ana!, { body: 'hello?' });
    expect(post.statusCode).toBe(409);
    expect(post.json().message).toBe('This group was deactivated. It is read-only now.');
    expect((await api('PATCH', `/events/${fx.event.slug}/groups/${groupId}`, fx.org, { name: 'Back' })).statusCode).toBe(409);
    const list = (await api('GET', `/events/${fx.event.slug}/attendee/groups`, fx.attendees.ana!)).json();
    expect(list.items.map((g: { id: string }) => g.id)).not.toContain(groupId);
  });
});
