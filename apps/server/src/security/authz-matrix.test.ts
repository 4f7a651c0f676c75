import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChannelSchema, WS_CLOSE, type Channel } from '@mingle/contracts';
import { createTestApp, type TestApp } from '../test/app.js';
import { call, eventWithAttendees, type Who, scanCode } from '../test/event-fixture.js';
import { TEST_PASSWORD, multipart, signedInUser, teammate } from '../test/users.js';
import { wsClient } from '../test/ws.js';
import { eventWaitlist } from '../db/schema/index.js';
import {
  CHANNELS,
  MATRIX,
  PARAMS,
  ROLES,
  asOrganiser,
  asRemovedTeammate,
  asRemovedTeammateWithoutCompany,
  throughOwnEvent,
  routeOf,
  INVALID_AND_ANONYMOUS,
  type ChannelOutcome,
  type Fresh,
  type Refs,
  type Role,
  type Row,
} from './authz-matrix.js';

type Caller = Who & { email: string };
type Signed = Exclude<Role, 'visitor'>;
type Got = number | string;
interface Cell {
  cell: string;
  role: string;
  expected: Got;
  got: Got;
  message?: string;
}

let t: TestApp;
let api: ReturnType<typeof call>;
const routes: { method: string; url: string }[] = [];
let refs: Refs;
let who: Record<Signed, Caller>;
/** Teammates of the member's company: an organiser, and one the owner removed (derived cells). */
let mates: { organiser: Caller; removed: Caller; removedWithoutCompany: Caller };
/** The other company's event: where otherAttendee and otherMember belong. */
let ownEvent: string;
let peer: Who;
let logo: Buffer;
let wsUrl: string;

let addresses = 0;
/**
 * Every request of the matrix comes from its own address, so the per-address limits of the auth
 * routes never decide a cell (the world alone signs up a dozen people).
 */
const nextAddress = () => {
  addresses++;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
};

const emailOf = (w: Who) => {
  const email = (w as Partial<Caller>).email;
  if (!email) throw new Error('the fixture returned a person without an email');
  return email;
};

async function must(res: Promise<{ statusCode: number; body: string; json(): unknown }>, ...statuses: number[]) {
  const r = await res;
  if (!statuses.includes(r.statusCode)) throw new Error(`world setup: expected ${statuses.join('/')}, got ${r.statusCode}: ${r.body}`);
  return r.json() as Record<string, unknown> & { id: string };
}

const post = (url: string, payload: object, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers, remoteAddress: nextAddress() });

