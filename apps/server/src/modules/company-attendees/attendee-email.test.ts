import { sql } from 'drizzle-orm';
import { ATTENDEES_CSV } from '@mingle/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { call, eventWithAttendees } from '../../test/event-fixture.js';
import { companyMember } from '../../test/users.js';

let t: TestApp;
let api: ReturnType<typeof call>;
let events = 0;

beforeAll(async () => {
  t = await createTestApp();
  api = call(t);
});
afterAll(() => t.close());

const rowsOf = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .slice(1, -1);

describe("an attendee's e-mail for the organisers", () => {
  it('is kept from them until the attendee shares it, and gone again when they stop', async () => {
    const fx = await eventWithAttendees(t, `ae${++events}`, { ana: ['jazz'], ben: ['jazz'] });
    const ana = fx.attendees.ana!;
    const sharing = `/events/${fx.event.slug}/email-sharing`;
    const emailsSeen = async () => {
      const list = (await api('GET', `/company/events/${fx.event.id}/attendees`, fx.org)).json().items as { username: string; email: string | null }[];
      const csv = rowsOf((await api('GET', `/company/events/${fx.event.id}/attendees.csv`, fx.org)).body);
      return { list: Object.fromEntries(list.map((a) => [a.username, a.email])), csv: csv.map((r) => r.split(',')[3]) };
    };

    expect((await api('GET', sharing, ana)).json()).toEqual({ shared: false });
    expect(await emailsSeen()).toEqual({ list: { [`ae${events}ana`]: null, [`ae${events}ben`]: null }, csv: ['', ''] });

    expect((await api('PUT', sharing, ana, { shared: true })).json()).toEqual({ shared: true });
    expect((await api('GET', sharing, ana)).json()).toEqual({ shared: true });
    const shared = await emailsSeen();
    expect(shared.list).toEqual({ [`ae${events}ana`]: `ae${events}ana@example.com`, [`ae${events}ben`]: null });
    expect(shared.csv.sort()).toEqual(['', `ae${events}ana@example.com`]);

    await api('PUT', sharing, ana, { shared: false });
    expect((await emailsSeen()).list[`ae${events}ana`]).toBeNull();
  });

  it('is the attendee’s own choice: bad input names the field, and outsiders find no event', async () => {
    const fx = await eventWithAttendees(t, `ae${++events}`, { ana: ['jazz'] });
    const sharing = `/events/${fx.event.slug}/email-sharing`;
    expect((await api('PUT', sharing, fx.attendees.ana!, { shared: 'yes' })).json().issues[0]).toMatchObject({ field: 'shared', key: 'invalidValue' });
    expect((await api('PUT', sharing, fx.org, { shared: true })).statusCode).toBe(404);
    const other = await companyMember(t, `ae${events}other`);
    expect((await api('GET', sharing, other)).statusCode).toBe(404);
  });
});

describe('the CSV export', () => {
  it('streams every attendee, past one batch', async () => {
    const fx = await eventWithAttendees(t, `ae${++events}`, {});
    const many = ATTENDEES_CSV.batch + 7;
    const tag = `aebulk${events}`;
    // Accounts and joins written straight into the tables: the export, not the sign-up, is under test.
    await t.database.db.execute(sql`
      with made as (
        insert into users (email, username, password_hash, email_verified_at)
        select ${tag} || n || '@example.com', ${tag} || n, 'x', now() from generate_series(1, ${many}) n
        returning id
      )
      insert into event_attendees (event_id, user_id) select ${fx.event.id}::uuid, id from made`);
    const res = await api('GET', `/company/events/${fx.event.id}/attendees.csv`, fx.org);
    const rows = rowsOf(res.body);
    expect(rows).toHaveLength(many);
    expect(new Set(rows.map((r) => r.split(',')[2])).size).toBe(many);
  });
});
