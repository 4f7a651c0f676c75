import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { call, eventWithAttendees } from '../../test/event-fixture.js';
import { companyMember, signedInUser } from '../../test/users.js';

let t: TestApp;
let api: ReturnType<typeof call>;
let fx: Awaited<ReturnType<typeof eventWithAttendees>>;
let groups = 0;

beforeAll(async () => {
  t = await createTestApp();
  api = call(t);
  // Under way (UTC) from 2020 to 2099: any day is one of its days, and its clock is UTC.
  fx = await eventWithAttendees(t, 'gc', { ana: ['yoga'], ben: ['yoga'], cy: ['yoga'] }, { startDate: '2020-01-01', endDate: '2099-12-31', timeZone: 'UTC' });
});
afterAll(() => t.close());

const future = { title: 'Sunrise yoga', startDate: '2099-06-11', startHour: '07:00', location: 'Rooftop' };

/** A group of the test's own with ana and ben in it, and ana's Sunrise yoga in it. */
async function sunriseYoga(fields: object = {}) {
  const slug = fx.event.slug;
  const groupId = (await api('POST', `/events/${slug}/groups`, fx.org, { name: `Yoga ${++groups}`, icon: '🧘' })).json().id as string;
  for (const who of [fx.attendees.ana!, fx.attendees.ben!]) await api('POST', `/events/${slug}/attendee/groups/${groupId}/join`, who);
  const url = `/events/${slug}/attendee/groups/${groupId}/gatherings`;
  const res = await api('POST', url, fx.attendees.ana!, { ...future, ...fields });
  if (res.statusCode !== 201) throw new Error(res.body);
  const id = res.json().id as string;
  return { groupId, url, id, at: `${url}/${id}` };
}

describe('cancelling a gathering', () => {
  it('keeps it listed as cancelled, closes answers and edits, and mails the people going once', async () => {
    const g = await sunriseYoga();
    expect((await api('PUT', `${g.at}/attendance`, fx.attendees.ben!, { status: 'going' })).statusCode).toBe(200);
    const before = t.mailbox.mails.length;

    const res = await api('POST', `${g.at}/cancel`, fx.attendees.ana!, { message: 'Rain all morning, sorry!' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ cancelled: true, cancelNote: 'Rain all morning, sorry!', canEdit: false });

    const mail = await t.mailbox.waitForMail('gcben@example.com', before);
    expect(mail.text).toContain('Subject: Cancelled: Sunrise yoga');
    expect(mail.text).toContain('has been cancelled by ana Test');
    expect(mail.text).toContain('Rain all morning, sorry!');
    // A second cancel answers as the first and tells nobody again; the canceller gets no mail.
    const again = await api('POST', `${g.at}/cancel`, fx.attendees.ana!, { message: 'changed my mind' });
    expect(again.json()).toMatchObject({ cancelled: true, cancelNote: 'Rain all morning, sorry!' });
    await t.app.background.drain();
    const sent = t.mailbox.mails.slice(before);
    expect(sent.filter((m) => m.text.includes('Cancelled: Sunrise yoga')).flatMap((m) => m.to)).toEqual(['gcben@example.com']);

    const going = await api('PUT', `${g.at}/attendance`, fx.attendees.cy!, { status: 'going' });
    expect(going.statusCode).toBe(409);
    expect(going.json().message).toBe('This gathering was cancelled. It can no longer be changed or answered.');
    // Taking an answer back stays possible.
    expect((await api('PUT', `${g.at}/attendance`, fx.attendees.ben!, { status: 'none' })).json()).toMatchObject({ myStatus: 'none', cancelled: true });
    expect((await api('PATCH', g.at, fx.attendees.ana!, { title: 'Indoor yoga' })).statusCode).toBe(409);
    const listed = (await api('GET', g.url, fx.attendees.cy!)).json().items;
    expect(listed).toEqual([expect.objectContaining({ id: g.id, cancelled: true, cancelNote: 'Rain all morning, sorry!' })]);
  });

  it('lets the organisers cancel any gathering, and nobody else but its creator', async () => {
    const g = await sunriseYoga();
    const other = await companyMember(t, 'gcother');
    const stranger = await signedInUser(t, 'gcstranger');
    expect((await api('POST', `${g.at}/cancel`, fx.attendees.ben!, {})).statusCode).toBe(403);
    expect((await api('POST', `${g.at}/cancel`, other, {})).statusCode).toBe(404);
    expect((await api('POST', `${g.at}/cancel`, stranger, {})).statusCode).toBe(404);
    expect((await api('POST', `${g.at}/cancel`, fx.org, { message: 'x'.repeat(501) })).json().issues[0]).toMatchObject({ field: 'message', key: 'tooLong' });
    const before = t.mailbox.mails.length;
    expect((await api('POST', `${g.at}/cancel`, fx.org, {})).json()).toMatchObject({ cancelled: true, cancelNote: null });
    // ana (its creator, going) hears it from the organisers.
    const mail = await t.mailbox.waitForMail('gcana@example.com', before);
    expect(mail.text).toContain('has been cancelled by the organisers');
  });

  it('is not reminded, and calendar files mark it cancelled', async () => {
    const soon = new Date(Date.now() + 20 * 60_000);
    const g = await sunriseYoga({ startDate: soon.toISOString().slice(0, 10), startHour: soon.toISOString().slice(11, 16) });
    expect((await api('POST', `${g.at}/cancel`, fx.attendees.ana!, {})).statusCode).toBe(200);
    expect((await t.app.gatheringReminders.sweep()).filter((r) => r.gatheringId === g.id)).toEqual([]);
    const ics = await api('GET', `${g.at}/calendar.ics`, fx.attendees.ana!);
    expect(ics.body).toContain('STATUS:CANCELLED');
  });
});

