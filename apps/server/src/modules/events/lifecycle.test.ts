import crypto from 'node:crypto';
import { englishError, type ErrorKey } from '@mingle/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { call } from '../../test/event-fixture.js';
import { companyMember, signedInUser } from '../../test/users.js';

let t: TestApp;
let api: ReturnType<typeof call>;
type Member = Awaited<ReturnType<typeof companyMember>>;
type User = Awaited<ReturnType<typeof signedInUser>>;
/** Another company's member and a signed-in person who joined nothing: only ever refused. */
let other: Member;
let outsider: User;
const stranger = { headers: {} };
beforeAll(async () => {
  t = await createTestApp();
  api = call(t);
  other = await companyMember(t, 'lcother');
  outsider = await signedInUser(t, 'lcoutsider');
});
afterAll(() => t.close());

let n = 0;
const future = { startDate: '2099-06-10', endDate: '2099-06-12' };
const past = { startDate: '2020-06-10', endDate: '2020-06-12' };
/** A company of the test's own with one event (published, as created) and, if asked, people who joined it. */
async function world(fields: object = {}, joiners = 0) {
  const org = await companyMember(t, `lcorg${++n}`);
  const event = (await api('POST', '/company/events', org, { name: `Life ${n}`, ...future, locationTbd: true, organizerUsername: 'org', timeZone: 'Europe/Lisbon', ...fields })).json() as {
    id: string;
    slug: string;
  };
  const people: User[] = [];
  for (let i = 0; i < joiners; i++) {
    const person = await signedInUser(t, `lcp${n}x${i}`);
    expect((await api('POST', `/events/${event.slug}/join`, person)).statusCode).toBe(200);
    people.push(person);
  }
  // Their pass mails have left: the test's own mail starts from here.
  await t.app.background.drain();
  return { org, event, people };
}
const refused = (res: { statusCode: number; json: () => { message: string } }, status: number, key: ErrorKey) => {
  expect(res.statusCode).toBe(status);
  expect(res.json().message).toBe(englishError(key));
};
const publicRead = (slug: string) => t.app.inject({ method: 'GET', url: `/api/v1/public/events/${slug}` });

