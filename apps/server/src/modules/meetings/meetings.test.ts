import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEETINGS, type Agenda, type Availability, type Meeting, type MeetingSettings } from '@mingle/contracts';
import { createTestApp, type TestApp } from '../../test/app.js';
import { call, eventWithAttendees, type Who } from '../../test/event-fixture.js';
import { meetingScene, tomorrowAt } from '../../test/meeting-scene.js';
import { signedInUser } from '../../test/users.js';

/* One-to-one meetings (decision 041): on PGlite by default, on PostgreSQL with DATABASE_URL. */
let t: TestApp;
let api: ReturnType<typeof call>;
let scenes = 0;
const scene = (people = ['ana', 'ben', 'cy', 'dan']) => meetingScene(t, `mt${++scenes}`, people);

beforeAll(async () => {
  t = await createTestApp();
  api = call(t);
});
afterAll(() => t?.close());

const [s10, s1030, s11, s1130] = ['10:00', '10:30', '11:00', '11:30'].map(tomorrowAt) as [string, string, string, string];
const issue = (res: { json(): unknown }) => (res.json() as { issues?: { field: string; key: string }[] }).issues?.[0];
const key = (res: { json(): unknown }) => (res.json() as { message: string; name: string }).message;
const english = (k: string) => import('../../../../../packages/contracts/locales/en-US/errors.json', { with: { type: 'json' } }).then((m) => (m.default as Record<string, string>)[k]);

async function expectError(res: { statusCode: number; json(): unknown }, status: number, errorKey: string) {
  expect({ status: res.statusCode, message: key(res) }).toEqual({ status, message: await english(errorKey) });
}

