import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { call, eventWithAttendees, scanCode, type Who } from '../test/event-fixture.js';

let t: TestApp;
let fx: Awaited<ReturnType<typeof eventWithAttendees>>;
let api: ReturnType<typeof call>;
let board: string;
let closed: string;
let chat: string;
let gathering: string;

const keyed = (who: Who, key: string) => ({ headers: { ...who.headers, 'idempotency-key': key } });
const boardUrl = (g = board) => `/events/${fx.event.slug}/attendee/groups/${g}/messages`;
const chatUrl = () => `/events/${fx.event.slug}/connections/${chat}/messages`;
const bodies = async (url: string, who: Who) => ((await api('GET', url, who)).json().items as { body: string }[]).map((m) => m.body);
const keptRows = async () => Number(((await t.database.db.execute(sql`select count(*)::int as n from idempotency_keys`)) as unknown as { rows: { n: number }[] }).rows[0]!.n);

beforeAll(async () => {
  t = await createTestApp();
  api = call(t);
  fx = await eventWithAttendees(t, 'idem', { ana: ['jazz'], ben: ['jazz'], cy: ['jazz'] });
  board = (await api('POST', `/events/${fx.event.slug}/groups`, fx.org, { name: 'Jazz', icon: '🎷' })).json().id;
  closed = (await api('POST', `/events/${fx.event.slug}/groups`, fx.org, { name: 'Chess', icon: '♟️' })).json().id;
  for (const who of [fx.attendees.ana!, fx.attendees.ben!]) await api('POST', `/events/${fx.event.slug}/attendee/groups/${board}/join`, who);
  chat = (await scanCode(t, fx.event.slug, fx.attendees.ben!, fx.attendees.ana!)).json().connection.connectionId;
  gathering = (
    await api('POST', `/events/${fx.event.slug}/attendee/groups/${board}/gatherings`, fx.attendees.ana!, {
      title: 'Late set',
      startDate: '2099-06-11',
      startHour: '21:00',
      endHour: '23:00',
      location: 'Cellar',
      description: 'Bring ears',
    })
  ).json().id;
});
afterAll(() => t.close());

