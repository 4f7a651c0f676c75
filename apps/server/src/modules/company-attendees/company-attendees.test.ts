import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTENDEES_CSV } from '@mingle/contracts';
import { createTestApp, type TestApp } from '../../test/app.js';
import { call, eventWithAttendees, type Who, scanCode } from '../../test/event-fixture.js';
import { companyMember, signedInUser } from '../../test/users.js';
import { companyAttendeesRepo } from './company-attendees.repo.js';

let t: TestApp;
let fx: Awaited<ReturnType<typeof eventWithAttendees>>;
let api: ReturnType<typeof call>;
let zed: Who;

const FORMULA = '=HYPERLINK("http://evil.example","Hi")';
const list = (query = '', who: { headers: Record<string, string> } = fx.org) => api('GET', `/company/events/${fx.event.id}/attendees${query}`, who);
const names = (res: { json(): { items: { username: string }[] } }) => res.json().items.map((a) => a.username);

// Joined in this order: ana, ben, cy, dee (no profile), eli, then zed with a formula for a name.
beforeAll(async () => {
  t = await createTestApp();
  api = call(t);
  fx = await eventWithAttendees(t, 'ka', { ana: ['jazz'], ben: ['jazz'], cy: ['chess'], dee: [], eli: ['chess'] }, { expectedAttendees: 40 });
  const { ana, ben, cy, dee, eli } = fx.attendees as Record<string, Who>;
  const ev = fx.event.slug;

  zed = await signedInUser(t, 'kazed');
  await api('POST', `/events/${ev}/join`, zed);
  const profile = (await api('GET', `/events/${ev}/profile`, ana!)).json();
  const saved = await api('PUT', `/events/${ev}/profile`, zed, {
    firstName: FORMULA,
    lastName: 'Smith, "Jr."',
    gender: 'other',
    hometownId: profile.hometown.id,
    interests: ['jazz'],
    adventures: profile.adventures.map((p: { id: string }) => p.id),
    destinations: profile.destinations.map((p: { id: string }) => p.id),
  });
  expect(saved.statusCode).toBe(200);

  // Groups: ana and ben in Jazz; ana also in a group the organiser then removed (not counted).
  const jazz = (await api('POST', `/events/${ev}/groups`, fx.org, { name: 'Jazz', icon: '🎷' })).json();
  const gone = (await api('POST', `/events/${ev}/groups`, fx.org, { name: 'Gone', icon: '👻' })).json();
  for (const who of [ana!, ben!]) await api('POST', `/events/${ev}/attendee/groups/${jazz.id}/join`, who);
  await api('POST', `/events/${ev}/attendee/groups/${gone.id}/join`, ana!);
  await api('DELETE', `/events/${ev}/groups/${gone.id}`, fx.org);

  // Connections: eli with dee and with ana; ana's with cy was removed (not counted).
  await scanCode(t, ev, dee!, eli!);
  await scanCode(t, ev, eli!, ana!);
  const removed = (await scanCode(t, ev, ana!, cy!)).json();
  await api('DELETE', `/events/${ev}/connections/${removed.connection.connectionId}`, cy!);
});
afterAll(() => t.close());

