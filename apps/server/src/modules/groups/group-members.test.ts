import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { call, eventWithAttendees } from '../../test/event-fixture.js';
import { signedInUser } from '../../test/users.js';

let t: TestApp;
let fx: Awaited<ReturnType<typeof eventWithAttendees>>;
let other: Awaited<ReturnType<typeof eventWithAttendees>>;
let api: ReturnType<typeof call>;
let groupId: string;

const members = (g = groupId, ref = fx.event.slug) => `/events/${ref}/attendee/groups/${g}/members`;
const usernames = (res: { json(): { items: { username: string }[] } }) => res.json().items.map((p) => p.username);

beforeAll(async () => {
  t = await createTestApp();
  api = call(t);
  // zoe has joined the event but has no profile yet (no interests given).
  fx = await eventWithAttendees(t, 'm', { bea: ['jazz', 'hiking'], al: ['jazz', 'chess'], cal: ['yoga'], zoe: [] });
  other = await eventWithAttendees(t, 'mo', { eve: ['jazz'] });
  groupId = (await api('POST', `/events/${fx.event.slug}/groups`, fx.org, { name: 'Jazz nights', icon: '🎷' })).json().id;
  for (const who of ['bea', 'al', 'zoe'] as const) await api('POST', `/events/${fx.event.slug}/attendee/groups/${groupId}/join`, fx.attendees[who]!);
});
afterAll(() => t.close());

describe('group members', () => {
  it('lists the members by name (the username without a profile), with what they share with me', async () => {
    const res = await api('GET', members(), fx.attendees.bea!);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ page: 1, pageSize: 20, hasMore: false });
    expect(res.json().items).toEqual([
      { userId: fx.attendees.al!.id, username: 'mal', firstName: 'al', lastName: 'Test', sharedInterests: [expect.objectContaining({ id: 'jazz' })], isMe: false, photoUrl: null },
      { userId: fx.attendees.bea!.id, username: 'mbea', firstName: 'bea', lastName: 'Test', sharedInterests: [], isMe: true, photoUrl: null },
      { userId: fx.attendees.zoe!.id, username: 'mzoe', firstName: null, lastName: null, sharedInterests: [], isMe: false, photoUrl: null },
    ]);
  });

  it('pages with the contract of every list', async () => {
    const first = await api('GET', `${members()}?pageSize=2`, fx.attendees.cal!);
    expect([usernames(first), first.json().hasMore]).toEqual([['mal', 'mbea'], true]);
    const second = await api('GET', `${members()}?pageSize=2&page=2`, fx.attendees.cal!);
    expect([usernames(second), second.json().hasMore]).toEqual([['mzoe'], false]);
    expect((await api('GET', `${members()}?pageSize=1000`, fx.attendees.cal!)).statusCode).toBe(400);
  });

  it("is for the event's attendees (in the group or not) and its organisers", async () => {
    expect(usernames(await api('GET', members(), fx.attendees.cal!))).toEqual(['mal', 'mbea', 'mzoe']);
    expect((await api('GET', members(), fx.org)).statusCode).toBe(200);
  });

  it('tells a stranger and an attendee of another event nothing (404)', async () => {
    const stranger = await signedInUser(t, 'mstranger');
    for (const res of [
      await api('GET', members(), stranger),
      await api('GET', members(), other.attendees.eve!),
      // Through their own event's address: the group is not one of its groups.
      await api('GET', members(groupId, other.event.slug), other.attendees.eve!),
      await api('GET', members(), other.org),
      await api('GET', members(crypto.randomUUID()), fx.attendees.bea!),
    ]) {
      expect(res.statusCode).toBe(404);
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/v1${members()}` })).statusCode).toBe(401);
  });

  it('once the group is deactivated, shows its members only to them and the organisers', async () => {
    const closing = (await api('POST', `/events/${fx.event.slug}/groups`, fx.org, { name: 'Closing soon', icon: '🌙' })).json().id as string;
    await api('POST', `/events/${fx.event.slug}/attendee/groups/${closing}/join`, fx.attendees.al!);
    await api('DELETE', `/events/${fx.event.slug}/groups/${closing}`, fx.org);
    const hidden = await api('GET', members(closing), fx.attendees.cal!);
    expect(hidden.statusCode).toBe(403);
    expect(hidden.json()).toMatchObject({ name: 'ForbiddenException', message: 'This group was deactivated: only its members see who was in it.' });
    expect(usernames(await api('GET', members(closing), fx.attendees.al!))).toEqual(['mal']);
    expect((await api('GET', members(closing), fx.org)).statusCode).toBe(200);
  });
});
