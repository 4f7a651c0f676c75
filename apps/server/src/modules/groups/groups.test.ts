import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveChange } from '@mingle/contracts';
import { createTestApp, type TestApp } from '../../test/app.js';
import { call, eventWithAttendees } from '../../test/event-fixture.js';
import { companyMember, signedInUser } from '../../test/users.js';
import { signedInClient } from '../../test/ws.js';

let t: TestApp;
let fx: Awaited<ReturnType<typeof eventWithAttendees>>;
let api: ReturnType<typeof call>;

const PEOPLE = {
  ana: ['hiking', 'street-photography', 'jazz'],
  ben: ['hiking', 'street-photography', 'chess'],
  cy: ['hiking', 'street-photography'],
  dee: ['jazz', 'chess', 'yoga'],
  eli: ['jazz', 'chess'],
  fay: ['jazz', 'chess', 'hiking'],
};

beforeAll(async () => {
  t = await createTestApp();
  api = call(t);
  fx = await eventWithAttendees(t, 'g', PEOPLE);
});
afterAll(() => t.close());

/** The attendees the matcher holds a seat for in a group: their first suggestion, "Matched for you". */
async function holdersOf(f: typeof fx, groupId: string) {
  const out = [];
  for (const p of Object.values(f.attendees)) {
    const [first] = (await api('GET', `/events/${f.event.slug}/attendee/groups/suggestions`, p)).json() as { matched: boolean; group: { id: string } }[];
    if (first?.matched && first.group.id === groupId) out.push(p);
  }
  return out;
}

// Every test makes the groups it needs, so each passes alone as well as with the others.
const newGroup = async (name: string, labels: string[] = []) => (await api('POST', `/events/${fx.event.slug}/groups`, fx.org, { name, labels, icon: '🦉' })).json().id as string;

describe('groups, company side', () => {
  it('creates, lists, shows and edits a group', async () => {
    const res = await api('POST', `/events/${fx.event.slug}/groups`, fx.org, { name: 'Night owls', description: 'Late talks', labels: ['talks', 'night'], icon: '🦉' });
    expect(res.statusCode).toBe(201);
    const groupId = res.json().id;
    expect(res.json()).toMatchObject({ name: 'Night owls', icon: '🦉', memberCount: 0, aiCreated: false, deactivated: false });
    const list = (await api('GET', `/events/${fx.event.id}/groups`, fx.org)).json();
    expect(list.items.map((g: { id: string }) => g.id)).toContain(groupId);
    const edited = await api('PATCH', `/events/${fx.event.slug}/groups/${groupId}`, fx.org, { name: 'Night owls club' });
    expect(edited.json().name).toBe('Night owls club');
    const details = (await api('GET', `/events/${fx.event.slug}/groups/${groupId}`, fx.org)).json();
    expect(details.members).toEqual([]);
  });

  it('names bad fields and refuses other companies and attendees', async () => {
    const groupId = await newGroup('Bad fields');
    const bad = await api('POST', `/events/${fx.event.slug}/groups`, fx.org, { name: '', icon: 'abc' });
    expect(bad.json().issues.map((i: { field: string }) => i.field)).toEqual(['name', 'icon']);
    const other = await companyMember(t, 'otherorg');
    expect((await api('GET', `/events/${fx.event.slug}/groups/${groupId}`, other)).statusCode).toBe(404);
    expect((await api('POST', `/events/${fx.event.slug}/groups`, other, { name: 'x', icon: '🦉' })).statusCode).toBe(404);
    expect((await api('GET', `/events/${fx.event.slug}/groups`, fx.attendees.ana!)).statusCode).toBe(403);
  });
});