describe('the event lifecycle (decision 032)', () => {
  it('duplicates into a draft under the name and days asked for, and publishes it once', async () => {
    const { org, event } = await world();
    const backwards = await api('POST', `/company/events/${event.id}/duplicate`, org, { name: 'Later', startDate: '2099-07-02', endDate: '2099-07-01' });
    expect([backwards.statusCode, backwards.json().issues[0].field]).toEqual([400, 'endDate']);
    const copy = await api('POST', `/company/events/${event.id}/duplicate`, org, { name: 'Life again', startDate: '2099-07-01', endDate: '2099-07-02' });
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toMatchObject({ name: 'Life again', slug: 'life-again', startDate: '2099-07-01', endDate: '2099-07-02', status: 'draft', registrationOpen: true });
    const id = copy.json().id as string;
    const published = await api('POST', `/company/events/${id}/publish`, org);
    expect(published.statusCode).toBe(200);
    expect(published.json().status).toBe('published');
    // Again: answered as the first time.
    expect((await api('POST', `/company/events/${id}/publish`, org)).json().status).toBe('published');
    expect((await publicRead('life-again')).statusCode).toBe(200);
  });

  it('allows only the documented moves, each refusal a 409 naming what the event is', async () => {
    const { org, event } = await world();
    const move = (verb: string) => api('POST', `/company/events/${event.id}/${verb}`, org);
    refused(await move('archive'), 409, 'eventNotEnded');
    const draft = (await api('POST', `/company/events/${event.id}/duplicate`, org)).json().id as string;
    refused(await api('POST', `/company/events/${draft}/archive`, org), 409, 'eventDraft');
    expect((await api('POST', `/company/events/${draft}/cancel`, org)).json().status).toBe('cancelled');

    expect((await move('cancel')).json()).toMatchObject({ status: 'cancelled', cancellationMessage: null });
    expect((await move('cancel')).statusCode).toBe(200);
    refused(await move('publish'), 409, 'eventCancelled');
    expect((await move('archive')).json().status).toBe('archived');
    expect((await move('archive')).json().status).toBe('archived');
    refused(await move('cancel'), 409, 'eventArchived');
    refused(await move('publish'), 409, 'eventArchived');
    refused(await api('PATCH', `/company/events/${event.id}`, org, { name: 'Renamed' }), 409, 'eventArchived');
    // Reads still work for the company.
    expect((await api('GET', `/company/events/${event.id}`, org)).json().status).toBe('archived');
  });

  it('archives an ended event, which then leaves the lists and is read-only', async () => {
    const { org, event } = await world(past);
    const group = await api('POST', `/events/${event.slug}/groups`, org, { name: 'Before', icon: '🦉' });
    expect(group.statusCode).toBe(201);
    expect((await api('POST', `/company/events/${event.id}/archive`, org)).json().status).toBe('archived');
    refused(await api('POST', `/events/${event.slug}/groups`, org, { name: 'After', icon: '🦉' }), 409, 'eventArchived');
    refused(await api('PATCH', `/events/${event.slug}/groups/${group.json().id}`, org, { name: 'Renamed' }), 409, 'eventArchived');
    expect((await api('GET', `/events/${event.slug}/groups`, org)).statusCode).toBe(200);
    // An outsider still learns nothing: the 404 of a read.
    expect((await api('POST', `/events/${event.slug}/groups`, other, { name: 'X', icon: '🦉' })).statusCode).toBe(404);
    // The company's list leaves it out unless asked for archived ones.
    expect((await api('GET', '/company/events', org)).json().items.map((e: { id: string }) => e.id)).not.toContain(event.id);
    expect((await api('GET', '/company/events?status=archived', org)).json().items.map((e: { id: string }) => e.id)).toEqual([event.id]);
    expect((await api('GET', '/company/events?status=ended', org)).statusCode).toBe(400);
  });

  it("takes an attendee's archived event off their list, and their writes on its boards", async () => {
    const { org, event, people } = await world({}, 1);
    const [ana] = people as [User];
    const group = (await api('POST', `/events/${event.slug}/groups`, org, { name: 'Owls', icon: '🦉' })).json().id as string;
    expect((await api('POST', `/events/${event.slug}/attendee/groups/${group}/join`, ana)).statusCode).toBe(200);
    // The organisers end and cancel it, then archive it.
    await api('POST', `/company/events/${event.id}/cancel`, org);
    expect((await api('POST', `/company/events/${event.id}/archive`, org)).statusCode).toBe(200);
    refused(await api('POST', `/events/${event.slug}/attendee/groups/${group}/messages`, ana, { body: 'Hello' }), 409, 'eventArchived');
    refused(await api('POST', `/events/${event.slug}/attendee/groups/${group}/leave`, ana), 409, 'eventArchived');
    expect((await api('GET', `/events/${event.slug}/attendee/groups/${group}/messages`, ana)).statusCode).toBe(200);
    expect((await api('GET', '/events/me', ana)).json().items).toEqual([]);
    refused(await api('POST', `/events/${event.slug}/join`, outsider), 409, 'eventArchived');
  });

  it('deletes a draft or an event nobody joined, and refuses once someone has', async () => {
    const { org, event } = await world();
    const draft = (await api('POST', `/company/events/${event.id}/duplicate`, org)).json() as { id: string; slug: string };
    expect((await api('DELETE', `/company/events/${draft.id}`, other)).statusCode).toBe(404);
    expect((await api('DELETE', `/company/events/${draft.id}`, outsider)).statusCode).toBe(403);
    expect((await api('DELETE', `/company/events/${draft.id}`, stranger)).statusCode).toBe(401);
    expect((await api('DELETE', `/company/events/${draft.id}`, org)).json()).toEqual({ ok: true });
    expect((await api('GET', `/company/events/${draft.id}`, org)).statusCode).toBe(404);
    // The same delete again, with its key: the first answer.
    const keyed = { headers: { ...org.headers, 'idempotency-key': crypto.randomUUID() } };
    expect((await api('DELETE', `/company/events/${event.id}`, keyed)).statusCode).toBe(200);
    expect((await api('DELETE', `/company/events/${event.id}`, keyed)).statusCode).toBe(200);

    const joined = await world({}, 1);
    refused(await api('DELETE', `/company/events/${joined.event.id}`, joined.org), 409, 'eventHasAttendees');
    expect((await api('GET', `/company/events/${joined.event.id}`, joined.org)).statusCode).toBe(200);
  });
});

