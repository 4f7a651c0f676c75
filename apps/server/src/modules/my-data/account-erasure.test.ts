import crypto from 'node:crypto';
import sharp from 'sharp';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { call, eventWithAttendees, scanCode, type Who } from '../../test/event-fixture.js';
import { TEST_PASSWORD, companyMember, multipart, signedInUser } from '../../test/users.js';
import { blocks, connectionRequests, eventRemovals, memberships, rateLimits, reports } from '../../db/schema/index.js';

/**
 * Deleting an account leaves no personal field behind (decision 020): after a person who did
 * everything there is to do deletes their account, every table of the real database is read
 * (listed from information_schema, so a table added later is read too) and no row may contain
 * their id, email, username, names, hometown or photo.
 */
let t: TestApp;
let api: ReturnType<typeof call>;

const png = () =>
  sharp({ create: { width: 90, height: 90, channels: 3, background: { r: 20, g: 160, b: 90 } } })
    .png()
    .toBuffer();
async function upload(who: Who, kind: 'photo' | 'logo') {
  const body = multipart({ kind }, { name: `${kind}.png`, type: 'image/png', data: await png() });
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/uploads', payload: body.payload, headers: { ...who.headers, ...body.headers } });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json() as { id: string; url: string };
}
const must = async (res: Promise<{ statusCode: number; body: string; json(): unknown }>) => {
  const r = await res;
  if (r.statusCode >= 300) throw new Error(`setup: ${r.statusCode} ${r.body}`);
  return r.json() as Record<string, unknown> & { id: string };
};

beforeAll(async () => {
  t = await createTestApp();
  api = call(t);
});
afterAll(() => t?.close());

/** Each victim's hometown is a town of her own, so no other victim's rows carry it. */
const HOMETOWNS = ['Reykjav', 'Nuuk'];
let victims = 0;
/**
 * Each test's own victim, zoe, who did everything there is to do; `needles` are what must not
 * outlive her account: her id, email, username, names and hometown (all hers alone: a tag of her
 * own is in every word).
 */
async function victim() {
  const n = victims++;
  const tag = crypto.randomUUID().replaceAll('-', '').slice(0, 10);
  const fx = await eventWithAttendees(t, `er${n}`, { kofi: ['hiking'], mei: ['jazz'] });
  const { kofi, mei } = fx.attendees as Record<'kofi' | 'mei', Who>;
  const slug = fx.event.slug;
  const username = `zqvictim${tag}`;
  const [firstName, lastName] = [`Zephyrine${tag}`, `Quillfeather${tag}`];
  const zoe = await signedInUser(t, username);
  const reykjavik = (await api('GET', `/places?q=${encodeURIComponent(HOMETOWNS[n]!)}`, zoe)).json()[0] as { id: string; displayName: string; name: string };
  const three = ['country:MN', 'country:BT', 'country:MG'];
  const needles = [zoe.id, zoe.email, username, firstName, lastName, reykjavik.displayName, reykjavik.id];

  // She runs a company with someone else (the other stays and takes over), and made its logo.
  const co = await companyMember(t, `ercolleague${n}`, `er-colleague-co-${n}`);
  await t.database.db.insert(memberships).values({ companyId: co.company.id, userId: zoe.id, role: 'owner' });
  const zoeAtCo = { ...zoe, headers: { ...zoe.headers, 'x-company-id': co.company.id } };
  const logoUrl = (await upload(zoeAtCo, 'logo')).url;
  await must(api('POST', '/company/events', zoeAtCo, { name: 'Colleague Fair', startDate: '2099-08-01', endDate: '2099-08-02', location: 'Hall', organizerUsername: username, timeZone: 'UTC' }));

  // At the event: a profile with a photo, kept for the future; a group, a post, a gathering, marks.
  await must(api('POST', `/events/${slug}/join`, zoe));
  const photo = await upload(zoe, 'photo');
  const photoUrl = photo.url;
  await must(
    api('PUT', `/events/${slug}/profile`, zoe, {
      firstName,
      lastName,
      gender: 'female',
      hometownId: reykjavik.id,
      interests: ['hiking', 'jazz'],
      adventures: three,
      destinations: three,
      keepForFuture: true,
      photoUploadId: photo.id,
    }),
  );
  const group = await must(api('POST', `/events/${slug}/groups`, fx.org, { name: 'Trail crew', icon: '🥾' }));
  const board = `/events/${slug}/attendee/groups/${group.id}`;
  for (const who of [zoe, kofi]) await must(api('POST', `${board}/join`, who));
  const post = await must(api('POST', `${board}/messages`, zoe, { body: 'Who is walking to the lighthouse?' }));
  await must(api('POST', `${board}/messages`, kofi, { body: 'Me! Meet at the gate.', parentId: post.id }));
  const mine = await must(api('POST', `${board}/gatherings`, zoe, { title: 'Lighthouse walk', startDate: '2099-06-11', startHour: '08:00', location: 'Gate' }));
  await must(api('PUT', `${board}/gatherings/${mine.id}/attendance`, kofi, { status: 'going' }));
  const theirs = await must(api('POST', `${board}/gatherings`, kofi, { title: 'Tea', startDate: '2099-06-11', startHour: '16:00', location: 'Cafe' }));
  await must(api('PUT', `${board}/gatherings/${theirs.id}/attendance`, zoe, { status: 'interested' }));

  // A connection with a chat, a request, her QR codes, a block and reports both ways.
  const scan = await scanCode(t, slug, kofi, zoe);
  const connectionId = (scan.json() as { connection: { connectionId: string } }).connection.connectionId;
  await must(api('POST', `/events/${slug}/connections/${connectionId}/messages`, zoe, { body: 'Great walk today' }));
  await must(api('POST', `/events/${slug}/connections/${connectionId}/messages`, kofi, { body: 'It was, thank you' }));
  await t.database.db.insert(connectionRequests).values({ eventId: fx.event.id, fromUserId: zoe.id, toUserId: mei.id });
  await t.database.db.insert(blocks).values({ eventId: fx.event.id, blockerId: zoe.id, blockedId: mei.id });
  await t.database.db.insert(reports).values([
    { eventId: fx.event.id, reporterId: zoe.id, kind: 'profile', targetId: mei.id, targetUserId: mei.id, reason: 'spam' },
    { eventId: fx.event.id, reporterId: mei.id, kind: 'message', targetId: post.id, targetUserId: zoe.id, body: 'Who is walking to the lighthouse?' },
  ]);
  const other = await eventWithAttendees(t, `er${n}x`, {});
  await t.database.db.insert(eventRemovals).values({ eventId: other.event.id, userId: zoe.id, removedBy: other.org.id });

  // Her account's own trails: another session, a failed sign-in, a reset code.
  await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: zoe.email, password: 'Wrong-password1!' } });
  await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: zoe.email, password: TEST_PASSWORD } });
  await t.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email: zoe.email } });
  await t.mailbox.codeFor(zoe.email, t.mailbox.mails.length - 1);
  await api('POST', `/events/${slug}/connections/codes`, zoe);
  return { zoe, needles, photoUrl, logoUrl, slug, marker: `10.250.0.${n + 1}` };
}