describe("groups, the organisers' list", () => {
  it('searches, filters automatic/manual and active/deactivated, and lists deactivated groups last', async () => {
    const fx = await eventWithAttendees(t, 'gf', PEOPLE);
    const make = async (name: string) => (await api('POST', `/events/${fx.event.slug}/groups`, fx.org, { name, icon: '🦉', labels: ['filtered'] })).json().id as string;
    const [gone, kept] = [await make('Aardvarks'), await make('Zebras')];
    await api('DELETE', `/events/${fx.event.slug}/groups/${gone}`, fx.org);
    const auto = (await api('POST', `/events/${fx.event.slug}/groups/auto`, fx.org, { targetSize: 3 })).json().groups.map((g: { id: string }) => g.id);
    const list = async (query: string) => (await api('GET', `/events/${fx.event.slug}/groups?pageSize=50&${query}`, fx.org)).json().items.map((g: { id: string }) => g.id) as string[];

    const all = await list('');
    expect(all.at(-1)).toBe(gone);
    expect(all).toEqual(expect.arrayContaining([kept, ...auto]));
    expect(await list('q=zebr')).toEqual([kept]);
    expect(await list('q=filtered')).toEqual([kept, gone]);
    expect(new Set(await list('kind=auto'))).toEqual(new Set(auto));
    expect(await list('kind=manual')).toEqual([kept, gone]);
    expect(await list('status=deactivated')).toEqual([gone]);
    expect(await list('status=active')).not.toContain(gone);
    const bad = await api('GET', `/events/${fx.event.slug}/groups?kind=robot`, fx.org);
    expect([bad.statusCode, bad.json().issues[0].field]).toEqual([400, 'kind']);
  });
});

describe('groups, attendee side', () => {
  it('lists with search by name and label, joins and leaves with exact counts', async () => {
    const ana = fx.attendees.ana!;
    const groupId = await newGroup('Owls', ['nightlife']);
    const byLabel = (await api('GET', `/events/${fx.event.slug}/attendee/groups?q=nightl`, ana)).json();
    expect(byLabel.items).toEqual([expect.objectContaining({ id: groupId, isMember: false })]);
    const byName = (await api('GET', `/events/${fx.event.slug}/attendee/groups?q=owl`, ana)).json();
    expect(byName.items.map((g: { id: string }) => g.id)).toContain(groupId);
    const joined = await api('POST', `/events/${fx.event.slug}/attendee/groups/${groupId}/join`, ana);
    expect(joined.json()).toMatchObject({ isMember: true, memberCount: 1, canPost: true, aiMatched: false });
    // The list says so too, for me only.
    const listedFor = async (who: typeof ana) => (await api('GET', `/events/${fx.event.slug}/attendee/groups?q=owl`, who)).json().items.find((g: { id: string }) => g.id === groupId);
    expect(await listedFor(ana)).toMatchObject({ isMember: true, canPost: true, aiMatched: false, seatHeld: false });
    expect(await listedFor(fx.attendees.ben!)).toMatchObject({ isMember: false, canPost: false });
    // Joining again (a double tap) answers as the join did, and counts once.
    const twice = await api('POST', `/events/${fx.event.slug}/attendee/groups/${groupId}/join`, ana);
    expect([twice.statusCode, twice.json()]).toEqual([200, joined.json()]);
    const mine = async () => (await api('GET', `/events/${fx.event.slug}/attendee/groups?mine=true`, ana)).json().items.map((g: { id: string }) => g.id);
    expect(await mine()).toContain(groupId);
    const left = await api('POST', `/events/${fx.event.slug}/attendee/groups/${groupId}/leave`, ana);
    expect(left.json()).toMatchObject({ isMember: false, memberCount: 0 });
    expect(await mine()).not.toContain(groupId);
    const again = await api('POST', `/events/${fx.event.slug}/attendee/groups/${groupId}/leave`, ana);
    expect([again.statusCode, again.json()]).toEqual([200, left.json()]);
  });

  it('answers a join or a leave sent twice, one after the other or at once, as the first, with one change of the count', async () => {
    const groupId = await newGroup('Double tap');
    const url = (what: 'join' | 'leave') => `/events/${fx.event.slug}/attendee/groups/${groupId}/${what}`;
    const count = async () => (await api('GET', `/events/${fx.event.slug}/groups/${groupId}`, fx.org)).json().members.length as number;
    const { ben, cy } = fx.attendees;
    // Cy is in already, so a count of one too many would show.
    await api('POST', url('join'), cy!);
    for (const round of [1, 2]) {
      const joins = round === 1 ? [await api('POST', url('join'), ben!), await api('POST', url('join'), ben!)] : await Promise.all([1, 2].map(() => api('POST', url('join'), ben!)));
      for (const res of joins) {
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ id: groupId, isMember: true, memberCount: 2, canPost: true });
      }
      expect(await count()).toBe(2);
      const leaves = round === 1 ? [await api('POST', url('leave'), ben!), await api('POST', url('leave'), ben!)] : await Promise.all([1, 2].map(() => api('POST', url('leave'), ben!)));
      for (const res of leaves) {
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ id: groupId, isMember: false, memberCount: 1, canPost: false });
      }
      expect(await count()).toBe(1);
    }
    // Leaving a group one never joined is done already, too; a stranger still learns nothing.
    expect((await api('POST', url('leave'), fx.attendees.dee!)).json()).toMatchObject({ isMember: false, memberCount: 1 });
    expect((await api('POST', url('join'), await signedInUser(t, 'gtwice'))).statusCode).toBe(404);
  });

  it('keeps the member count exact under concurrent joins', async () => {
    const groupId = await newGroup('Crowd');
    const people = Object.values(fx.attendees);
    await Promise.all(people.flatMap((p) => [1, 2].map(() => api('POST', `/events/${fx.event.slug}/attendee/groups/${groupId}/join`, p))));
    const me = (await api('GET', `/events/${fx.event.slug}/attendee/groups/${groupId}/me`, fx.attendees.ana!)).json();
    expect(me.memberCount).toBe(people.length);
    const details = (await api('GET', `/events/${fx.event.slug}/groups/${groupId}`, fx.org)).json();
    expect(details.members).toHaveLength(people.length);
  });

  it('hides the groups of an event from outsiders', async () => {
    const groupId = await newGroup('Hidden');
    const outsider = await signedInUser(t, 'gout');
    expect((await api('GET', `/events/${fx.event.slug}/attendee/groups`, outsider)).statusCode).toBe(404);
    expect((await api('GET', `/events/${fx.event.slug}/attendee/groups/${groupId}/me`, outsider)).statusCode).toBe(404);
  });
});