describe('who sees what of a draft, a cancelled, a closed and an archived event', () => {
  it('keeps a draft to its company: everyone else gets 404, as for no event', async () => {
    const { org, event } = await world();
    const draft = (await api('POST', `/company/events/${event.id}/duplicate`, org)).json() as { id: string; slug: string };
    expect((await publicRead(draft.slug)).statusCode).toBe(404);
    // Twice: the second comes from the cache.
    expect((await publicRead(draft.slug)).statusCode).toBe(404);
    refused(await api('POST', `/events/${draft.slug}/join`, outsider), 404, 'eventNotFound');
    expect((await api('GET', `/company/events/${draft.id}`, other)).statusCode).toBe(404);
    expect((await api('POST', `/company/events/${draft.id}/publish`, other)).statusCode).toBe(404);
    expect((await api('GET', `/company/events/${draft.id}`, org)).json().status).toBe('draft');
  });

  it('cancels: one mail and one notice with the message to each attendee, and no new sign-ups', async () => {
    const { org, event, people } = await world({}, 2);
    const [ana, ben] = people as [User, User];
    const after = t.mailbox.mails.length;
    const cancelled = await api('POST', `/company/events/${event.id}/cancel`, org, { message: 'The hall flooded. Sorry!' });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', cancellationMessage: 'The hall flooded. Sorry!', attendeeCount: 2 });
    expect((await api('POST', `/company/events/${event.id}/cancel`, org, { message: 'Again' })).json().cancellationMessage).toBe('The hall flooded. Sorry!');
    await t.app.background.drain();
    for (const who of [ana, ben]) {
      const mails = t.mailbox.mails.slice(after).filter((m) => m.to.includes(who.email.toLowerCase()));
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text).toContain('The hall flooded. Sorry!');
      expect(mails[0]!.text).toContain(`Life ${n} is cancelled`);
    }
    expect(t.mailbox.mails.slice(after)).toHaveLength(2);
    // The notice in the app: the event itself carries it, for the attendee's home.
    expect((await publicRead(event.slug)).json()).toMatchObject({ status: 'cancelled', cancellationMessage: 'The hall flooded. Sorry!' });
    refused(await api('POST', `/events/${event.slug}/join`, outsider), 409, 'eventCancelled');
    // Someone already in stays in (joining again answers as before).
    expect((await api('POST', `/events/${event.slug}/join`, ana)).statusCode).toBe(200);
    expect((await api('POST', `/company/events/${event.id}/cancel`, ana)).statusCode).toBe(403);
    expect((await api('POST', `/company/events/${event.id}/cancel`, other)).statusCode).toBe(404);
    expect((await api('POST', `/company/events/${event.id}/cancel`, stranger)).statusCode).toBe(401);
  });

  it('closes registration by choice, at the closing time and at the end; people already in stay in', async () => {
    const { org, event, people } = await world({}, 1);
    const [ana] = people as [User];
    const closed = await api('PATCH', `/company/events/${event.id}`, org, { registrationOpen: false });
    expect(closed.json().registrationOpen).toBe(false);
    expect((await publicRead(event.slug)).json()).toMatchObject({ status: 'published', registrationOpen: false });
    refused(await api('POST', `/events/${event.slug}/join`, outsider), 409, 'registrationClosed');
    expect((await api('POST', `/events/${event.slug}/join`, ana)).statusCode).toBe(200);

    await api('PATCH', `/company/events/${event.id}`, org, { registrationOpen: true, registrationClosesAt: '2021-01-01T00:00:00.000Z' });
    refused(await api('POST', `/events/${event.slug}/join`, outsider), 409, 'registrationClosed');
    const reopened = await api('PATCH', `/company/events/${event.id}`, org, { registrationClosesAt: '2098-01-01T00:00:00.000Z' });
    expect(reopened.json().registrationClosesAt).toBe('2098-01-01T00:00:00.000Z');
    expect((await api('POST', `/events/${event.slug}/join`, outsider)).statusCode).toBe(200);
    expect((await api('PATCH', `/company/events/${event.id}`, org, { registrationClosesAt: 'soon' })).statusCode).toBe(400);

    await api('PATCH', `/company/events/${event.id}`, org, past);
    const late = await signedInUser(t, `lclate${n}`);
    refused(await api('POST', `/events/${event.slug}/join`, late), 409, 'eventEnded');
  });

  it('keeps old addresses leading to the event through its life', async () => {
    const { org, event } = await world();
    await api('PATCH', `/company/events/${event.id}`, org, { slug: `moved-${n}` });
    await api('POST', `/company/events/${event.id}/cancel`, org);
    const old = await publicRead(event.slug);
    expect(old.statusCode).toBe(308);
    expect(old.headers.location).toBe(`moved-${n}`);
  });
});