beforeAll(async () => {
  t = await createTestApp({}, undefined, (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
  api = call(t);
  logo = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .png()
    .toBuffer();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  wsUrl = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/ws`;
});
afterAll(() => t?.close());

let worlds = 0;
/**
 * The world a test's cells run in, new for each test that calls the API (its cells change it: they
 * delete, join, found companies): two companies' events, their people and the objects the routes
 * name. Sets `refs`, `who`, `ownEvent` and `peer`, which the helpers below read.
 */
async function buildWorld() {
  const n = ++worlds;
  const mine = await eventWithAttendees(t, `za${n}`, { attendee: ['jazz', 'hiking'], author: ['jazz'], party: ['hiking'], counterpart: ['hiking'], peer: ['yoga'] });
  const theirs = await eventWithAttendees(t, `zb${n}`, { other: ['chess'] });
  const people = mine.attendees as Record<'attendee' | 'author' | 'party' | 'counterpart' | 'peer', Who>;
  const caller = (w: Who): Caller => ({ ...w, email: emailOf(w) });
  who = {
    attendee: caller(people.attendee),
    otherAttendee: caller(theirs.attendees.other!),
    member: caller(mine.org),
    otherMember: caller(theirs.org),
    author: caller(people.author),
    party: caller(people.party),
  };
  ownEvent = theirs.event.slug;
  peer = people.peer;
  const company = { id: mine.org.company.id, slug: mine.org.company.slug };
  const organiser = await teammate(t, company, `zo${n}`);
  const removed = await teammate(t, company, `zr${n}`);
  await must(api('DELETE', `/companies/${company.slug}/members/${removed.id}`, mine.org), 200);
  const { 'x-company-id': _dropped, ...withoutCompany } = removed.headers;
  mates = { organiser: caller(organiser), removed: caller(removed), removedWithoutCompany: caller({ ...removed, headers: withoutCompany }) };
  const slug = mine.event.slug;

  const group = await must(api('POST', `/events/${slug}/groups`, mine.org, { name: 'Matrix board', icon: '🧭' }), 201);
  await must(api('POST', `/events/${slug}/attendee/groups/${group.id}/join`, who.author), 200);
  const message = await must(api('POST', `/events/${slug}/attendee/groups/${group.id}/messages`, who.author, { body: 'The message in question' }), 201);
  const gathering = await must(
    api('POST', `/events/${slug}/attendee/groups/${group.id}/gatherings`, who.author, { title: 'Walk', startDate: '2099-06-11', startHour: '09:00', location: 'Park' }),
    201,
  );
  const connection = (await must(scanCode(t, slug, people.counterpart, who.party), 201)) as unknown as {
    connection: { connectionId: string };
  };
  const hometownId = ((await must(api('GET', '/places?q=Lisbon', who.attendee), 200)) as unknown as { id: string }[])[0]!.id;
  const threePlaces = ((await must(api('GET', '/places?q=Par', who.attendee), 200)) as unknown as { id: string }[]).slice(0, 3).map((p) => p.id);
  const pass = ((await must(api('GET', `/events/${slug}/pass`, who.author), 200)) as unknown as { token: string }).token;
  const login = await signedInUser(t, `zlogin${n}`);
  const photoForm = multipart({ kind: 'photo' }, { name: 'me.png', type: 'image/png', data: logo });
  const authorPhoto = await must(t.app.inject({ method: 'POST', url: '/api/v1/uploads', payload: photoForm.payload, headers: { ...who.author.headers, ...photoForm.headers } }), 201);
  // Meeting hours: four slots, and the attendees of the matrix free at all of them.
  const hours = (await must(
    api('PUT', `/company/events/${mine.event.id}/meeting-settings`, mine.org, {
      enabled: true,
      slotMinutes: 30,
      windows: [{ startsAt: '2099-06-11T09:00:00Z', endsAt: '2099-06-11T11:00:00Z' }],
      spots: [],
    }),
    200,
  )) as unknown as { windows: unknown[] };
  if (hours.windows.length !== 1) throw new Error('world setup: no meeting hours');
  const meetingSlots = ['09:00', '09:30', '10:00', '10:30'].map((h) => `2099-06-11T${h}:00.000Z`);
  for (const p of [who.attendee, who.author, who.party, people.counterpart]) await must(api('PUT', `/events/${slug}/availability`, p, { free: meetingSlots }), 200);
  const pendingEmail = `zpending${n}@example.com`;
  await must(post('/auth/register', { email: pendingEmail, username: `zpending${n}`, password: TEST_PASSWORD }), 201);

  refs = {
    event: slug,
    eventId: mine.event.id,
    companySlug: mine.org.company.slug,
    companyId: mine.org.company.id,
    groupId: group.id,
    messageId: message.id,
    gatheringId: gathering.id,
    connectionId: connection.connection.connectionId,
    authorId: who.author.id,
    counterpartId: people.counterpart.id,
    hometownId,
    threePlaces,
    authorPhotoId: authorPhoto.id,
    pass,
    loginEmail: login.email,
    pendingEmail,
    meetingSlots,
  };
}

let accounts = 0;
const strangerProfile = () => ({
  firstName: 'Stranger',
  lastName: 'Test',
  gender: 'other',
  hometownId: refs.hometownId,
  interests: ['jazz'],
  adventures: refs.threePlaces,
  destinations: refs.threePlaces,
});
async function signUp() {
  const username = `zm${++accounts}`;
  const email = `${username}@example.com`;
  const after = t.mailbox.mails.length;
  await must(post('/auth/register', { email, username, password: TEST_PASSWORD }), 201);
  return { email, username, code: await t.mailbox.codeFor(email, after) };
}
async function resetCode() {
  const { email, code } = await signUp();
  await must(post('/auth/verify', { email, code }), 200);
  const after = t.mailbox.mails.length;
  await must(post('/auth/forgot-password', { email }), 200);
  return { email, code: await t.mailbox.codeFor(email, after) };
}

/** A new object, account or session for one cell (see `Fresh` in the matrix). */
async function fresh(kind: Fresh, role: Role, as: Caller | undefined): Promise<{ refs?: Partial<Refs>; headers?: Record<string, string> }> {
  const att = `/events/${refs.event}/attendee/groups`;
  switch (kind) {
    case 'group':
      return { refs: { groupId: (await must(api('POST', `/events/${refs.event}/groups`, who.member, { name: `Fresh ${role}`, icon: '🌱' }), 201)).id } };
    case 'groupWithAuthor': {
      const { id } = await must(api('POST', `/events/${refs.event}/groups`, who.member, { name: `Fresh ${role}`, icon: '🌱' }), 201);
      await must(api('POST', `${att}/${id}/join`, who.author), 200);
      return { refs: { groupId: id } };
    }
    case 'message':
      return { refs: { messageId: (await must(api('POST', `${att}/${refs.groupId}/messages`, who.author, { body: `For ${role} to delete` }), 201)).id } };
    case 'gathering':
      return {
        refs: {
          gatheringId: (await must(api('POST', `${att}/${refs.groupId}/gatherings`, who.author, { title: `For ${role}`, startDate: '2099-06-11', startHour: '10:00', location: 'Park' }), 201)).id,
        },
      };
    case 'gatheringLine': {
      const gatheringId = (
        await must(api('POST', `${att}/${refs.groupId}/gatherings`, who.author, { title: `Full for ${role}`, startDate: '2099-06-11', startHour: '10:00', location: 'Park', capacity: 1 }), 201)
      ).id;
      const stranger = await signedInUser(t, `zl${++accounts}`);
      await must(api('POST', `/events/${refs.event}/join`, stranger), 200);
      await must(api('PUT', `/events/${refs.event}/profile`, stranger, strangerProfile()), 200);
      await must(api('POST', `${att}/${refs.groupId}/join`, stranger), 200);
      await must(api('PUT', `${att}/${refs.groupId}/gatherings/${gatheringId}/attendance`, stranger, { status: 'going' }), 200);
      return { refs: { gatheringId, strangerId: stranger.id } };
    }
    case 'connection': {
      // One live connection per pair: scanning again returns it until someone removes it.
      const res = (await must(scanCode(t, refs.event, peer, who.party), 200, 201)) as unknown as {
        connection: { connectionId: string };
      };
      return { refs: { connectionId: res.connection.connectionId } };
    }
    case 'requestToParty':
    case 'requestFromParty': {
      const stranger = await signedInUser(t, `zq${++accounts}`);
      await must(api('POST', `/events/${refs.event}/join`, stranger), 200);
      const [from, to] = kind === 'requestToParty' ? [stranger, who.party] : [who.party, stranger];
      const res = (await must(api('POST', `/events/${refs.event}/connections`, from, { initiatorId: to.id }), 202)) as unknown as { request: { requestId: string } };
      return { refs: { requestId: res.request.requestId } };
    }
    case 'session': {
      if (role === 'visitor') return { headers: {} };
      const caller = as ?? who[role];
      const { accessToken } = (await must(post('/auth/login', { email: caller.email, password: TEST_PASSWORD }), 200)) as unknown as { accessToken: string };
      return { headers: { ...caller.headers, authorization: `Bearer ${accessToken}` } };
    }
    case 'account': {
      const username = `zm${++accounts}`;
      return { refs: { username, email: `${username}@example.com` } };
    }
    case 'signUpCode':
      return { refs: await signUp() };
    case 'resetCode':
      return { refs: await resetCode() };
    case 'waiting': {
      // Written as a join would write it: the world's event has no limit, so nobody waits there by joining.
      const waiting = await signedInUser(t, `zw${++accounts}`);
      await t.database.db.insert(eventWaitlist).values({ eventId: refs.eventId, userId: waiting.id, kind: 'pending' });
      return { refs: { waitingId: waiting.id } };
    }
    case 'stranger':
    case 'blockedStranger': {
      const stranger = await signedInUser(t, `zs${++accounts}`);
      await must(api('POST', `/events/${refs.event}/join`, stranger), 200);
      await must(api('PUT', `/events/${refs.event}/profile`, stranger, strangerProfile()), 200);
      const blocks = kind === 'blockedStranger' && ['attendee', 'author', 'party'].includes(role);
      if (blocks) await must(api('POST', `/events/${refs.event}/blocks`, who[role as Signed], { userId: stranger.id }), 201);
      return { refs: { strangerId: stranger.id } };
    }
    case 'announcement':
    case 'sentAnnouncement': {
      const sendAt = kind === 'announcement' ? new Date(Date.now() + 3_600_000).toISOString() : null;
      const made = await must(api('POST', `/company/events/${refs.eventId}/announcements`, who.member, { title: `For ${role}`, body: 'Matrix', audience: 'event', sendAt }), 201);
      return { refs: { announcementId: made.id } };
    }
    case 'report': {
      const message = await must(api('POST', `${att}/${refs.groupId}/messages`, who.author, { body: `For ${role} to judge` }), 201);
      const report = await must(api('POST', `/events/${refs.event}/reports`, who.attendee, { kind: 'message', targetId: message.id }), 201);
      return { refs: { reportId: report.id, messageId: message.id } };
    }
    case 'calendarFeed': {
      const { url } = (await must(api('POST', '/me/calendar-feed', who.attendee), 201)) as unknown as { url: string };
      return { refs: { calendarToken: /calendar\/([^/]+)\.ics$/.exec(url)![1] } };
    }
    case 'meetable':
    case 'meeting': {
      const stranger = await signedInUser(t, `zg${++accounts}`);
      await must(api('POST', `/events/${refs.event}/join`, stranger), 200);
      await must(api('PUT', `/events/${refs.event}/availability`, stranger, { free: refs.meetingSlots }), 200);
      if (kind === 'meetable') return { refs: { strangerId: stranger.id } };
      const common = (await must(api('GET', `/events/${refs.event}/meetings/slots?with=${who.party.id}`, stranger), 200)) as unknown as { slots: { startsAt: string }[] };
      const [first, second] = common.slots;
      const asked = await must(api('POST', `/events/${refs.event}/meetings`, stranger, { withUserId: who.party.id, startsAt: first!.startsAt }), 201);
      return { refs: { meetingId: asked.id, meetingSlot: second!.startsAt } };
    }
    case 'noRounds':
    case 'rounds': {
      await must(api('POST', `/company/events/${refs.eventId}/rounds/stop`, who.member), 200, 409);
      if (kind === 'rounds') await must(api('POST', `/company/events/${refs.eventId}/rounds`, who.member, { rounds: 3, minutes: 5, tableSize: 2 }), 201);
      return {};
    }
    case 'draftEvent':
    case 'cancelledEvent': {
      const copy = await must(api('POST', `/company/events/${refs.eventId}/duplicate`, who.member, { name: `Copy for ${role}` }), 201);
      if (kind === 'cancelledEvent') await must(api('POST', `/company/events/${copy.id}/cancel`, who.member), 200);
      return { refs: { copyId: copy.id } };
    }
    case 'teammate': {
      const mate = await teammate(t, { id: refs.companyId, slug: refs.companySlug }, `zt${++accounts}`);
      return { refs: { teammateId: mate.id } };
    }
    case 'invitation':
    case 'invitationToken': {
      const email = `zi${++accounts}@example.com`;
      const after = t.mailbox.mails.length;
      const made = await must(api('POST', `/companies/${refs.companySlug}/invitations`, who.member, { email, role: 'organiser' }), 201);
      const token = /invitation\?token=([\w-]+)/.exec((await t.mailbox.waitForMail(email, after)).text)![1]!;
      return { refs: { invitationId: made.id, invitationToken: token } };
    }
    case 'resetGrant': {
      const { email, code } = await resetCode();
      const { resetToken } = (await must(post('/auth/reset-password/verify', { email, code }), 200)) as unknown as { resetToken: string };
      return { refs: { email, resetToken } };
    }
  }
}

/**
 * One call of the matrix. `event` replaces this event in the path (the through-own-event cells);
 * `invalid` sends bad ids, a bad query and no body (the invalid-and-anonymous cells); `as` calls as
 * a teammate instead of the role's person (the teammate cells).
 */
async function request(key: string, row: Row, role: Role, variant: { event?: string; invalid?: true; as?: Caller } = {}): Promise<{ got: Got; message?: string }> {
  const [method, pattern] = routeOf(key).split(' ') as [string, string];
  const made = row.fresh && !variant.invalid ? await fresh(row.fresh, role, variant.as) : {};
  const r: Refs = { ...refs, ...made.refs, ...(variant.event ? { event: variant.event } : {}) };
  const path = pattern.replace(/:(\w+)/g, (_, name: string) => {
    if (variant.invalid) return 'not-an-id';
    const ref = row.params?.[name] ?? PARAMS[name];
    const value = ref ? r[ref] : undefined;
    if (typeof value !== 'string') throw new Error(`${key}: nothing fills :${name}`);
    return encodeURIComponent(value);
  });
  const query = variant.invalid ? { page: '0', limit: 'x', q: '', tab: '9' } : typeof row.query === 'function' ? row.query(r) : row.query;
  const url = query ? `${path}?${new URLSearchParams(query).toString()}` : path;
  let headers = role === 'visitor' ? {} : (made.headers ?? (variant.as ?? who[role]).headers);
  let payload: object | Buffer | undefined = variant.invalid ? undefined : typeof row.body === 'function' ? row.body(r) : row.body;
  if (row.form && !variant.invalid) {
    const form = multipart({ kind: row.form }, { name: `${row.form}.png`, type: 'image/png', data: logo });
    payload = form.payload;
    headers = { ...headers, ...form.headers };
  }
  const res = await t.app.inject({
    method: method as 'GET',
    url,
    headers,
    remoteAddress: nextAddress(),
    ...(payload ? { payload } : {}),
  });
  let message: string | undefined;
  if (res.statusCode >= 400) {
    try {
      message = (res.json() as { message?: string }).message;
    } catch {
      message = res.body.slice(0, 120);
    }
  }
  return { got: res.statusCode, ...(message ? { message } : {}) };
}

/** Routes that name an object below `:event`: the other side also tries them through its own event. */
const namesObjectBelowEvent = (key: string) => /\/:event\//.test(routeOf(key)) && (routeOf(key).match(/:\w+/g)?.length ?? 0) > 1;

async function runRows(rows: [string, Row][]) {
  const cells: Cell[] = [];
  for (const [key, row] of rows) {
    for (const role of ROLES) cells.push({ cell: key, role, expected: row[role], ...(await request(key, row, role)) });
    // The role names who the cell's fresh objects are made for; the teammate's own session calls.
    cells.push({ cell: key, role: 'organiser teammate', expected: asOrganiser(row), ...(await request(key, row, 'member', { as: mates.organiser })) });
    cells.push({ cell: key, role: 'removed teammate', expected: asRemovedTeammate(row), ...(await request(key, row, 'otherAttendee', { as: mates.removed })) });
    cells.push({
      cell: key,
      role: 'removed teammate, company dropped',
      expected: asRemovedTeammateWithoutCompany(row),
      ...(await request(key, row, 'otherAttendee', { as: mates.removedWithoutCompany })),
    });
    if (row.visitor === 401) {
      cells.push({ cell: key, role: 'visitor, invalid request', expected: INVALID_AND_ANONYMOUS, ...(await request(key, row, 'visitor', { invalid: true })) });
    }
    if (!namesObjectBelowEvent(key)) continue;
    for (const role of ['otherAttendee', 'otherMember'] as const) {
      cells.push({ cell: key, role: `${role} via own event`, expected: throughOwnEvent(row[role]), ...(await request(key, row, role, { event: ownEvent })) });
    }
  }
  return cells;
}

/** Subscribes on a fresh socket: 'subscribed', the error code the server sends, or the close code. */
async function subscribe(role: Role, channel: Channel, as?: Caller): Promise<{ got: Got; message?: string }> {
  const socket = await wsClient(wsUrl);
  try {
    if (role !== 'visitor') {
      const { headers } = as ?? who[role];
      const companyId = headers['x-company-id'];
      socket.send({ type: 'auth', token: headers.authorization!.replace('Bearer ', ''), ...(companyId ? { companyId } : {}) });
      // A company the caller no longer belongs to is refused at sign-in, before any subscription.
      const refused = await socket.next('ready').then(
        () => undefined,
        () => socket.received.find((m) => m.type === 'error'),
      );
      if (refused?.type === 'error') return { got: refused.code, message: refused.message };
    }
    socket.send({ type: 'subscribe', channel });
    for (const deadline = Date.now() + 3000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 5))) {
      const answer = socket.received.find((m) => m.type === 'subscribed' || m.type === 'error');
      if (answer?.type === 'subscribed') return { got: 'subscribed' };
      if (answer?.type === 'error') return { got: answer.code, message: answer.message };
      const closed = socket.closed();
      if (closed) return { got: closed.code === WS_CLOSE.unauthorized ? 401 : `closed ${closed.code}` };
    }
    return { got: 'no answer' };
  } finally {
    socket.close();
  }
}

function report(cells: Cell[]) {
  const wrong = cells.filter((c) => c.got !== c.expected);
  if (!wrong.length) return '';
  const lines = wrong.map((c) => `  ${c.cell}  [${c.role}]  expected ${c.expected}, got ${c.got}${c.message ? ` (${c.message})` : ''}`);
  return `${wrong.length} of ${cells.length} cells differ from the matrix:\n${lines.join('\n')}`;
}

describe('authorisation matrix', () => {
  it('has one row for every /api/v1 route and a route for every row', () => {
    const served = new Set(routes.filter((r) => r.method !== 'HEAD' && r.url.startsWith('/api/v1/')).map((r) => `${r.method} ${r.url}`));
    const rows = new Set(Object.keys(MATRIX).map(routeOf));
    const missing = [...served].filter((k) => !rows.has(k)).sort();
    const stale = [...rows].filter((k) => !served.has(k)).sort();
    expect({ 'routes without a row': missing, 'rows without a route': stale }).toEqual({ 'routes without a row': [], 'rows without a route': [] });
    expect(
      routes.some((r) => r.method === 'GET' && r.url === '/ws'),
      'GET /ws is served',
    ).toBe(true);
  });

  it('answers every route as the matrix says', { timeout: 120_000 }, async () => {
    await buildWorld();
    const cells = await runRows(Object.entries(MATRIX).filter(([, row]) => !row.last));
    expect(report(cells)).toBe('');
  });

  it('has one channel row for every channel kind of the contracts', () => {
    const kinds = ChannelSchema.options.map((o) => o.shape.kind.value).sort();
    expect(Object.keys(CHANNELS).sort()).toEqual(kinds);
  });

  it('authorises every WebSocket channel like its HTTP twin', { timeout: 60_000 }, async () => {
    await buildWorld();
    const cells: Cell[] = [];
    for (const [kind, row] of Object.entries(CHANNELS) as [keyof typeof CHANNELS, Record<Role, ChannelOutcome>][]) {
      const channel = (event: string): Channel => {
        switch (kind) {
          case 'group':
            return { kind, event, groupId: refs.groupId };
          case 'chat':
            return { kind, event, connectionId: refs.connectionId };
          case 'event':
            return { kind, event: refs.eventId }; // by id only: one channel key for everybody
          case 'person':
            return { kind, event: refs.eventId, userId: refs.authorId };
        }
      };
      const name = `WS /ws subscribe {kind:'${kind}'}`;
      for (const role of ROLES) cells.push({ cell: name, role, expected: row[role], ...(await subscribe(role, channel(refs.event))) });
      cells.push({ cell: name, role: 'organiser teammate', expected: asOrganiser(row), ...(await subscribe('member', channel(refs.event), mates.organiser)) });
      cells.push({ cell: name, role: 'removed teammate', expected: asRemovedTeammate(row), ...(await subscribe('otherAttendee', channel(refs.event), mates.removed)) });
      cells.push({
        cell: name,
        role: 'removed teammate, company dropped',
        expected: asRemovedTeammateWithoutCompany(row),
        ...(await subscribe('otherAttendee', channel(refs.event), mates.removedWithoutCompany)),
      });
      // Named by the event's id: subscribing to one's own event is another channel.
      if (kind === 'event' || kind === 'person') continue;
      for (const role of ['otherAttendee', 'otherMember'] as const) {
        cells.push({ cell: name, role: `${role} via own event`, expected: throughOwnEvent(row[role]), ...(await subscribe(role, channel(ownEvent))) });
      }
    }
    expect(report(cells)).toBe('');
  });

  // These rows change who the caller is (they join this event, found a company): in a world of their own.
  it('answers the rows that change the caller, after every other cell', { timeout: 60_000 }, async () => {
    await buildWorld();
    const cells = await runRows(Object.entries(MATRIX).filter(([, row]) => row.last));
    expect(report(cells)).toBe('');
  });
});