describe('automatic groups', () => {
  it('forms named groups from shared interests, suggests them with a reason, and never duplicates on rerun', async () => {
    // Its own event: what earlier runs formed elsewhere does not count here.
    const fx = await eventWithAttendees(t, 'ga', PEOPLE);
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
    // cy was placed with ana and ben, who hold seats but have not joined: the group's theme, no people counted.
    expect(suggestions[0]).toMatchObject({ matched: true, reason: "It's about Hiking and Street photography, which you like too" });
    expect(suggestions[0].group.reservedCount).toBe(3);
    const accepted = await api('POST', `/events/${fx.event.slug}/attendee/groups/${suggestions[0].group.id}/join`, fx.attendees.cy!, { fromSuggestion: true });
    expect(accepted.json()).toMatchObject({ isMember: true, aiMatched: true });
    const after = (await api('GET', `/events/${fx.event.slug}/attendee/groups/suggestions`, fx.attendees.cy!)).json();
    expect(after.map((s: { group: { id: string } }) => s.group.id)).not.toContain(suggestions[0].group.id);
    expect((await api('POST', `/events/${fx.event.slug}/groups/auto`, fx.org, { targetSize: 1 })).statusCode).toBe(400);
  });
  it('never shrinks a group below its members when the size is made smaller', async () => {
    const fx = await eventWithAttendees(t, 'gs', PEOPLE);
    const formed = (await api('POST', `/events/${fx.event.slug}/groups/auto`, fx.org, { targetSize: 5 })).json();
    const target = formed.groups[0] as { id: string };
    // Those with a seat in it first, then one more while there is room.
    const holders = await holdersOf(fx, target.id);
    const others = Object.values(fx.attendees).filter((p) => !holders.includes(p));
    for (const p of [...holders, others[0]!]) expect((await api('POST', `/events/${fx.event.slug}/attendee/groups/${target.id}/join`, p)).statusCode).toBe(200);
    const members = (await api('GET', `/events/${fx.event.slug}/groups/${target.id}`, fx.org)).json().memberCount as number;
    expect(members).toBeGreaterThanOrEqual(4);
    const smaller = (await api('POST', `/events/${fx.event.slug}/groups/auto`, fx.org, { targetSize: 3 })).json();
    const resized = (smaller.groups as { id: string; targetSize: number; memberCount: number }[]).find((g) => g.id === target.id)!;
    expect(resized).toMatchObject({ memberCount: members, targetSize: members });
    for (const g of smaller.groups as { targetSize: number; memberCount: number }[]) expect(g.targetSize).toBe(Math.max(3, g.memberCount));
  });
});