describe('meeting hours and spots (organisers)', () => {
  it('start off with 30-minute slots and no windows or spots, for the organisers only', async () => {
    const fx = await eventWithAttendees(t, `mh${++scenes}`, { ana: ['jazz'] }, { startDate: '2099-06-10', endDate: '2099-06-12', timeZone: 'UTC' });
    const url = `/company/events/${fx.event.id}/meeting-settings`;
    expect((await api('GET', url, fx.org)).json()).toEqual({ enabled: false, slotMinutes: 30, windows: [], spots: [], timeZone: 'UTC', bookedCount: 0 });
    expect((await api('GET', url, fx.attendees.ana!)).statusCode).toBe(403);
    // Meetings off: the attendee's hours are empty, and marking free is refused.
    expect((await api('GET', `/events/${fx.event.slug}/availability`, fx.attendees.ana!)).json()).toEqual({ enabled: false, slotMinutes: 30, timeZone: 'UTC', slots: [] });
    await expectError(await api('PUT', `/events/${fx.event.slug}/availability`, fx.attendees.ana!, { free: [] }), 409, 'meetingsOff');
  });

  it('keep windows within the event, apart, on whole minutes and under the slot limit', async () => {
    const fx = await eventWithAttendees(t, `mh${++scenes}`, {}, { startDate: '2099-06-10', endDate: '2099-06-12', timeZone: 'Europe/Lisbon' });
    const url = `/company/events/${fx.event.id}/meeting-settings`;
    const save = (windows: { startsAt: string; endsAt: string }[], slotMinutes = 30) => api('PUT', url, fx.org, { enabled: true, slotMinutes, windows, spots: [] });
    // Lisbon is UTC+1 in June: the event starts at 2099-06-09T23:00Z and ends at 2099-06-12T23:00Z.
    expect(issue(await save([{ startsAt: '2099-06-09T22:00:00Z', endsAt: '2099-06-10T10:00:00Z' }]))).toMatchObject({ field: 'windows.0.startsAt', key: 'outsideEventDates' });
    expect(
      issue(
        await save([
          { startsAt: '2099-06-10T09:00:00Z', endsAt: '2099-06-10T10:00:00Z' },
          { startsAt: '2099-06-12T22:00:00Z', endsAt: '2099-06-13T00:00:00Z' },
        ]),
      ),
    ).toMatchObject({
      field: 'windows.1.endsAt',
      key: 'outsideEventDates',
    });
    expect(issue(await save([{ startsAt: '2099-06-10T11:00:00Z', endsAt: '2099-06-10T10:00:00Z' }]))).toMatchObject({ field: 'windows.0.endsAt', key: 'endBeforeStart' });
    expect(issue(await save([{ startsAt: '2099-06-10T09:00:30Z', endsAt: '2099-06-10T10:00:00Z' }]))).toMatchObject({ field: 'windows.0.startsAt', key: 'invalidValue' });
    expect(
      issue(
        await save([
          { startsAt: '2099-06-10T12:00:00Z', endsAt: '2099-06-10T14:00:00Z' },
          { startsAt: '2099-06-10T09:00:00Z', endsAt: '2099-06-10T12:30:00Z' },
        ]),
      ),
    ).toMatchObject({ field: 'windows.0.startsAt', key: 'windowsOverlap' });
    expect(issue(await api('PUT', url, fx.org, { enabled: true, slotMinutes: 25, windows: [], spots: [] }))).toMatchObject({ field: 'slotMinutes', key: 'invalidValue' });
    // Three whole days in 10-minute slots: 432 slots, within the limit.
    expect((await save([{ startsAt: '2099-06-09T23:00:00Z', endsAt: '2099-06-12T23:00:00Z' }], 10)).statusCode).toBe(200);
    // Saved in time order, read back as saved.
    const two = (
      await save([
        { startsAt: '2099-06-11T09:00:00Z', endsAt: '2099-06-11T10:00:00Z' },
        { startsAt: '2099-06-10T09:00:00Z', endsAt: '2099-06-10T10:00:00Z' },
      ])
    ).json() as MeetingSettings;
    expect(two.windows).toEqual([
      { startsAt: '2099-06-10T09:00:00.000Z', endsAt: '2099-06-10T10:00:00.000Z' },
      { startsAt: '2099-06-11T09:00:00.000Z', endsAt: '2099-06-11T10:00:00.000Z' },
    ]);
    expect(two.timeZone).toBe('Europe/Lisbon');
  });

  it('refuse more slots than the limit allows', async () => {
    const fx = await eventWithAttendees(t, `mh${++scenes}`, {}, { startDate: '2099-06-10', endDate: '2099-06-16', timeZone: 'UTC' });
    const res = await api('PUT', `/company/events/${fx.event.id}/meeting-settings`, fx.org, {
      enabled: true,
      slotMinutes: 10,
      windows: [{ startsAt: '2099-06-10T00:00:00Z', endsAt: '2099-06-14T00:00:00Z' }],
      spots: [],
    });
    expect(res.statusCode).toBe(400);
    expect(issue(res)).toMatchObject({ field: 'windows', key: 'tooMany' });
  });

  it('keep a spot sent with its id (renamed), add those without, and remove the missing ones', async () => {
    const m = await scene(['ana']);
    const [one, two] = [m.spots[0]!, m.spots[1]!];
    const saved = (await api('PUT', m.settingsUrl, m.fx.org, { ...m.settings, spots: [{ id: two.id, name: 'Window table' }, { name: 'Bar' }] })).json() as MeetingSettings;
    expect(saved.spots.map((s) => s.name)).toEqual(['Window table', 'Bar']);
    expect(saved.spots[0]!.id).toBe(two.id);
    expect(saved.spots.some((s) => s.id === one.id)).toBe(false);
    // A removed spot's id cannot come back, nor can another event's.
    expect(issue(await api('PUT', m.settingsUrl, m.fx.org, { ...m.settings, spots: [{ id: one.id, name: 'Back' }] }))).toMatchObject({ field: 'spots.0.id', key: 'invalidValue' });
  });

  it('refuse a save that would strand an accepted meeting still to come, and change nothing', async () => {
    const m = await scene(['ana', 'ben']);
    const { ana, ben } = m.p as Record<'ana' | 'ben', Who>;
    const [one, two] = [m.spots[0]!, m.spots[1]!];
    const meeting = await m.ask(ana, ben, s1030, { spotId: one.id });
    expect((await m.act(ben, meeting.id, 'accept')).statusCode).toBe(200);
    const base = { enabled: true, slotMinutes: 30, windows: m.settings.windows, spots: m.spots };
    const stranding = [
      { ...base, windows: [{ startsAt: s11, endsAt: tomorrowAt('12:00') }] }, // its hour gone
      { ...base, slotMinutes: 15 }, // the slot length changed under it
      { ...base, windows: [{ startsAt: tomorrowAt('10:15'), endsAt: tomorrowAt('12:15') }] }, // off the grid
      { ...base, spots: [two] }, // its spot removed
    ];
    for (const body of stranding) await expectError(await api('PUT', m.settingsUrl, m.fx.org, body), 409, 'meetingsBooked');
    const now = (await api('GET', m.settingsUrl, m.fx.org)).json() as MeetingSettings;
    expect(now).toMatchObject({ slotMinutes: 30, windows: m.settings.windows, spots: m.spots, bookedCount: 1 });
    // What leaves it alone is saved: another spot removed, the hours widened, meetings switched off.
    expect((await api('PUT', m.settingsUrl, m.fx.org, { ...base, enabled: false, spots: [one], windows: [{ startsAt: s10, endsAt: tomorrowAt('13:00') }] })).statusCode).toBe(200);
    // Once cancelled it holds nothing.
    expect((await m.act(ana, meeting.id, 'cancel')).statusCode).toBe(200);
    expect((await api('PUT', m.settingsUrl, m.fx.org, { ...base, spots: [] })).json()).toMatchObject({ bookedCount: 0, spots: [] });
  });
});

