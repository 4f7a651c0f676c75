/**
 * The authorisation matrix (decision 007; docs/architecture.md, "Authentication and authorisation"): every route under /api/v1 and every
 * WebSocket channel, and the status each kind of caller must get. `authz-matrix.test.ts` reads the
 * app's route table and fails when a route has no row here (or a row has no route), then calls
 * every cell.
 *
 * Status rules (docs/architecture.md, "Status codes"): 401 no session; 403 signed in but not allowed where existence is public;
 * 404 for objects the caller may not know exist (another company's event, another event's group,
 * someone else's connection). Attendee-area routes treat a caller who has not joined the event as an
 * outsider: the event does not exist for them (404).
 *
 * The world of the test: two companies, each with an event. The first event ("this event") has a
 * group with a board message and a gathering by the author, and a connection between the party and
 * a second attendee.
 */

import type { Channel } from '@mingle/contracts';
import { TEST_PASSWORD } from '../test/users.js';

export const ROLES = ['visitor', 'attendee', 'otherAttendee', 'member', 'otherMember', 'author', 'party'] as const;
export type Role = (typeof ROLES)[number];

/** Who is calling, relative to the objects of the row. */
export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  visitor: 'no session',
  attendee: 'attendee of this event (no group, no connection)',
  otherAttendee: "attendee of the other company's event only",
  member: 'member of the company running this event (x-company-id)',
  otherMember: 'member of the other company (its x-company-id)',
  author: 'attendee in the group who wrote the message and created the gathering',
  party: 'attendee who is one of the two people of the connection',
};

/** What a row may use to build its request: the world's ids, plus what `fresh` made for the cell. */
export interface Refs {
  /** This event's slug (routes accept id or slug). */
  event: string;
  eventId: string;
  companySlug: string;
  companyId: string;
  groupId: string;
  messageId: string;
  gatheringId: string;
  connectionId: string;
  authorId: string;
  /** The party's counterpart in the connection: a person anyone in the event may scan. */
  counterpartId: string;
  hometownId: string;
  threePlaces: string[];
  /** A profile photo the author uploaded (kind 'photo'). */
  authorPhotoId: string;
  /** The author's event pass (decision 038). */
  pass: string;
  /** A verified account used only to sign in with. */
  loginEmail: string;
  /** An account that signed up and never verified. */
  pendingEmail: string;
  /** Set by `fresh`: 'account', 'signUpCode', 'resetCode', 'resetGrant'. */
  email?: string;
  username?: string;
  code?: string;
  resetToken?: string;
  /** Set by `fresh`: 'requestToParty', 'requestFromParty'. */
  requestId?: string;
  /** Set by `fresh`: 'stranger', 'blockedStranger'. */
  strangerId?: string;
  /** Set by `fresh`: 'report'. */
  reportId?: string;
  /** Set by `fresh`: 'announcement', 'sentAnnouncement'. */
  announcementId?: string;
  /** Set by `fresh`: 'calendarFeed'. */
  calendarToken?: string;
  /** Set by `fresh`: 'waiting'. */
  waitingId?: string;
  /** Set by `fresh`: 'teammate'. */
  teammateId?: string;
  /** Set by `fresh`: 'invitation', 'invitationToken'. */
  invitationId?: string;
  invitationToken?: string;
  /** Set by `fresh`: 'draftEvent', 'cancelledEvent' (a copy of this event, so a move spoils nothing). */
  copyId?: string;
  /** The slots of this event's meeting hours (2099-06-11 09:00–11:00 UTC, 30 minutes); attendee, author, party and counterpart marked all free. */
  meetingSlots: string[];
  /** Set by `fresh`: 'meeting' (a new attendee asked the party to meet: the party's turn) -> meetingId, meetingSlot (another slot both are free). */
  meetingId?: string;
  meetingSlot?: string;
}

/**
 * A new object (or account, or session) for every cell, so that a destructive call spoils nothing
 * and a one-time code is never reused.
 */
export type Fresh =
  | 'group' //           a new active group of this event, nobody in it -> groupId
  | 'groupWithAuthor' // a new group the author (only) has joined -> groupId
  | 'message' //         a new message of the author on the group -> messageId
  | 'gathering' //       a new gathering of the author on the group, nobody else answered -> gatheringId
  | 'gatheringLine' //   a new gathering of the author for one (the author), a stranger in the group in line -> gatheringId, strangerId
  | 'connection' //      a new live connection of the party with another attendee -> connectionId
  | 'requestToParty' //  a new attendee asked the party to connect (pending) -> requestId
  | 'requestFromParty' // the party asked a new attendee to connect (pending) -> requestId
  | 'stranger' //        a new attendee of this event, with a profile -> strangerId
  | 'blockedStranger' // ... whom the caller blocked, when the caller is one of this event's attendees -> strangerId
  | 'report' //          an open report by the attendee of a new message of the author -> reportId, messageId
  | 'announcement' //    a scheduled announcement of this event, by the member -> announcementId
  | 'sentAnnouncement' // a sent announcement to all of this event, by the member -> announcementId
  | 'session' //         the caller signs in again; the cell runs on that session (logout)
  | 'account' //         an unused email and username -> email, username
  | 'signUpCode' //      a new unverified account and its mailed code -> email, code
  | 'resetCode' //       a verified account that asked for a reset, and the mailed code -> email, code
  | 'resetGrant' //     ... that also verified the code -> email, resetToken
  | 'calendarFeed' //  the attendee made a private calendar feed -> calendarToken
  | 'waiting' //        a new person waiting for the organisers' yes at this event -> waitingId
  | 'teammate' //       a new organiser on the team of this event's company -> teammateId
  | 'invitation' //     the member (an owner) invited a new address -> invitationId, invitationToken (from the mail)
  | 'invitationToken' // the same, for a cell that accepts it: nobody of the matrix has that address
  | 'meeting' //       a new attendee asked the party to meet (pending, the party's turn) -> meetingId, meetingSlot
  | 'meetable' //      a new attendee free at every meeting slot -> strangerId
  | 'noRounds' //      this event's rounds stopped, if any were on (a start may begin)
  | 'rounds' //        rounds on at this event, started by the member (whole event, 3 of 5 minutes at tables of 2)
  | 'draftEvent' //    a new draft copy of this event, by the member -> copyId
  | 'cancelledEvent'; // ... that the member then cancelled -> copyId