describe('the attendee list', () => {
  it('pages newest joins first, with who they are and how they mix', async () => {
    const first = await list('?pageSize=4');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ page: 1, pageSize: 4, hasMore: true });
    expect(names(first)).toEqual(['kazed', 'kaeli', 'kadee', 'kacy']);
    const second = (await list('?pageSize=4&page=2')).json();
    expect(second).toMatchObject({ page: 2, hasMore: false });
    expect(second.items.map((a: { username: string }) => a.username)).toEqual(['kaben', 'kaana']);

    const all = Object.fromEntries((await list()).json().items.map((a: { username: string }) => [a.username, a]));
    expect(all.kaana).toEqual({
      userId: fx.attendees.ana!.id,
      username: 'kaana',
      firstName: 'ana',
      lastName: 'Test',
      joinedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      // Not shared with the organisers (the default).
      email: null,
      profileDone: true,
      groupCount: 1,
      connectionCount: 1,
      photoUrl: null,
      checkedInAt: null,
    });
    expect(all.kadee).toMatchObject({ firstName: null, lastName: null, profileDone: false, groupCount: 0, connectionCount: 1 });
    expect(all.kaeli).toMatchObject({ groupCount: 0, connectionCount: 2 });
    expect(all.kaben).toMatchObject({ groupCount: 1, connectionCount: 0 });
    expect(all.kacy).toMatchObject({ groupCount: 0, connectionCount: 0 });
  });

  it('searches first, last, full and user names, case-insensitively, with wildcards taken literally', async () => {
    expect(names(await list('?q=ANA'))).toEqual(['kaana']);
    expect(names(await list('?q=kadee'))).toEqual(['kadee']);
    expect(names(await list(`?q=${encodeURIComponent('cy test')}`))).toEqual(['kacy']);
    expect(names(await list('?q=smith'))).toEqual(['kazed']);
    expect(names(await list('?q=test'))).toEqual(['kaeli', 'kacy', 'kaben', 'kaana']);
    for (const wildcard of ['%', '_', '\\']) expect(names(await list(`?q=${encodeURIComponent(wildcard)}`))).toEqual([]);
    expect(names(await list('?q=%20%20'))).toHaveLength(6); // only spaces: no search
  });

  it('is for the company running the event, by id or slug', async () => {
    expect((await api('GET', `/company/events/${fx.event.slug}/attendees`, fx.org)).statusCode).toBe(200);
    const other = await companyMember(t, 'kaother');
    for (const url of [`/company/events/${fx.event.id}/attendees`, `/company/events/${fx.event.slug}/attendees.csv`]) {
      expect((await api('GET', url, other)).statusCode).toBe(404);
      expect((await api('GET', url, fx.attendees.ana!)).statusCode).toBe(403);
    }
    expect((await list('?pageSize=101')).statusCode).toBe(400);
  });

  it('walks the same rows in batches after a cursor as in numbered pages', async () => {
    const rows = [];
    let after;
    for (;;) {
      const batch = await companyAttendeesRepo.list(t.database.db, fx.event.id, { limit: 4, after });
      rows.push(...batch);
      if (batch.length < 4) break;
      after = batch.at(-1)!.cursor;
    }
    expect(rows.map((r) => r.username)).toEqual(names(await list()));
  });
});

describe('the CSV export', () => {
  const csv = (query = '') => api('GET', `/company/events/${fx.event.slug}/attendees.csv${query}`, fx.org);
  const lines = (body: string) => body.replace(/^\uFEFF/, '').split('\r\n');

  it('is an attachment named after the event, UTF-8 with a BOM and a header row', async () => {
    const res = await csv();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${fx.event.slug}-attendees.csv"`);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header, ...rest] = lines(res.body);
    expect(header).toBe(ATTENDEES_CSV.columns.join(','));
    expect(header).toBe('First name,Last name,Username,Email (if shared),Joined (UTC),Profile done,Groups joined,Connections,Checked in (UTC)');
    expect(rest.at(-1)).toBe(''); // every record ends with CRLF
    expect(rest.slice(0, -1)).toHaveLength(6);
    expect(rest).toContainEqual(expect.stringMatching(/^ana,Test,kaana,,\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,yes,1,1,$/));
    expect(rest).toContainEqual(expect.stringMatching(/^,,kadee,,.+,no,0,1,$/));
  });

  it('neutralises formulas and quotes per RFC 4180', async () => {
    const [, zedRow] = lines((await csv('?q=kazed')).body);
    expect(zedRow).toMatch(/^"'=HYPERLINK\(""http:\/\/evil\.example"",""Hi""\)","Smith, ""Jr\.""",kazed,/);
  });

  it('is published in OpenAPI as text/csv', async () => {
    const docs = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const get = docs.paths['/api/v1/company/events/{id}/attendees.csv'].get;
    expect(Object.keys(get.responses['200'].content)).toEqual(['text/csv']);
    expect(get.parameters.map((p: { name: string }) => p.name).sort()).toEqual(['id', 'q']);
  });

  it('applies the search to the whole list', async () => {
    const rows = lines((await csv('?q=test')).body).slice(1, -1);
    expect(rows.map((r) => r.split(',')[2])).toEqual(['kaeli', 'kacy', 'kaben', 'kaana']);
    expect(lines((await csv('?q=nobody')).body)).toEqual([ATTENDEES_CSV.columns.join(','), '']);
  });
});