describe('availability and common slots', () => {
  it('list every slot of the hours with my free marks; a time off the grid names the field', async () => {
    const m = await scene(['ana', 'ben']);
    const { ana } = m.p as Record<'ana', Who>;
    const before = await m.availability(ana);
    expect(before).toEqual({
      enabled: true,
      slotMinutes: 30,
      timeZone: 'UTC',
      slots: [s10, s1030, s11, s1130].map((s) => ({ startsAt: s, endsAt: new Date(Date.parse(s) + 30 * 60_000).toISOString(), free: false, booked: false })),
    });
    const after = (await m.free(ana, [s1030, s11])).json() as Availability;
    expect(after.slots.filter((s) => s.free).map((s) => s.startsAt)).toEqual([s1030, s11]);
    const off = await m.free(ana, [s10, tomorrowAt('10:15')]);
    expect(off.statusCode).toBe(400);
    expect(issue(off)).toMatchObject({ field: 'free.1', key: 'notOnSlotGrid' });
    expect(issue(await m.free(ana, ['tomorrow']))).toMatchObject({ field: 'free.0', key: 'invalidValue' });
    // Refused whole: the marks stand as they were.
    expect((await m.availability(ana)).slots.filter((s) => s.free).map((s) => s.startsAt)).toEqual([s1030, s11]);
  });

  it('offer the slots both marked free where neither is booked, with the spots still free then', async () => {
    const m = await scene(['ana', 'ben', 'cy', 'dan']);
    const { ana, ben, cy, dan } = m.p as Record<'ana' | 'ben' | 'cy' | 'dan', Who>;
    const [one, two] = [m.spots[0]!, m.spots[1]!];
    await m.free(ana, [s10, s1030, s11]);
    await m.free(ben, [s1030, s11, s1130]);
    expect((await m.common(ana, ben.id)).slots.map((s) => s.startsAt)).toEqual([s1030, s11]);
    // Cy and Dan meet at 11:00 at table 1: that spot is taken then, for everyone.
    const cd = await m.ask(cy, dan, s11, { spotId: one.id });
    await m.act(dan, cd.id, 'accept');
    expect((await m.common(ana, ben.id)).slots).toEqual([
      { startsAt: s1030, endsAt: s11, spots: [one, two] },
      { startsAt: s11, endsAt: s1130, spots: [two] },
    ]);
    // Ana meets Cy at 10:30: no longer common with Ben.
    const ac = await m.ask(ana, cy, s1030);
    await m.act(cy, ac.id, 'accept');
    expect((await m.common(ben, ana.id)).slots.map((s) => s.startsAt)).toEqual([s11]);
    expect((await m.availability(ana)).slots.find((s) => s.startsAt === s1030)).toMatchObject({ free: true, booked: true });
  });

  it('know only attendees of the event I may see: myself is refused, others are 404', async () => {
    const m = await scene(['ana', 'ben', 'cy']);
    const { ana, ben, cy } = m.p as Record<'ana' | 'ben' | 'cy', Who>;
    await expectError(await m.slots(ana, ana.id), 409, 'cannotMeetSelf');
    const outsider = await signedInUser(t, `mtout${scenes}`);
    const elsewhere = await scene(['eve']);
    for (const id of [outsider.id, elsewhere.p.eve!.id, '00000000-0000-4000-8000-000000000000']) await expectError(await m.slots(ana, id), 404, 'userNotFound');
    // A block either way hides them from each other.
    expect((await api('POST', `/events/${m.slug}/blocks`, cy, { userId: ana.id })).statusCode).toBe(201);
    await expectError(await m.slots(ana, cy.id), 404, 'userNotFound');
    await expectError(await m.slots(cy, ana.id), 404, 'userNotFound');
    await expectError(await m.request(ana, { withUserId: cy.id, startsAt: s10 }), 404, 'userNotFound');
    // Someone not at the event cannot ask at all: the event does not exist for them.
    await expectError(await m.slots(outsider, ben.id), 404, 'eventNotFound');
    expect(issue(await api('GET', `/events/${m.slug}/meetings/slots?with=nobody`, ana))).toMatchObject({ field: 'with', key: 'invalidValue' });
  });
});

