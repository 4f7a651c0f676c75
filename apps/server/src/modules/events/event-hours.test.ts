import ICAL from 'ical.js';
import { englishError, englishValidation, eventPhase, wallClockIn, type ErrorKey } from '@mingle/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { call } from '../../test/event-fixture.js';
import { companyMember, signedInUser } from '../../test/users.js';

/** An event's hours on its own wall clock (decision 036): validation, ended and happening now, the calendar file. */
let t: TestApp;
let api: ReturnType<typeof call>;
beforeAll(async () => {
  t = await createTestApp();
  api = call(t);
});
afterAll(() => t?.close());

let n = 0;
const base = { locationTbd: true, organizerUsername: 'org', timeZone: 'Europe/Lisbon' };
async function organiser() {
  return companyMember(t, `hrorg${++n}`);
}
async function create(org: Awaited<ReturnType<typeof organiser>>, fields: object) {
  return api('POST', '/company/events', org, { name: `Hours ${++n}`, ...base, ...fields });
}
const fieldIssue = (res: { statusCode: number; json: () => { issues?: { field: string; message: string }[] } }) => [res.statusCode, res.json().issues?.[0]?.field, res.json().issues?.[0]?.message];

/** The event clock's day and "HH:MM" a number of minutes from now. */
function at(timeZone: string, minutes: number) {
  const clock = wallClockIn(timeZone, new Date(Date.now() + minutes * 60_000));
  return { date: clock.slice(0, 10), time: clock.slice(11) };
}

describe('event hours are checked', () => {
  it('refuses an end time not after the start on a one-day event, naming the field', async () => {
    const org = await organiser();
    const res = await create(org, { startDate: '2099-06-10', endDate: '2099-06-10', startTime: '18:00', endTime: '09:00' });
    expect(fieldIssue(res)).toEqual([400, 'endTime', englishValidation('endTimeNotAfterStart')]);
    const same = await create(org, { startDate: '2099-06-10', endDate: '2099-06-10', startTime: '09:00', endTime: '09:00' });
    expect(fieldIssue(same)).toEqual([400, 'endTime', englishValidation('endTimeNotAfterStart')]);
    // Over two days, the last day may end earlier on the clock than the first began.
    const twoDays = await create(org, { startDate: '2099-06-10', endDate: '2099-06-11', startTime: '18:00', endTime: '09:00' });
    expect(twoDays.statusCode).toBe(201);
    expect(twoDays.json()).toMatchObject({ startTime: '18:00', endTime: '09:00' });
  });

  it('takes both times or neither, and only HH:MM on a 24-hour clock', async () => {
    const org = await organiser();
    expect(fieldIssue(await create(org, { startDate: '2099-06-10', endDate: '2099-06-10', startTime: '09:00' }))).toEqual([400, 'endTime', englishValidation('timesInPairs')]);
    expect(fieldIssue(await create(org, { startDate: '2099-06-10', endDate: '2099-06-10', endTime: '18:00' }))).toEqual([400, 'startTime', englishValidation('timesInPairs')]);
    expect(fieldIssue(await create(org, { startDate: '2099-06-10', endDate: '2099-06-10', startTime: '9am', endTime: '18:00' }))[0]).toBe(400);
    expect(fieldIssue(await create(org, { startDate: '2099-06-10', endDate: '2099-06-10', startTime: '24:00', endTime: '18:00' }))[1]).toBe('startTime');
    const allDay = await create(org, { startDate: '2099-06-10', endDate: '2099-06-10' });
    expect(allDay.json()).toMatchObject({ startTime: null, endTime: null });
  });

  it('checks an edit against the event as it would be, and clears both times to make it all day', async () => {
    const org = await organiser();
    const event = (await create(org, { startDate: '2099-06-10', endDate: '2099-06-10', startTime: '09:00', endTime: '18:00' })).json() as { id: string; slug: string };
    expect(fieldIssue(await api('PATCH', `/company/events/${event.id}`, org, { startTime: '19:00' }))).toEqual([400, 'endTime', englishValidation('endTimeNotAfterStart')]);
    expect(fieldIssue(await api('PATCH', `/company/events/${event.id}`, org, { endTime: null }))).toEqual([400, 'endTime', englishValidation('timesInPairs')]);
    const later = await api('PATCH', `/company/events/${event.id}`, org, { startTime: '10:30', endTime: '20:00' });
    expect(later.json()).toMatchObject({ startTime: '10:30', endTime: '20:00' });
    const pub = (await t.app.inject({ method: 'GET', url: `/api/v1/public/events/${event.slug}` })).json();
    expect(pub).toMatchObject({ startTime: '10:30', endTime: '20:00', timeZone: 'Europe/Lisbon' });
    const cleared = await api('PATCH', `/company/events/${event.id}`, org, { startTime: null, endTime: null });
    expect(cleared.json()).toMatchObject({ startTime: null, endTime: null });
  });
});