/**
 * A row's key is `METHOD /path`, the route as Fastify names it. The same route with other input
 * (another upload kind, a body naming someone else's object) has a row of its own, keyed
 * `METHOD /path, <what differs>`; `routeOf` gives the route back.
 */
export const routeOf = (key: string) => key.split(',')[0]!;

export type Outcome = number;
export type Row = Record<Role, Outcome> & {
  /** JSON body: a value, or built from the refs. */
  body?: object | ((r: Refs) => object);
  query?: Record<string, string> | ((r: Refs) => Record<string, string>);
  /** multipart/form-data: a small square PNG with this kind. */
  form?: 'logo' | 'photo';
  /** Path parameters that mean something other than their default in PARAMS. */
  params?: Record<string, keyof Refs>;
  fresh?: Fresh;
  /** Changes who the caller is (joins the event, founds a company): run after every other row and channel. */
  last?: true;
  /** A change of the team itself: owners only, so a teammate who is an organiser gets 403. */
  ownerOnly?: true;
  note?: string;
};

/** What a path parameter is filled with unless the row says otherwise. */
export const PARAMS: Record<string, keyof Refs> = {
  event: 'event',
  groupId: 'groupId',
  messageId: 'messageId',
  connectionId: 'connectionId',
  userId: 'authorId',
  requestId: 'requestId',
};

/**
 * Derived cells, two rules rather than more columns:
 *
 * Through their own event: otherAttendee and otherMember call every route that names an object
 * below `:event` through THEIR OWN event's path (`/events/<own event>/.../<this event's object>`).
 * The object belongs to another event, so the answer is 404 (no reaching an object through a parent
 * one may see); a 403 that never looks at the object (no company chosen) stays 403.
 *
 * Invalid and anonymous: every row a visitor gets 401 on is called once more with no session, bad
 * ids in the path, a bad query and no body. Still 401: authentication runs before validation.
 */
export const throughOwnEvent = (asRow: Outcome | 'subscribed'): Outcome => (asRow === 403 ? 403 : 404);

/**
 * Teammates (decision 033), two more derived cells on every row and channel. An organiser of this
 * event's company answers as the member (its owner) does, except on team changes (`ownerOnly`: 403).
 * A removed teammate whose app still names the company is refused on everything that needs a session
 * (403 notMember, which makes the app leave the console); once the app has dropped the company,
 * they answer as someone outside it who never belonged: the otherAttendee's cell on this event's path.
 */
export const asOrganiser = (row: { member: Outcome | 'subscribed'; ownerOnly?: true }) => (row.ownerOnly ? 403 : row.member);
export const asRemovedTeammate = (row: { visitor: Outcome | 'subscribed'; otherAttendee: Outcome | 'subscribed' }) => (row.visitor === 401 ? 403 : row.otherAttendee);
export const asRemovedTeammateWithoutCompany = (row: { otherAttendee: Outcome | 'subscribed' }) => row.otherAttendee;
export const INVALID_AND_ANONYMOUS: Outcome = 401;

const all = (o: Outcome) => ({ visitor: o, attendee: o, otherAttendee: o, member: o, otherMember: o, author: o, party: o });
/** Public: the same for everybody. */
const open = all(200);
/** Anyone signed in. */
const ok = { ...open, visitor: 401 };
/** Company area of this event: only its company's members. */
const companyArea = { visitor: 401, attendee: 403, otherAttendee: 403, member: 200, otherMember: 404, author: 403, party: 403 } as const;
/** The team of this event's company: known to its members only (404 for anyone else). */
const team = { ...companyArea, attendee: 404, otherAttendee: 404, author: 404, party: 404, params: { slug: 'companySlug' } } as const;
/** Readable by this event's attendees and its company's members (the group viewer rule). */
const eventViewers = { visitor: 401, attendee: 200, otherAttendee: 404, member: 200, otherMember: 404, author: 200, party: 200 } as const;
/** This event's attendees only; its company's members are not attendees and see it as an outsider. */
const attendeesOnly = { visitor: 401, attendee: 200, otherAttendee: 404, member: 404, otherMember: 404, author: 200, party: 200 } as const;
/** Only the two people of the connection. */
const connectionParties = { visitor: 401, attendee: 404, otherAttendee: 404, member: 404, otherMember: 404, author: 404, party: 200 } as const;