describe('requests and answers', () => {
  it('ask at a common free slot and spot only; the same request again answers the same meeting', async () => {
    const m = await scene(['ana', 'ben', 'cy', 'dan']);
    const { ana, ben, cy, dan } = m.p as Record<'ana' | 'ben' | 'cy' | 'dan', Who>;
    const one = m.spots[0]!;
    await m.free(ana, [s10, s1030]);
    await m.free(ben, [s1030]);
    await expectError(await m.request(ana, { withUserId: ben.id, startsAt: s10 }), 409, 'slotNotCommon');
    await expectError(await m.request(ana, { withUserId: ben.id, startsAt: tomorrowAt('10:15') }), 409, 'slotNotCommon');
    expect(issue(await m.request(ana, { withUserId: ben.id, startsAt: s1030, spotId: '00000000-0000-4000-8000-000000000000' }))).toMatchObject({ field: 'spotId' });
    // Table 1 is taken at 10:30 by Cy and Dan.
    const cd = await m.ask(cy, dan, s1030, { spotId: one.id });
    await m.act(dan, cd.id, 'accept');
    await expectError(await m.request(ana, { withUserId: ben.id, startsAt: s1030, spotId: one.id }), 409, 'spotTaken');

    const first = await m.request(ana, { withUserId: ben.id, startsAt: s1030, note: '  About the talk  ' });
    expect(first.statusCode).toBe(201);
    const asked = first.json() as Meeting;
    expect(asked).toMatchObject({
      status: 'pending',
      startsAt: s1030,
      endsAt: s11,
      spot: null,
      note: 'About the talk',
      with: { userId: ben.id, name: 'ben Test', photoUrl: null },
      waitingForThem: true,
      myTurn: false,
      heldAt: null,
      heldByMe: false,
    });
    const again = await m.request(ana, { withUserId: ben.id, startsAt: s1030, note: 'About the talk' });
    expect({ status: again.statusCode, id: (again.json() as Meeting).id }).toEqual({ status: 200, id: asked.id });
    // One open request between two people, whoever asks.
    await expectError(await m.request(ana, { withUserId: ben.id, startsAt: s11 }), 409, 'meetingPending');
    await expectError(await m.request(ben, { withUserId: ana.id, startsAt: s1030 }), 409, 'meetingPending');
    const bens = await m.list(ben);
    expect(bens.items).toEqual([
      expect.objectContaining({ id: asked.id, status: 'pending', myTurn: true, waitingForThem: false, with: expect.objectContaining({ userId: ana.id, name: 'ana Test' }) }),
    ]);
    // Validation names the field.
    expect(issue(await m.request(ana, { withUserId: 'ben', startsAt: s1030 }))).toMatchObject({ field: 'withUserId', key: 'invalidValue' });
    expect(issue(await m.request(ana, { withUserId: ben.id, startsAt: s1030, note: 'x'.repeat(MEETINGS.noteMax + 1) }))).toMatchObject({ field: 'note', key: 'tooLong' });
    await expectError(await m.request(ana, { withUserId: ana.id, startsAt: s1030 }), 409, 'cannotMeetSelf');
  });

  it('refuse a request past the cap of open requests I asked', async () => {
    const people = Array.from({ length: MEETINGS.openRequestsMax + 1 }, (_, i) => `p${i}`);
    const m = await scene(['ana', ...people]);
    const ana = m.p.ana!;
    await m.free(ana, [s10]);
    for (const p of people) await m.free(m.p[p]!, [s10]);
    for (const p of people.slice(0, MEETINGS.openRequestsMax)) expect((await m.request(ana, { withUserId: m.p[p]!.id, startsAt: s10 })).statusCode).toBe(201);
    const last = m.p[people.at(-1)!]!;
    await expectError(await m.request(ana, { withUserId: last.id, startsAt: s10 }), 409, 'tooManyMeetingRequests');
    // An answer frees room: one cancelled, one more may be asked.
    const first = (await m.list(ana)).items[0]!;
    await m.act(ana, first.id, 'cancel');
    expect((await m.request(ana, { withUserId: last.id, startsAt: s10 })).statusCode).toBe(201);
  });

  it('let only the person whose turn it is accept, decline or propose; either may cancel', async () => {
    const m = await scene(['ana', 'ben']);
    const { ana, ben } = m.p as Record<'ana' | 'ben', Who>;
    const two = m.spots[1]!;
    const asked = await m.ask(ana, ben, s10);
    await expectError(await m.act(ana, asked.id, 'accept'), 409, 'notYourTurn');
    await expectError(await m.act(ana, asked.id, 'decline'), 409, 'notYourTurn');
    await expectError(await m.propose(ana, asked.id, { startsAt: s11 }), 409, 'notYourTurn');
    // Ben proposes 11:00 at table 2: not common yet.
    await expectError(await m.propose(ben, asked.id, { startsAt: s11, spotId: two.id }), 409, 'slotNotCommon');
    await m.free(ben, [s10, s11]);
    await m.free(ana, [s10, s11]);
    const proposed = (await m.propose(ben, asked.id, { startsAt: s11, spotId: two.id })).json() as Meeting;
    expect(proposed).toMatchObject({ status: 'pending', startsAt: s11, spot: two, waitingForThem: true, myTurn: false });
    // A repeat answers the same; now it is Ana's turn.
    expect((await m.propose(ben, asked.id, { startsAt: s11, spotId: two.id })).json()).toMatchObject({ startsAt: s11 });
    await expectError(await m.act(ben, asked.id, 'accept'), 409, 'notYourTurn');
    const accepted = (await m.act(ana, asked.id, 'accept')).json() as Meeting;
    expect(accepted).toMatchObject({ status: 'accepted', startsAt: s11, spot: two, myTurn: false, waitingForThem: false });
    // Repeating accept answers as the first did.
    expect((await m.act(ana, asked.id, 'accept')).json()).toMatchObject({ status: 'accepted' });
    await expectError(await m.act(ben, asked.id, 'decline'), 409, 'meetingAccepted');
    await expectError(await m.propose(ben, asked.id, { startsAt: s10 }), 409, 'meetingAccepted');
    expect((await m.availability(ben)).slots.find((s) => s.startsAt === s11)).toMatchObject({ booked: true });
    // Ben cancels: both read it cancelled, the slot is free again; further answers are refused.
    expect((await m.act(ben, asked.id, 'cancel')).json()).toMatchObject({ status: 'cancelled' });
    expect((await m.act(ben, asked.id, 'cancel')).json()).toMatchObject({ status: 'cancelled' });
    expect((await m.list(ana)).items.find((i) => i.id === asked.id)).toMatchObject({ status: 'cancelled' });
    for (const action of ['accept', 'decline'] as const) await expectError(await m.act(ana, asked.id, action), 409, 'meetingClosed');
    await expectError(await m.propose(ana, asked.id, { startsAt: s10 }), 409, 'meetingClosed');
    expect((await m.availability(ben)).slots.find((s) => s.startsAt === s11)).toMatchObject({ booked: false });
    // A new request between them is open again.
    expect((await m.request(ana, { withUserId: ben.id, startsAt: s11 })).statusCode).toBe(201);
  });

  it('keep a decline silent: the asker still reads pending, asking again reaches nobody, taking it back reads cancelled', async () => {
    const m = await scene(['ana', 'ben']);
    const { ana, ben } = m.p as Record<'ana' | 'ben', Who>;
    const asked = await m.ask(ana, ben, s10);
    const declined = (await m.act(ben, asked.id, 'decline')).json() as Meeting;
    expect(declined).toMatchObject({ status: 'declined', myTurn: false });
    expect((await m.act(ben, asked.id, 'decline')).json()).toMatchObject({ status: 'declined' });
    const seen = (await m.list(ana)).items.find((i) => i.id === asked.id)!;
    expect(seen).toMatchObject({ status: 'pending', waitingForThem: true, myTurn: false });
    // Ana asks again: the same request answers the same (still "pending") meeting; another time is an open request already.
    const again = await m.request(ana, { withUserId: ben.id, startsAt: s10 });
    expect({ status: again.statusCode, meeting: again.json() }).toMatchObject({ status: 200, meeting: { id: asked.id, status: 'pending' } });
    await expectError(await m.request(ana, { withUserId: ben.id, startsAt: s1030 }), 409, 'meetingPending');
    // Answering it herself is not her turn, as for any request she is waiting on.
    await expectError(await m.act(ana, asked.id, 'accept'), 409, 'notYourTurn');
    // Ben can answer it no more.
    await expectError(await m.act(ben, asked.id, 'accept'), 409, 'meetingClosed');
    await expectError(await m.act(ben, asked.id, 'cancel'), 409, 'meetingClosed');
    // Ana takes it back: to her it is cancelled; to Ben it stays declined.
    expect((await m.act(ana, asked.id, 'cancel')).json()).toMatchObject({ status: 'cancelled' });
    expect((await m.list(ben)).items.find((i) => i.id === asked.id)).toMatchObject({ status: 'declined' });
  });

  it('show a meeting to its two people only', async () => {
    const m = await scene(['ana', 'ben', 'cy']);
    const { ana, ben, cy } = m.p as Record<'ana' | 'ben' | 'cy', Who>;
    const asked = await m.ask(ana, ben, s10);
    for (const action of ['accept', 'decline', 'cancel', 'held'] as const) await expectError(await m.act(cy, asked.id, action), 404, 'meetingNotFound');
    await expectError(await m.propose(cy, asked.id, { startsAt: s10 }), 404, 'meetingNotFound');
    expect((await m.list(cy)).items).toEqual([]);
    // Through another event's path (where the caller attends), the meeting is not found either.
    const other = await scene(['eve']);
    await expectError(await api('POST', `/events/${other.slug}/meetings/${asked.id}/accept`, other.p.eve!), 404, 'meetingNotFound');
    await expectError(await api('POST', `/events/${other.slug}/meetings/${asked.id}/accept`, ben), 404, 'eventNotFound');
    // The organisers are not attendees: the event's meetings are not theirs to see.
    await expectError(await api('GET', `/events/${m.slug}/meetings`, m.fx.org), 404, 'eventNotFound');
  });

  it('list upcoming and past meetings, a page at a time', async () => {
    const m = await scene(['ana', 'ben', 'cy', 'dan']);
    const { ana, ben, cy, dan } = m.p as Record<'ana' | 'ben' | 'cy' | 'dan', Who>;
    const b = await m.ask(ana, ben, s1130);
    const c = await m.ask(cy, ana, s10);
    const d = await m.ask(ana, dan, s1030);
    expect((await m.list(ana)).items.map((i) => i.id)).toEqual([c.id, d.id, b.id]);
    const page1 = await m.list(ana, '?pageSize=2');
    expect({ ids: page1.items.map((i) => i.id), more: page1.hasMore }).toEqual({ ids: [c.id, d.id], more: true });
    const page2 = await m.list(ana, '?pageSize=2&page=2');
    expect({ ids: page2.items.map((i) => i.id), more: page2.hasMore }).toEqual({ ids: [b.id], more: false });
    expect((await m.list(ana, '?when=past')).items).toEqual([]);
    expect((await api('GET', `/events/${m.slug}/meetings?when=soon`, ana)).statusCode).toBe(400);
  });

  it('put my accepted meetings and the gatherings I go to on my agenda, in time order', async () => {
    const m = await scene(['ana', 'ben', 'cy']);
    const { ana, ben, cy } = m.p as Record<'ana' | 'ben' | 'cy', Who>;
    const accepted = await m.ask(ana, ben, s11);
    await m.act(ben, accepted.id, 'accept');
    await m.ask(ana, cy, s10); // pending: not on the agenda
    const groupId = (await api('POST', `/events/${m.slug}/groups`, m.fx.org, { name: 'Walkers', icon: '🚶' })).json().id as string;
    await api('POST', `/events/${m.slug}/attendee/groups/${groupId}/join`, ana);
    const day = s10.slice(0, 10);
    const gathering = (
      await api('POST', `/events/${m.slug}/attendee/groups/${groupId}/gatherings`, ana, { title: 'Coffee walk', startDate: day, startHour: '10:15', endHour: '10:45', location: 'Lobby' })
    ).json() as { id: string };
    await api('PUT', `/events/${m.slug}/attendee/groups/${groupId}/gatherings/${gathering.id}/attendance`, ana, { status: 'going' });
    const agenda = (await api('GET', `/events/${m.slug}/agenda`, ana)).json() as Agenda;
    expect(agenda.timeZone).toBe('UTC');
    expect(agenda.items.map((i) => [i.kind, i.startsAt])).toEqual([
      ['gathering', `${day}T10:15:00.000Z`],
      ['meeting', s11],
    ]);
    expect(agenda.items[0]).toMatchObject({ endsAt: `${day}T10:45:00.000Z`, gathering: { id: gathering.id, groupId, groupName: 'Walkers', title: 'Coffee walk', location: 'Lobby' } });
    expect(agenda.items[1]).toMatchObject({ meeting: { id: accepted.id, status: 'accepted', with: { userId: ben.id } } });
    expect((await api('GET', `/events/${m.slug}/agenda`, ben)).json()).toMatchObject({ items: [{ kind: 'meeting', meeting: { id: accepted.id } }] });
  });
});