describe('an Idempotency-Key on the changes a phone queues offline', () => {
  it('answers a repeated board post as the first time and posts it once', async () => {
    const key = randomUUID();
    const first = await api('POST', boardUrl(), keyed(fx.attendees.ana!, key), { body: 'Queued on the train' });
    const again = await api('POST', boardUrl(), keyed(fx.attendees.ana!, key), { body: 'Queued on the train' });
    expect(first.statusCode).toBe(201);
    expect([again.statusCode, again.json()]).toEqual([201, first.json()]);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect((await bodies(boardUrl(), fx.attendees.ben!)).filter((b) => b === 'Queued on the train')).toHaveLength(1);
  });

  it('answers a repeated chat message as the first time and sends it once', async () => {
    const key = randomUUID();
    const first = await api('POST', chatUrl(), keyed(fx.attendees.ana!, key), { body: 'See you at the bar' });
    const again = await api('POST', chatUrl(), keyed(fx.attendees.ana!, key), { body: 'See you at the bar' });
    expect([again.statusCode, again.json()]).toEqual([201, first.json()]);
    expect((await bodies(chatUrl(), fx.attendees.ben!)).filter((b) => b === 'See you at the bar')).toHaveLength(1);
  });

  it('answers a repeated join and attendance as the first time', async () => {
    const joinUrl = `/events/${fx.event.slug}/attendee/groups/${board}/join`;
    const key = randomUUID();
    const joined = await api('POST', joinUrl, keyed(fx.attendees.cy!, key), {});
    expect(joined.statusCode).toBe(200);
    const again = await api('POST', joinUrl, keyed(fx.attendees.cy!, key), {});
    expect([again.statusCode, again.json()]).toEqual([200, joined.json()]);

    const attendance = `/events/${fx.event.slug}/attendee/groups/${board}/gatherings/${gathering}/attendance`;
    const going = randomUUID();
    const first = await api('PUT', attendance, keyed(fx.attendees.cy!, going), { status: 'going' });
    // Ana proposed it, so she is going too.
    expect(first.json()).toMatchObject({ myStatus: 'going', goingCount: 2 });
    // Undone since (a later change, its own key); the late repeat of "going" changes nothing.
    await api('PUT', attendance, keyed(fx.attendees.cy!, randomUUID()), { status: 'none' });
    const late = await api('PUT', attendance, keyed(fx.attendees.cy!, going), { status: 'going' });
    expect([late.statusCode, late.json()]).toEqual([200, first.json()]);
    expect((await api('GET', `/events/${fx.event.slug}/attendee/groups/${board}/gatherings/${gathering}`, fx.attendees.cy!)).json()).toMatchObject({ myStatus: 'none', goingCount: 1 });
  });

  it("keeps keys per person: another person's request with the same key is their own", async () => {
    const key = randomUUID();
    const ana = await api('POST', boardUrl(), keyed(fx.attendees.ana!, key), { body: 'Same key, Ana' });
    const ben = await api('POST', boardUrl(), keyed(fx.attendees.ben!, key), { body: 'Same key, Ben' });
    expect(ben.statusCode).toBe(201);
    expect(ben.json()).toMatchObject({ body: 'Same key, Ben', authorId: fx.attendees.ben!.id });
    expect(ben.json().id).not.toBe(ana.json().id);
    expect(ben.headers['idempotent-replayed']).toBeUndefined();
  });

  it('refuses a key used again for a different change, and a key that is not a UUID, naming the header', async () => {
    const key = randomUUID();
    await api('POST', boardUrl(), keyed(fx.attendees.ana!, key), { body: 'One thing' });
    const other = await api('POST', boardUrl(), keyed(fx.attendees.ana!, key), { body: 'Another thing' });
    expect(other.statusCode).toBe(422);
    expect(other.json().issues).toEqual([expect.objectContaining({ field: 'Idempotency-Key', key: 'idempotencyKeyReused' })]);
    const bad = await api('POST', boardUrl(), keyed(fx.attendees.ana!, 'not-a-uuid'), { body: 'Hello' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toEqual([expect.objectContaining({ field: 'Idempotency-Key' })]);
    expect(await bodies(boardUrl(), fx.attendees.ben!)).not.toContain('Another thing');
  });

  it('makes one message of concurrent requests with one key, and every copy gets its answer', async () => {
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 6 }, () => api('POST', boardUrl(), keyed(fx.attendees.ana!, key), { body: 'Two tabs, one queue' })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(201));
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    expect((await bodies(boardUrl(), fx.attendees.ben!)).filter((b) => b === 'Two tabs, one queue')).toHaveLength(1);
  });

  it('releases the key of a change that was refused, so a repeat is judged afresh', async () => {
    const key = randomUUID();
    const refused = await api('POST', boardUrl(closed), keyed(fx.attendees.ana!, key), { body: 'Let me in' });
    expect(refused.statusCode).toBe(403);
    await api('POST', `/events/${fx.event.slug}/attendee/groups/${closed}/join`, fx.attendees.ana!, {});
    const retried = await api('POST', boardUrl(closed), keyed(fx.attendees.ana!, key), { body: 'Let me in' });
    expect(retried.statusCode).toBe(201);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
  });

  it('takes over a key whose first request was left unfinished by a process that died', async () => {
    const key = randomUUID();
    const first = await api('POST', boardUrl(), keyed(fx.attendees.ana!, key), { body: 'After a crash' });
    // As a process killed mid-request leaves it: claimed a while ago, never answered.
    await t.database.db.execute(sql`update idempotency_keys set status = null, body = null, started_at = now() - interval '2 minutes' where key = ${key}`);
    const again = await api('POST', boardUrl(), keyed(fx.attendees.ana!, key), { body: 'After a crash' });
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
  });

  it('forgets answers after a day', async () => {
    // An answer kept for each of ana and ben; then ben's are a day old.
    for (const who of [fx.attendees.ana!, fx.attendees.ben!]) expect((await api('POST', boardUrl(), keyed(who, randomUUID()), { body: 'Kept for a day' })).statusCode).toBe(201);
    const bens = async () => ((await t.database.db.execute(sql`select user_id from idempotency_keys where user_id = ${fx.attendees.ben!.id}`)) as unknown as { rows: unknown[] }).rows;
    const before = await keptRows();
    const bensBefore = (await bens()).length;
    expect(bensBefore).toBeGreaterThan(0);
    expect(before).toBeGreaterThan(bensBefore);
    await t.database.db.execute(sql`update idempotency_keys set expires_at = now() - interval '1 second' where user_id = ${fx.attendees.ben!.id}`);
    await t.app.idempotencyKeys.sweep();
    expect(await keptRows()).toBe(before - bensBefore);
    expect(await bens()).toEqual([]);
  });
});