describe('deleting a gathering', () => {
  it('deletes one nobody but its creator answered, for its creator or the organisers', async () => {
    const mine = await sunriseYoga();
    expect((await api('GET', mine.at, fx.attendees.ana!)).json()).toMatchObject({ canDelete: true });
    expect((await api('GET', mine.at, fx.attendees.ben!)).json()).toMatchObject({ canDelete: false });
    expect((await api('DELETE', mine.at, fx.attendees.ben!)).statusCode).toBe(403);
    expect((await api('DELETE', mine.at, fx.attendees.ana!)).statusCode).toBe(200);
    expect((await api('GET', mine.at, fx.attendees.ana!)).statusCode).toBe(404);
    expect((await api('GET', mine.url, fx.attendees.ana!)).json().items).toEqual([]);
    // Gone is gone: a repeat, or an answer after it, finds nothing.
    expect((await api('DELETE', mine.at, fx.attendees.ana!)).statusCode).toBe(404);
    expect((await api('PUT', `${mine.at}/attendance`, fx.attendees.ben!, { status: 'going' })).statusCode).toBe(404);

    const theirs = await sunriseYoga();
    expect((await api('DELETE', theirs.at, fx.org)).statusCode).toBe(200);
  });

  it('refuses once someone else answered (cancel instead), and allows it again when they take it back', async () => {
    const g = await sunriseYoga();
    await api('PUT', `${g.at}/attendance`, fx.attendees.ben!, { status: 'interested' });
    expect((await api('GET', g.at, fx.attendees.ana!)).json()).toMatchObject({ canDelete: false });
    const refused = await api('DELETE', g.at, fx.attendees.ana!);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('People have already answered this gathering. Cancel it instead, so they are told.');
    expect((await api('GET', g.at, fx.attendees.ana!)).statusCode).toBe(200);
    await api('PUT', `${g.at}/attendance`, fx.attendees.ben!, { status: 'none' });
    expect((await api('DELETE', g.at, fx.attendees.ana!)).statusCode).toBe(200);
  });
});