describe('deactivation', () => {
  it('keeps the group readable but read-only', async () => {
    const groupId = await newGroup('Soon gone');
    await api('POST', `/events/${fx.event.slug}/attendee/groups/${groupId}/join`, fx.attendees.ana!);
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

describe('live groups', () => {
  let wsUrl: string;
  const attendee = () => `/events/${fx.event.slug}/attendee/groups`;
  const board = (groupId: string) => ({ kind: 'group' as const, event: fx.event.slug, groupId });
  const eventList = () => ({ kind: 'event' as const, event: fx.event.id });
  const groupChange =
    (id: string, more: (e: Extract<LiveChange, { event: 'group.changed' }>) => boolean = () => true) =>
    (e: LiveChange) =>
      e.event === 'group.changed' && e.group.id === id && more(e);

  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    wsUrl = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/ws`;
  });

  it('sends the member count to the board and the event list on joins and leaves, within a second', async () => {
    const live = await newGroup('Live wires');
    const ben = await signedInClient(wsUrl, fx.attendees.ben!);
    expect(await ben.subscribe(board(live))).toBe('subscribed'); // a viewer, not a member
    const ana = await signedInClient(wsUrl, fx.attendees.ana!);
    expect(await ana.subscribe(eventList())).toBe('subscribed');

    await api('POST', `${attendee()}/${live}/join`, fx.attendees.cy!);
    const joined = await ben.next(
      'change',
      groupChange(live, (e) => e.group.memberCount === 1),
      1000,
    );
    expect(joined).toMatchObject({ channelKey: `group:${live}`, group: { id: live, memberCount: 1, targetSize: null, full: false, deactivated: false } });
    expect(joined).not.toHaveProperty('details'); // joins carry the numbers only
    expect(
      await ana.next(
        'change',
        groupChange(live, (e) => e.group.memberCount === 1),
        1000,
      ),
    ).toMatchObject({ channelKey: `event:${fx.event.id}` });

    await api('POST', `${attendee()}/${live}/join`, fx.attendees.dee!);
    const two = await ben.next(
      'change',
      groupChange(live, (e) => e.group.memberCount === 2),
      1000,
    );
    const anaTwo = await ana.next(
      'change',
      groupChange(live, (e) => e.group.memberCount === 2),
      1000,
    );
    await api('POST', `${attendee()}/${live}/leave`, fx.attendees.cy!);
    const left = await ben.next(
      'change',
      groupChange(live, (e) => e.group.memberCount === 1),
      1000,
      ben.received.indexOf(two) + 1,
    );
    expect(left.at > joined.at).toBe(true);
    await ana.next(
      'change',
      groupChange(live, (e) => e.group.memberCount === 1),
      1000,
      ana.received.indexOf(anaTwo) + 1,
    );
    ben.close();
    ana.close();
  });

  it('sends new and edited groups, whole, to the event list and the board', async () => {
    const ana = await signedInClient(wsUrl, fx.attendees.ana!);
    expect(await ana.subscribe(eventList())).toBe('subscribed');
    const created = (await api('POST', `/events/${fx.event.slug}/groups`, fx.org, { name: 'Fresh air', icon: '🌬️', labels: ['outdoors'] })).json();
    expect(await ana.next('change', groupChange(created.id), 1000)).toMatchObject({
      group: { memberCount: 0, deactivated: false },
      details: { id: created.id, name: 'Fresh air', labels: ['outdoors'], eventId: fx.event.id },
    });
    const ben = await signedInClient(wsUrl, fx.attendees.ben!);
    expect(await ben.subscribe(board(created.id))).toBe('subscribed');
    await api('PATCH', `/events/${fx.event.slug}/groups/${created.id}`, fx.org, { description: 'Walks by the river' });
    expect(await ben.next('change', groupChange(created.id), 1000)).toMatchObject({ details: { description: 'Walks by the river' } });
    expect(
      await ana.next(
        'change',
        groupChange(created.id, (e) => e.details?.description === 'Walks by the river'),
        1000,
      ),
    ).toBeTruthy();
    ben.close();
    ana.close();
  });

  it('turns the board read-only at once when the group is deactivated', async () => {
    const live = await newGroup('Last call');
    await api('POST', `${attendee()}/${live}/join`, fx.attendees.dee!);
    const ben = await signedInClient(wsUrl, fx.attendees.ben!);
    expect(await ben.subscribe(board(live))).toBe('subscribed');
    const ana = await signedInClient(wsUrl, fx.attendees.ana!);
    expect(await ana.subscribe(eventList())).toBe('subscribed');
    await api('DELETE', `/events/${fx.event.slug}/groups/${live}`, fx.org);
    expect(await ben.next('change', (e) => e.event === 'group.deactivated', 1000)).toMatchObject({
      channelKey: `group:${live}`,
      group: { id: live, deactivated: true, memberCount: 1 },
    });
    expect(
      await ana.next(
        'change',
        groupChange(live, (e) => e.group.deactivated),
        1000,
      ),
    ).toMatchObject({ details: { id: live, deactivated: true } });
    // The board stays open for reading: the subscription is kept.
    expect(ben.received.some((m) => m.type === 'unsubscribed')).toBe(false);
    ben.close();
    ana.close();
  });

  it('sends auto-formed groups, and says when one is full', async () => {
    const fx = await eventWithAttendees(t, 'gx', PEOPLE);
    const attendee = () => `/events/${fx.event.slug}/attendee/groups`;
    const board = (groupId: string) => ({ kind: 'group' as const, event: fx.event.slug, groupId });
    const eventList = () => ({ kind: 'event' as const, event: fx.event.id });
    const org = await signedInClient(wsUrl, fx.org);
    expect(await org.subscribe(eventList())).toBe('subscribed');
    const formed = (await api('POST', `/events/${fx.event.slug}/groups/auto`, fx.org, { targetSize: 4 })).json();
    const target = (formed.groups as { id: string; memberCount: number }[]).find((g) => g.memberCount < 4)!;
    await org.next(
      'change',
      groupChange(target.id, (e) => e.details?.targetSize === 4 && e.details.aiCreated),
      1000,
    );

    const ben = await signedInClient(wsUrl, fx.attendees.ben!);
    expect(await ben.subscribe(board(target.id))).toBe('subscribed');
    // Held seats count: the group is full for others before anyone joins.
    const holders = await holdersOf(fx, target.id);
    const stranger = Object.values(fx.attendees).find((p) => !holders.includes(p))!;
    const fill = 4 - holders.length;
    for (const p of Object.values(fx.attendees)
      .filter((x) => !holders.includes(x))
      .slice(0, fill)) {
      expect((await api('POST', `${attendee()}/${target.id}/join`, p)).statusCode).toBe(200);
    }
    for (const p of holders) expect((await api('POST', `${attendee()}/${target.id}/join`, p)).statusCode).toBe(200);
    expect(
      await ben.next(
        'change',
        groupChange(target.id, (e) => e.group.memberCount === 4),
        1000,
      ),
    ).toMatchObject({ group: { targetSize: 4, full: true, reservedCount: 0 } });
    const late = Object.values(fx.attendees).find((p) => !holders.includes(p) && p !== stranger) ?? stranger;
    const refused = await api('POST', `${attendee()}/${target.id}/join`, late);
    expect([refused.statusCode, refused.json().message]).toEqual([409, 'This group is full']);
    ben.close();
    org.close();
  });

  it('refuses the event list to outsiders, other companies and slugs', async () => {
    const outsider = await signedInClient(wsUrl, await signedInUser(t, 'glout'));
    expect(await outsider.subscribe(eventList())).toBe(404);
    const otherOrg = await signedInClient(wsUrl, await companyMember(t, 'glorg'));
    expect(await otherOrg.subscribe(eventList())).toBe(404);
    const ana = await signedInClient(wsUrl, fx.attendees.ana!);
    // The channel names the event by id: one channel key for every subscriber.
    expect(await ana.subscribe({ kind: 'event', event: fx.event.slug } as never)).toBe(400);
    // The organiser listening on the event list shows when the change has gone out to every listener.
    const org = await signedInClient(wsUrl, fx.org);
    expect(await org.subscribe(eventList())).toBe('subscribed');
    const quiet = (await api('POST', `/events/${fx.event.slug}/groups`, fx.org, { name: 'Quiet one', icon: '🤫' })).json();
    await org.next('change', (e) => e.event === 'group.changed' && e.group.id === quiet.id);
    await Promise.all([outsider.settled(), otherOrg.settled()]);
    expect([outsider.changes(), otherOrg.changes()]).toEqual([[], []]);
    for (const c of [outsider, otherOrg, ana, org]) c.close();
  });
});