/**
 * Resolves once the API throttle has sent the database every hit it counted before this call: a
 * visitor's first hit, from an address of its own, is sent with (or after) all of those, in one
 * batch of the throttle's sync.
 */
async function throttleSynced(slug: string, marker: string) {
  expect((await t.app.inject({ method: 'GET', url: `/api/v1/public/events/${slug}`, remoteAddress: marker })).statusCode).toBe(200);
  await expect
    .poll(
      async () =>
        (
          await t.database.db
            .select()
            .from(rateLimits)
            .where(eq(rateLimits.key, `ip:${marker}`))
        ).length,
      { timeout: 5000 },
    )
    .toBe(1);
}

/** Every row of every table (all schemas but the system ones), as text, with the needles it contains. */
async function rowsContaining(words: string[]) {
  const tables = (await t.database.db.execute(sql`
    select table_schema as schema, table_name as name from information_schema.tables
    where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema') order by 1, 2
  `)) as unknown as { rows: { schema: string; name: string }[] };
  const found: string[] = [];
  for (const { schema, name } of tables.rows) {
    const rows = (await t.database.db.execute(sql.raw(`select t::text as row from "${schema}"."${name}" t`))) as unknown as { rows: { row: string }[] };
    for (const { row } of rows.rows) {
      const hits = words.filter((w) => row.toLowerCase().includes(w.toLowerCase()));
      if (hits.length) found.push(`${schema}.${name}: ${hits.join(', ')} in ${row.slice(0, 160)}`);
    }
  }
  return { tables: tables.rows.map((r) => r.name), found };
}

describe('deleting an account', () => {
  it('finds her everywhere before (the check can fail)', async () => {
    const { needles } = await victim();
    const { tables, found } = await rowsContaining(needles);
    expect(tables).toEqual(expect.arrayContaining(['users', 'profiles', 'group_messages', 'reports', 'kept_profiles', 'uploads']));
    for (const table of [
      'users',
      'sessions',
      'profiles',
      'profile_places',
      'kept_profiles',
      'group_messages',
      'connections',
      'connection_messages',
      'blocks',
      'reports',
      'event_removals',
      'login_attempts',
      'memberships',
      'uploads',
      'events',
    ]) {
      expect(
        found.some((f) => f.startsWith(`public.${table}:`)),
        table,
      ).toBe(true);
    }
  });

  it('leaves no row with her id, email, username, names or hometown, and no file of hers', async () => {
    const { zoe, needles, photoUrl, logoUrl, slug, marker } = await victim();
    const res = await api('DELETE', '/me', zoe, { password: TEST_PASSWORD });
    expect([res.statusCode, res.json()]).toEqual([200, { ok: true }]);
    await throttleSynced(slug, marker); // the API throttle's counters sync after the answer
    expect((await rowsContaining(needles)).found).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: new URL(photoUrl).pathname })).statusCode).toBe(404);
    // Her colleague keeps the company, its event and the logo she made.
    expect((await t.app.inject({ method: 'GET', url: new URL(logoUrl).pathname })).statusCode).toBe(200);
  });
});