describe('ended and happening now use the end time, on the event clock', () => {
  it('judges one instant differently in Auckland and Los Angeles', () => {
    // 2026-03-10 20:00 UTC is 09:00 on the 11th in Auckland (NZDT) and 13:00 on the 10th in Los Angeles (PDT).
    const now = new Date('2026-03-10T20:00:00Z');
    const auckland = { startDate: '2026-03-11', endDate: '2026-03-11', startTime: '08:00', endTime: '08:59', timeZone: 'Pacific/Auckland' };
    const losAngeles = { startDate: '2026-03-10', endDate: '2026-03-10', startTime: '12:00', endTime: '14:00', timeZone: 'America/Los_Angeles' };
    expect(eventPhase(auckland, now)).toBe('past');
    expect(eventPhase({ ...auckland, endTime: '09:01' }, now)).toBe('live');
    expect(eventPhase(losAngeles, now)).toBe('live');
    expect(eventPhase({ ...losAngeles, startTime: '13:01' }, now)).toBe('upcoming');
    // The same days without hours: Auckland's day is under way, Los Angeles' last day too.
    expect(eventPhase({ ...auckland, startTime: null, endTime: null }, now)).toBe('live');
    expect(eventPhase({ ...losAngeles, endDate: '2026-03-09', startDate: '2026-03-09', startTime: null, endTime: null }, now)).toBe('past');
  });

  it('refuses joins once the end time has passed, while an event under way elsewhere takes them', async () => {
    const org = await organiser();
    const person = await signedInUser(t, `hrp${++n}`);
    const refused = (res: { statusCode: number; json: () => { message: string } }, key: ErrorKey) => expect([res.statusCode, res.json().message]).toEqual([409, englishError(key)]);
    // Auckland: began three hours ago, ended a minute ago (by the days alone it may still be on).
    const nz = 'Pacific/Auckland';
    const [began, ended] = [at(nz, -180), at(nz, -1)];
    const over = (await create(org, { timeZone: nz, startDate: began.date, startTime: began.time, endDate: ended.date, endTime: ended.time })).json() as { id: string; slug: string };
    refused(await api('POST', `/events/${over.slug}/join`, person), 'eventEnded');
    expect((await api('POST', `/company/events/${over.id}/archive`, org)).statusCode).toBe(200);
    // Los Angeles: began a minute ago, ends in three hours: happening now.
    const la = 'America/Los_Angeles';
    const [start, end] = [at(la, -1), at(la, 180)];
    const live = (await create(org, { timeZone: la, startDate: start.date, startTime: start.time, endDate: end.date, endTime: end.time })).json() as { id: string; slug: string };
    expect((await api('POST', `/events/${live.slug}/join`, person)).statusCode).toBe(200);
    refused(await api('POST', `/company/events/${live.id}/archive`, org), 'eventNotEnded');
    // My events: under way, so current; one ended a minute ago at a place is not.
    const late = 'Pacific/Auckland';
    const [s2, e2] = [at(late, -120), at(late, -1)];
    const done = (await create(org, { timeZone: late, startDate: s2.date, startTime: s2.time, endDate: e2.date, endTime: e2.time, registrationOpen: true })).json() as { id: string; slug: string };
    await api('PATCH', `/company/events/${done.id}`, org, { endDate: at(late, 120).date, endTime: at(late, 120).time });
    expect((await api('POST', `/events/${done.slug}/join`, person)).statusCode).toBe(200);
    await api('PATCH', `/company/events/${done.id}`, org, { endDate: e2.date, endTime: e2.time });
    const mine = (await api('GET', '/events/me', person)).json() as { items: { slug: string; current: boolean }[] };
    expect(mine.items.find((e) => e.slug === live.slug)?.current).toBe(true);
    expect(mine.items.find((e) => e.slug === done.slug)?.current).toBe(false);
  });
});

describe('the calendar file of an event with hours', () => {
  function parse(text: string) {
    const cal = new ICAL.Component(ICAL.parse(text));
    for (const tz of cal.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(tz);
    return cal.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
  }

  it('is a timed VEVENT on the event clock with its TZID, from the first day start to the last day end', async () => {
    const org = await organiser();
    const event = (await create(org, { timeZone: 'Pacific/Auckland', startDate: '2099-01-14', endDate: '2099-01-15', startTime: '09:30', endTime: '17:00' })).json() as { slug: string };
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/events/${event.slug}/calendar.ics` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('DTSTART;TZID=Pacific/Auckland:20990114T093000');
    expect(res.body).toContain('DTEND;TZID=Pacific/Auckland:20990115T170000');
    expect(res.body).toContain('BEGIN:VTIMEZONE');
    const [e] = parse(res.body);
    // NZDT in January: UTC+13.
    expect(e!.startDate.toJSDate().toISOString()).toBe('2099-01-13T20:30:00.000Z');
    expect(e!.endDate.toJSDate().toISOString()).toBe('2099-01-15T04:00:00.000Z');
  });

  it('stays whole days without hours', async () => {
    const org = await organiser();
    const event = (await create(org, { startDate: '2099-01-14', endDate: '2099-01-15' })).json() as { slug: string };
    const body = (await t.app.inject({ method: 'GET', url: `/api/v1/events/${event.slug}/calendar.ics` })).body;
    expect(body).toContain('DTSTART;VALUE=DATE:20990114');
    expect(body).toContain('DTEND;VALUE=DATE:20990116');
    expect(body).not.toContain('TZID');
  });
});