const password = TEST_PASSWORD;
/** A scheduled announcement (an hour ahead from when the cell runs). */
const announcement = () => ({ title: 'Matrix news', body: 'Doors open at nine', audience: 'event', sendAt: new Date(Date.now() + 3_600_000).toISOString() });
const gathering = { title: 'Matrix walk', startDate: '2099-06-11', startHour: '10:00', endHour: '11:00', location: 'Garden' };
const profile = (r: Refs) => ({
  firstName: 'Matrix',
  lastName: 'Test',
  gender: 'other',
  hometownId: r.hometownId,
  interests: ['jazz'],
  adventures: r.threePlaces,
  destinations: r.threePlaces,
});

const A = '/api/v1';
const ATT = `${A}/events/:event/attendee/groups`;
const CON = `${A}/events/:event/connections`;

export const MATRIX: Record<string, Row> = {
  // Public and accounts.
  [`GET ${A}/health`]: { ...open },
  [`GET ${A}/interests`]: { ...open },
  [`GET ${A}/public/events/:slug`]: { ...open, params: { slug: 'event' } },
  [`POST ${A}/auth/register`]: { ...all(201), fresh: 'account', body: (r) => ({ email: r.email, username: r.username, password }) },
  [`POST ${A}/auth/verify`]: { ...open, fresh: 'signUpCode', body: (r) => ({ email: r.email, code: r.code }) },
  [`POST ${A}/auth/resend-code`]: { ...open, body: (r) => ({ email: r.pendingEmail }) },
  [`POST ${A}/auth/login`]: { ...open, body: (r) => ({ email: r.loginEmail, password }) },
  [`GET ${A}/auth/callback`]: { ...open, fresh: 'signUpCode', query: (r) => ({ email: r.email!, code: r.code! }) },
  [`POST ${A}/auth/logout`]: { ...ok, fresh: 'session' },
  [`GET ${A}/auth/me`]: { ...ok },
  [`POST ${A}/auth/forgot-password`]: { ...open, body: (r) => ({ email: r.loginEmail }) },
  [`POST ${A}/auth/reset-password/verify`]: { ...open, fresh: 'resetCode', body: (r) => ({ email: r.email, code: r.code }) },
  [`POST ${A}/auth/reset-password`]: { ...open, fresh: 'resetGrant', body: (r) => ({ email: r.email, resetToken: r.resetToken, password }) },
  [`GET ${A}/places`]: { ...ok, query: { q: 'Lisbon' }, note: 'signed in only (the interests catalogue is public)' },

  // Companies and their events.
  [`POST ${A}/companies`]: {
    ...all(201),
    visitor: 401,
    member: 409,
    otherMember: 409,
    last: true,
    fresh: 'account',
    body: (r) => ({ slug: `co-${r.username}`, name: 'Matrix Co', contactInformation: 'co@example.com' }),
    note: 'setup: any user without a membership; a member already has one (409)',
  },
  [`GET ${A}/companies/:slug`]: { ...companyArea, attendee: 404, otherAttendee: 404, author: 404, party: 404, params: { slug: 'companySlug' }, note: 'a company is only known to its members' },
  [`PATCH ${A}/companies/:slug`]: { ...companyArea, attendee: 404, otherAttendee: 404, author: 404, party: 404, params: { slug: 'companySlug' }, body: { description: 'Edited by the matrix' } },
  // The team (decision 033): the member is its owner; organisers are refused team changes (403 ownerOnly, team.test.ts).
  [`GET ${A}/companies/:slug/members`]: { ...team },
  [`PATCH ${A}/companies/:slug/members/:userId`]: { ...team, ownerOnly: true, fresh: 'teammate', params: { slug: 'companySlug', userId: 'teammateId' }, body: { role: 'owner' } },
  [`DELETE ${A}/companies/:slug/members/:userId`]: { ...team, ownerOnly: true, fresh: 'teammate', params: { slug: 'companySlug', userId: 'teammateId' } },
  [`POST ${A}/companies/:slug/invitations`]: { ...team, member: 201, ownerOnly: true, body: { email: 'matrix-invitee@example.com', role: 'organiser' } },
  [`GET ${A}/companies/:slug/invitations`]: { ...team, ownerOnly: true },
  [`DELETE ${A}/companies/:slug/invitations/:id`]: { ...team, ownerOnly: true, fresh: 'invitation', params: { slug: 'companySlug', id: 'invitationId' } },
  [`POST ${A}/invitations/:token/accept`]: {
    ...all(403),
    visitor: 401,
    fresh: 'invitationToken',
    params: { token: 'invitationToken' },
    note: 'only the invited address may take it; everyone of the matrix signed in with another',
  },
  [`GET ${A}/company/events`]: { ...companyArea, otherMember: 200, note: 'each company sees its own list' },
  [`POST ${A}/company/events`]: {
    ...companyArea,
    member: 201,
    otherMember: 201,
    body: { name: 'Matrix Fair', startDate: '2099-07-01', endDate: '2099-07-02', location: 'Hall', organizerUsername: 'org', timeZone: 'Europe/Lisbon' },
  },
  // `:id` is the event's id or its slug: both are used.
  [`GET ${A}/company/events/:id`]: { ...companyArea, params: { id: 'eventId' } },
  [`PATCH ${A}/company/events/:id`]: { ...companyArea, params: { id: 'event' }, body: { description: 'Edited by the matrix' } },
  [`POST ${A}/company/events/:id/duplicate`]: { ...companyArea, member: 201, params: { id: 'eventId' }, note: 'a copy in the same company' },
  // The event's life (decision 032), each on a copy of its own; every move is in lifecycle.test.ts.
  [`POST ${A}/company/events/:id/publish`]: { ...companyArea, params: { id: 'copyId' }, fresh: 'draftEvent' },
  [`POST ${A}/company/events/:id/cancel`]: { ...companyArea, params: { id: 'copyId' }, fresh: 'draftEvent', body: { message: 'Called off by the matrix' } },
  [`POST ${A}/company/events/:id/archive`]: { ...companyArea, params: { id: 'copyId' }, fresh: 'cancelledEvent' },
  [`DELETE ${A}/company/events/:id`]: { ...companyArea, params: { id: 'copyId' }, fresh: 'draftEvent', note: 'nobody joined the copy' },
  [`GET ${A}/company/events/:id/insights`]: { ...companyArea, params: { id: 'eventId' } },
  [`GET ${A}/company/events/:id/locations`]: { ...companyArea, params: { id: 'event' }, query: { tab: '1' } },
  [`GET ${A}/company/events/:id/attendees`]: { ...companyArea, params: { id: 'eventId' }, query: { q: 'a', pageSize: '5' } },
  [`GET ${A}/company/events/:id/attendees.csv`]: { ...companyArea, params: { id: 'event' }, query: { q: 'a' } },
  // The door (decision 038): the event's organisers only; the author is an attendee with a pass.
  [`POST ${A}/company/events/:id/check-ins`]: { ...companyArea, params: { id: 'eventId' }, body: (r) => ({ userId: r.authorId }), note: 'a second check-in answers already checked in (200)' },
  [`POST ${A}/company/events/:id/check-ins, pass`]: { ...companyArea, params: { id: 'event' }, body: (r) => ({ pass: r.pass }) },
  [`GET ${A}/company/events/:id/check-ins`]: { ...companyArea, params: { id: 'eventId' }, query: { q: 'au' }, note: 'a name search, never the whole list' },
  [`DELETE ${A}/company/events/:id/check-ins/:userId`]: { ...companyArea, params: { id: 'eventId', userId: 'authorId' }, note: 'undo; idempotent' },
  [`GET ${A}/company/events/:id/check-in/keys`]: { ...companyArea, params: { id: 'eventId' }, note: 'public key, revoked and used pass ids: no names' },
  // Speed-networking rounds (decision 042): the event's organisers run them; one run at a time.
  [`GET ${A}/company/events/:id/rounds`]: { ...companyArea, params: { id: 'eventId' }, note: 'the latest run, or none' },
  [`POST ${A}/company/events/:id/rounds`]: {
    ...companyArea,
    member: 201,
    fresh: 'noRounds',
    params: { id: 'event' },
    body: { rounds: 3, minutes: 5, tableSize: 2 },
    note: 'for the whole event; a second while one is on is 409 roundsRunning (rounds.test.ts)',
  },
  [`POST ${A}/company/events/:id/rounds/next`]: {
    ...companyArea,
    fresh: 'rounds',
    params: { id: 'eventId' },
    note: 'the next round now; an optional { from } (the round the screen shows) moves nothing once the run has left it, and answers what GET .../rounds answers',
  },
  [`POST ${A}/company/events/:id/rounds/stop`]: { ...companyArea, fresh: 'rounds', params: { id: 'eventId' } },
  // Meeting hours and spots (decision 041): the event's organisers only.
  [`GET ${A}/company/events/:id/meeting-settings`]: { ...companyArea, params: { id: 'eventId' } },
  [`PUT ${A}/company/events/:id/meeting-settings`]: {
    ...companyArea,
    params: { id: 'eventId' },
    body: { enabled: true, slotMinutes: 30, windows: [{ startsAt: '2099-06-11T09:00:00Z', endsAt: '2099-06-11T11:00:00Z' }], spots: [] },
    note: 'the same hours again: no accepted meeting is stranded',
  },
  [`POST ${A}/uploads`]: { ...companyArea, member: 201, otherMember: 201, form: 'logo', note: "into the caller's own company" },
  [`POST ${A}/uploads, kind=photo`]: {
    ...all(201),
    visitor: 401,
    form: 'photo',
    note: 'a profile photo: anyone signed in, their own (no company), capped per person per day',
  },

  // Attendees.
  [`GET ${A}/events/me`]: { ...ok },
  [`GET ${A}/profile/saved`]: { ...ok },
  [`DELETE ${A}/profile/saved`]: { ...ok, note: 'withdraws my own consent to keep a profile; nobody else has one to name' },
  [`GET ${A}/me/export`]: { ...ok, note: 'my own data only: the session says whose' },
  // Calendar (decision 021).
  [`GET ${A}/events/:event/calendar.ics`]: { ...open, note: 'the event is public, so is its calendar file' },
  [`GET ${A}/calendar/:token.ics`]: { ...open, fresh: 'calendarFeed', params: { token: 'calendarToken' }, note: 'the secret link is the key: no session needed' },
  [`POST ${A}/me/calendar-feed`]: { ...all(201), visitor: 401, note: 'my own feed only' },
  [`DELETE ${A}/me/calendar-feed`]: { ...ok },
  [`GET ${ATT}/:groupId/gatherings/:id/calendar.ics`]: { ...eventViewers, params: { id: 'gatheringId' }, note: 'who may read the gathering' },
  [`GET ${CON}/contacts.vcf`]: { ...attendeesOnly, note: 'my own connections at the event' },
  [`DELETE ${A}/me`]: {
    ...all(400),
    visitor: 401,
    body: { password: 'Not-the-password1!' },
    note: 'my own account only, after my password: a wrong one is 400 on password (deletion itself: my-data tests)',
  },
  [`DELETE ${A}/events/:event/profile`]: {
    ...attendeesOnly,
    last: true,
    note: "my own attendance and profile at the event: others are outsiders (404); last, as it ends the caller's presence",
  },
  [`POST ${A}/events/:event/join`]: { ...ok, last: true, note: 'the public join link: anyone signed in' },
  [`GET ${A}/events/:event/profile`]: { ...attendeesOnly },
  // Places at the event (decision 037): my place, an offered place, leaving the line.
  [`GET ${A}/events/:event/waitlist`]: { ...ok, note: 'where the caller stands at a public event (none, in line, pending, joined)' },
  [`POST ${A}/events/:event/waitlist/confirm`]: {
    ...ok,
    otherAttendee: 409,
    member: 409,
    otherMember: 409,
    note: 'takes a place offered to the caller; people already in get "joined" again, anyone without an offer 409',
  },
  [`DELETE ${A}/events/:event/waitlist`]: { ...ok, note: 'leaving the line: repeatable, nothing to leave answers the same' },
  [`PUT ${A}/events/:event/profile`]: { ...attendeesOnly, body: profile },
  [`PUT ${A}/events/:event/profile, with the author's photo`]: {
    ...attendeesOnly,
    attendee: 400,
    party: 400,
    body: (r) => ({ ...profile(r), photoUploadId: r.authorPhotoId }),
    note: "a photo is its uploader's alone: anyone else naming it gets 400 on photoUploadId, as if it did not exist",
  },
  [`GET ${A}/events/:event/attendees`]: { ...attendeesOnly, query: { q: 'za' } },
  [`GET ${A}/events/:event/attendees/:userId`]: { ...attendeesOnly },
  [`GET ${A}/events/:event/attendees/:userId/openers`]: { ...attendeesOnly, note: 'only what the caller may see of the person, as their profile' },
  [`GET ${A}/events/:event/people-to-meet`]: { ...attendeesOnly, note: 'capped at 5; never the hidden, the blocked either way or anyone already met or marked not interested either way' },
  [`GET ${A}/events/:event/attendees/:userId/not-interested`]: { ...attendeesOnly, fresh: 'stranger', params: { userId: 'strangerId' }, note: 'only my own mark; another attendee' },
  [`PUT ${A}/events/:event/attendees/:userId/not-interested`]: { ...attendeesOnly, fresh: 'stranger', params: { userId: 'strangerId' }, note: 'idempotent; silent to them' },
  [`DELETE ${A}/events/:event/attendees/:userId/not-interested`]: { ...attendeesOnly, fresh: 'stranger', params: { userId: 'strangerId' }, note: 'undo; idempotent' },

  // Groups, company side.
  [`GET ${A}/events/:event/groups`]: { ...companyArea },
  [`POST ${A}/events/:event/groups`]: { ...companyArea, member: 201, body: { name: 'Matrix group', icon: '🧩' } },
  [`POST ${A}/events/:event/groups/auto`]: { ...companyArea, body: { targetSize: 3 } },
  [`GET ${A}/events/:event/groups/:id`]: { ...companyArea, params: { id: 'groupId' } },
  [`PATCH ${A}/events/:event/groups/:id`]: { ...companyArea, params: { id: 'groupId' }, body: { description: 'Edited by the matrix' } },
  [`DELETE ${A}/events/:event/groups/:id`]: { ...companyArea, params: { id: 'groupId' }, fresh: 'group' },

  // Groups, attendee side, and message boards.
  [`GET ${ATT}`]: { ...eventViewers, query: { mine: 'false' } },
  [`GET ${ATT}/suggestions`]: { ...eventViewers },
  [`GET ${ATT}/:groupId/me`]: { ...eventViewers },
  [`POST ${ATT}/:groupId/join`]: {
    ...eventViewers,
    member: 403,
    fresh: 'group',
    note: 'organisers are not attendees; they see the group, so the refusal is 403, not "event not found"',
  },
  [`POST ${ATT}/:groupId/leave`]: { ...eventViewers, fresh: 'groupWithAuthor', note: 'not in the group: done already (200), as a repeated leave answers' },
  [`GET ${ATT}/:groupId/insights`]: { ...eventViewers },
  [`GET ${ATT}/:groupId/members`]: { ...eventViewers, query: { pageSize: '5' }, note: "the event's attendees and organisers (decision 011)" },
  [`GET ${ATT}/:groupId/messages`]: { ...eventViewers, query: { limit: '5' } },
  [`POST ${ATT}/:groupId/messages`]: {
    ...eventViewers,
    attendee: 403,
    member: 201,
    party: 403,
    author: 201,
    body: { body: 'Hello from the matrix' },
    note: "group members post, and the event's organisers (marked as such)",
  },
  [`PATCH ${ATT}/:groupId/messages/:messageId`]: { ...eventViewers, attendee: 403, member: 403, party: 403, body: { body: 'Edited by the matrix' }, note: 'the author only' },
  [`PUT ${ATT}/:groupId/messages/:messageId/pin`]: {
    ...eventViewers,
    attendee: 403,
    author: 403,
    party: 403,
    body: { pinned: true },
    note: "the event's organisers pin",
  },
  [`DELETE ${ATT}/:groupId/messages/:messageId`]: { ...eventViewers, attendee: 403, party: 403, fresh: 'message', note: 'the author, or a moderator of the company' },

  // Gatherings.
  [`GET ${A}/events/:event/gatherings`]: { ...eventViewers, query: { when: 'upcoming' } },
  [`GET ${ATT}/:groupId/gatherings`]: { ...eventViewers, query: { when: 'upcoming' } },
  [`POST ${ATT}/:groupId/gatherings`]: {
    ...eventViewers,
    attendee: 403,
    member: 201,
    party: 403,
    author: 201,
    body: gathering,
    note: "group members and the event's organisers create",
  },
  [`GET ${ATT}/:groupId/gatherings/:id`]: { ...eventViewers, params: { id: 'gatheringId' } },
  [`GET ${ATT}/:groupId/gatherings/:id/attendees`]: {
    ...eventViewers,
    params: { id: 'gatheringId' },
    query: { status: 'interested' },
    note: 'who answered: as the gathering itself (decision 011)',
  },
  [`PATCH ${ATT}/:groupId/gatherings/:id`]: { ...eventViewers, attendee: 403, party: 403, params: { id: 'gatheringId' }, body: { location: 'Rooftop' }, note: 'the creator and the organisers' },
  [`POST ${ATT}/:groupId/gatherings/:id/cancel`]: {
    ...eventViewers,
    attendee: 403,
    party: 403,
    fresh: 'gathering',
    params: { id: 'gatheringId' },
    body: { message: 'Rain' },
    note: 'the creator and the organisers; the people going are told',
  },
  [`DELETE ${ATT}/:groupId/gatherings/:id`]: {
    ...eventViewers,
    attendee: 403,
    party: 403,
    fresh: 'gathering',
    params: { id: 'gatheringId' },
    note: 'the creator and the organisers, while nobody else answered',
  },
  [`POST ${ATT}/:groupId/gatherings/:id/waitlist/:userId/admit`]: {
    ...eventViewers,
    attendee: 403,
    party: 403,
    fresh: 'gatheringLine',
    params: { id: 'gatheringId', userId: 'strangerId' },
    note: 'the creator and the organisers let someone in line go (a full gathering of the author, a stranger in line)',
  },
  [`PUT ${ATT}/:groupId/gatherings/:id/attendance`]: {
    ...eventViewers,
    member: 403,
    params: { id: 'gatheringId' },
    body: { status: 'interested' },
    note: 'attendees mark; organisers see the gathering, so the refusal is 403',
  },

  // Connections.
  [`GET ${CON}`]: { ...attendeesOnly },
  [`POST ${CON}`]: {
    ...attendeesOnly,
    attendee: 202,
    author: 202,
    body: (r) => ({ initiatorId: r.counterpartId }),
    note: 'without a scanned code: a request to the counterpart (202); the party is connected already (200)',
  },
  [`POST ${CON}/codes`]: { ...attendeesOnly, attendee: 201, author: 201, party: 201, note: 'my own QR codes' },
  [`GET ${A}/events/:event/connection-requests`]: { ...attendeesOnly, note: 'my own requests, both ways' },
  [`POST ${A}/events/:event/connection-requests/:requestId/accept`]: { ...connectionParties, party: 201, fresh: 'requestToParty', note: 'only the person asked' },
  [`POST ${A}/events/:event/connection-requests/:requestId/decline`]: { ...connectionParties, fresh: 'requestToParty', note: 'only the person asked' },
  [`DELETE ${A}/events/:event/connection-requests/:requestId`]: { ...connectionParties, fresh: 'requestFromParty', note: 'only the asker withdraws' },
  [`GET ${A}/events/:event/pass`]: { ...attendeesOnly, note: 'my own pass: opaque ids, signed' },
  [`GET ${A}/events/:event/email-sharing`]: { ...attendeesOnly, note: 'my own choice: attendees only' },
  [`PUT ${A}/events/:event/email-sharing`]: { ...attendeesOnly, body: { shared: false } },
  [`GET ${A}/events/:event/profile/privacy`]: { ...attendeesOnly, note: 'my own settings' },
  [`PUT ${A}/events/:event/profile/privacy`]: {
    ...attendeesOnly,
    body: {
      visibility: { hometown: 'connections', interests: 'everyone', adventures: 'me', destinations: 'everyone', groups: 'everyone', about: 'everyone', intents: 'me' },
      hiddenFromDirectory: false,
    },
  },
  [`GET ${CON}/:connectionId`]: { ...connectionParties },
  [`DELETE ${CON}/:connectionId`]: { ...connectionParties, fresh: 'connection' },
  [`GET ${CON}/:connectionId/messages`]: { ...connectionParties },
  [`POST ${CON}/:connectionId/messages`]: { ...connectionParties, party: 201, body: { body: 'Hi from the matrix' } },
  [`GET ${A}/events/:event/users/:userId/profile`]: { ...attendeesOnly },

  // One-to-one meetings (decision 041): attendees only; a meeting is its two people's only.
  [`GET ${A}/events/:event/availability`]: { ...attendeesOnly, note: 'my own free slots' },
  [`PUT ${A}/events/:event/availability`]: { ...attendeesOnly, body: (r) => ({ free: r.meetingSlots }), note: 'my own free slots (all of them, as the world set)' },
  [`GET ${A}/events/:event/meetings/slots`]: { ...attendeesOnly, query: (r) => ({ with: r.counterpartId }), note: 'slots common with another attendee' },
  [`GET ${A}/events/:event/meetings`]: { ...attendeesOnly, note: 'my own meetings' },
  [`POST ${A}/events/:event/meetings`]: {
    ...attendeesOnly,
    attendee: 201,
    author: 201,
    party: 201,
    fresh: 'meetable',
    body: (r) => ({ withUserId: r.strangerId, startsAt: r.meetingSlots.at(-1) }),
    note: 'a request to a new attendee free then',
  },
  [`POST ${A}/events/:event/meetings/:id/accept`]: { ...connectionParties, fresh: 'meeting', params: { id: 'meetingId' }, note: 'only its two people; the one whose turn it is' },
  [`POST ${A}/events/:event/meetings/:id/decline`]: { ...connectionParties, fresh: 'meeting', params: { id: 'meetingId' }, note: 'only its two people; silent' },
  [`POST ${A}/events/:event/meetings/:id/propose`]: {
    ...connectionParties,
    fresh: 'meeting',
    params: { id: 'meetingId' },
    body: (r) => ({ startsAt: r.meetingSlot }),
    note: 'only its two people',
  },
  [`POST ${A}/events/:event/meetings/:id/cancel`]: { ...connectionParties, fresh: 'meeting', params: { id: 'meetingId' }, note: 'either of its two people' },
  [`POST ${A}/events/:event/meetings/:id/held`]: {
    ...connectionParties,
    party: 409,
    fresh: 'meeting',
    params: { id: 'meetingId' },
    note: 'its two people only; a pending meeting in 2099 is not around now (409 meetingNotNow)',
  },
  [`GET ${A}/events/:event/agenda`]: { ...attendeesOnly, note: 'my own accepted meetings and gatherings' },

  // Rounds (decision 042): my own table; organisers are not attendees. Live on the event channel (rounds.changed).
  [`GET ${A}/events/:event/rounds/current`]: { ...attendeesOnly, fresh: 'rounds', note: 'my own table this round, and whom I sat with' },
  [`PUT ${A}/events/:event/rounds/away`]: { ...attendeesOnly, fresh: 'rounds', body: { away: true }, note: 'I sit out the next rounds of a run of mine' },

  // Block and report (decision 019).
  [`GET ${A}/events/:event/blocks`]: { ...attendeesOnly, note: 'the people I blocked' },
  [`POST ${A}/events/:event/blocks`]: {
    ...attendeesOnly,
    attendee: 201,
    author: 201,
    party: 201,
    fresh: 'stranger',
    body: (r) => ({ userId: r.strangerId }),
    note: 'another attendee of the event; organisers are not attendees (as outsiders: 404)',
  },
  [`DELETE ${A}/events/:event/blocks/:userId`]: { ...attendeesOnly, fresh: 'blockedStranger', params: { userId: 'strangerId' }, note: 'lifting my own block' },
  [`POST ${A}/events/:event/reports`]: {
    ...attendeesOnly,
    attendee: 201,
    party: 201,
    author: 400,
    fresh: 'message',
    body: (r) => ({ kind: 'message', targetId: r.messageId, reason: 'Matrix' }),
    note: 'what the caller can see at the event; their own message is 400',
  },
  [`GET ${A}/company/events/:id/attendees/:userId`]: { ...companyArea, params: { id: 'eventId' }, note: "one attendee's page for the organisers" },
  [`POST ${A}/company/events/:id/attendees/:userId/remove`]: {
    ...companyArea,
    fresh: 'stranger',
    params: { id: 'eventId', userId: 'strangerId' },
    body: { ban: true },
    note: 'the organisers remove (and ban) an attendee',
  },
  [`GET ${A}/company/events/:id/waitlist`]: { ...companyArea, params: { id: 'eventId' }, query: { pageSize: '5' }, note: "the event's line and pending joins" },
  [`POST ${A}/company/events/:id/waitlist/:userId/admit`]: {
    ...companyArea,
    fresh: 'waiting',
    params: { id: 'event', userId: 'waitingId' },
    note: "the organisers' override: a place now, out of order and beyond capacity",
  },
  [`DELETE ${A}/company/events/:id/waitlist/:userId`]: { ...companyArea, fresh: 'waiting', params: { id: 'eventId', userId: 'waitingId' }, note: 'off the line' },
  [`GET ${A}/company/events/:id/reports`]: { ...companyArea, params: { id: 'eventId' }, note: "the event's moderation queue" },
  [`GET ${A}/company/events/:id/reports, the history`]: { ...companyArea, params: { id: 'eventId' }, query: { status: 'handled' }, note: 'handled reports: the same people' },
  [`GET ${A}/company/reports/open`]: { ...companyArea, otherMember: 200, note: "open counts of the caller's own company: another company's member gets theirs" },
  [`POST ${A}/company/events/:id/reports/:reportId/actions`]: {
    ...companyArea,
    params: { id: 'event', reportId: 'reportId' },
    fresh: 'report',
    body: { action: 'dismiss' },
  },
  [`GET ${A}/company/events/:id/announcements`]: { ...companyArea, params: { id: 'eventId' }, note: "the event's announcements, scheduled and sent" },
  [`POST ${A}/company/events/:id/announcements`]: { ...companyArea, member: 201, params: { id: 'event' }, body: announcement },
  [`POST ${A}/company/events/:id/announcements/preview`]: { ...companyArea, params: { id: 'event' }, body: announcement, note: 'reach and mail before sending; writes nothing' },
  [`POST ${A}/company/events/:id/announcements/test`]: { ...companyArea, params: { id: 'event' }, body: announcement, note: 'the preview mailed to the caller only (10 an hour)' },
  [`POST ${A}/company/events/:id/attendees/:userId/messages`]: {
    ...companyArea,
    member: 201,
    params: { id: 'event', userId: 'authorId' },
    body: { subject: 'Matrix note', body: 'Your badge is at the desk.' },
    note: 'to one attendee of the event (anyone else: 404)',
  },
  [`PUT ${A}/company/events/:id/announcements/:announcementId`]: {
    ...companyArea,
    params: { id: 'event', announcementId: 'announcementId' },
    fresh: 'announcement',
    body: announcement,
    note: 'while scheduled',
  },
  [`DELETE ${A}/company/events/:id/announcements/:announcementId`]: {
    ...companyArea,
    params: { id: 'event', announcementId: 'announcementId' },
    fresh: 'announcement',
    note: 'cancel (or delete a sent one)',
  },
  [`GET ${A}/events/:event/announcements`]: { ...attendeesOnly, note: 'sent announcements meant for me; organisers are not attendees' },
  [`POST ${A}/events/:event/announcements/:announcementId/dismiss`]: { ...attendeesOnly, fresh: 'sentAnnouncement', params: { announcementId: 'announcementId' } },
  [`GET ${A}/events/:event/notification-settings`]: { ...attendeesOnly },
  [`PUT ${A}/events/:event/notification-settings`]: { ...attendeesOnly, body: { announcementMail: true } },

  // Unread counts and browser notifications (decision 024).
  [`GET ${A}/events/:event/unread`]: { ...attendeesOnly, note: 'my own counts' },
  [`PUT ${A}/events/:event/read-marks`]: {
    ...connectionParties,
    body: (r) => ({ kind: 'chat', id: r.connectionId, seq: 1 }),
    note: "a chat's mark: only its two people",
  },
  [`PUT ${A}/events/:event/read-marks, a group's board`]: {
    ...connectionParties,
    party: 404,
    author: 200,
    body: (r) => ({ kind: 'group', id: r.groupId, seq: 1 }),
    note: "a board's mark: only the group's members",
  },
  [`POST ${A}/me/push-subscriptions`]: {
    ...all(201),
    visitor: 401,
    body: { endpoint: 'http://127.0.0.1:9/push/matrix', keys: { p256dh: 'BMatrixKey', auth: 'matrix' } },
    note: "this browser, for the caller's own notifications; a stranger's endpoint only ever receives the caller's own",
  },
  [`DELETE ${A}/me/push-subscriptions`]: { ...ok, body: { endpoint: 'http://127.0.0.1:9/push/matrix' }, note: 'only my own subscription goes' },
};

/** WebSocket channels on GET /ws: 'subscribed', or the error code the server answers (401: no session). */
export type ChannelOutcome = 'subscribed' | number;
export type ChannelRow = Record<Role, ChannelOutcome>;

/** One row per channel kind of the contracts (the test also checks ChannelSchema at run time). */
export const CHANNELS: Record<Channel['kind'], ChannelRow> = {
  /** { kind: 'group', event, groupId }: the board's HTTP twin is GET .../groups/:groupId/messages. */
  group: { visitor: 401, attendee: 'subscribed', otherAttendee: 404, member: 'subscribed', otherMember: 404, author: 'subscribed', party: 'subscribed' },
  /** { kind: 'chat', event, connectionId }: the two people of a live connection. */
  chat: { visitor: 401, attendee: 404, otherAttendee: 404, member: 404, otherMember: 404, author: 404, party: 'subscribed' },
  /**
   * { kind: 'event', event: <eventId> }: live group and gathering lists; the twin is GET
   * /events/:event/attendee/groups. Also tells rounds.changed (decision 042: no names, no tables),
   * and carries a whole-event announcement's words (decision 044): exactly what every attendee and
   * organiser of the event may read at GET /events/:event/announcements; a group's or a door
   * audience's goes without them. Nothing below the event is named, so no through-own-event cells.
   */
  event: { visitor: 401, attendee: 'subscribed', otherAttendee: 404, member: 'subscribed', otherMember: 404, author: 'subscribed', party: 'subscribed' },
  /**
   * { kind: 'person', event: <eventId>, userId: <authorId> }: the author's own nudges (decision 024)
   * and "someone connected with you" (connection.created: a name and the connection id),
   * only for the author, while an attendee. Named by id, so no through-own-event cells.
   */
  person: { visitor: 401, attendee: 404, otherAttendee: 404, member: 404, otherMember: 404, author: 'subscribed', party: 404 },
};
