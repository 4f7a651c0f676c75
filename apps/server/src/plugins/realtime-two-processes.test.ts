import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { call, eventWithAttendees } from '../test/event-fixture.js';
import { boardReader, type BoardReader } from '../test/board-reader.js';
import { startServerProcess, type ServerProcess } from '../test/server-process.js';
import { signedInClient } from '../test/ws.js';

/**
 * Two real server processes on one PostgreSQL database (PGlite lives inside one process, so this
 * runs in the PostgreSQL pass only): live delivery crosses processes through LISTEN/NOTIFY, and
 * the clients of a process killed with SIGKILL reconnect to the other and resync, losing nothing.
 */
const members = ['ana', 'ben', 'cy', 'dee'] as const;
let t: TestApp;
let fx: Awaited<ReturnType<typeof eventWithAttendees>>;
let board: string;
let a: ServerProcess;
let b: ServerProcess;
const started: ServerProcess[] = [];
const readers: Partial<Record<(typeof members)[number], BoardReader>> = {};
let dataDir: string | undefined;
/** Set once the balancer (here: the test) has noticed A is gone; until then A's clients retry A. */
let failedOver = false;
const token = (who: { headers: Record<string, string> }) => who.headers.authorization!.replace('Bearer ', '');

describe.skipIf(!process.env.DATABASE_URL)('two server processes on one PostgreSQL', () => {
  beforeAll(async () => {
    // The fixture is written through the app in this process, on a fresh database of its own.
    t = await createTestApp();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mingle-2p-'));
    const env = {
      DATABASE_URL: t.databaseUrl!,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      SMTP_URL: t.mailbox.url,
      APP_URL: 'http://mingle.test',
      SEED_DEMO: 'false',
    };
    const fixture = async () => {
      fx = await eventWithAttendees(t, 'tp', Object.fromEntries(members.map((m) => [m, ['jazz']])));
      const api = call(t);
      board = (await api('POST', `/events/${fx.event.slug}/groups`, fx.org, { name: 'Everyone', icon: '📣' })).json().id;
      for (const m of members) await api('POST', `/events/${fx.event.slug}/attendee/groups/${board}/join`, fx.attendees[m]!);
    };
    // The processes start while the fixture is written (starting them is most of this file's time).
    const start = () => startServerProcess(env).then((p) => (started.push(p), p));
    [a, b] = await Promise.all([start(), start(), fixture()]);
    // ana and ben on A, cy and dee on B, as a balancer spread them.
    for (const m of members) {
      const home = m === 'ana' || m === 'ben' ? a : b;
      readers[m] = boardReader({ token: token(fx.attendees[m]!), event: fx.event.slug, groupId: board, pick: () => (failedOver ? b : home).origin, reconnectMs: 100 });
    }
    await Promise.all(members.map((m) => readers[m]!.connect()));
  }, 120_000);

  afterAll(async () => {
    for (const m of members) readers[m]?.close();
    await Promise.all(started.map((p) => p.kill()));
    await t?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const posted: string[] = [];
  async function post(via: ServerProcess, who: (typeof members)[number], body: string) {
    const res = await fetch(`${via.origin}/api/v1/events/${fx.event.slug}/attendee/groups/${board}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token(fx.attendees[who]!)}`, 'content-type': 'application/json' },
      body: JSON.stringify({ body }),
    });
    expect(res.status).toBe(201);
    const id = ((await res.json()) as { id: string }).id;
    posted.push(id);
    return id;
  }
  const emailOf = (name: string) => `tp${name}@example.com`;
  const everyoneHas = (ids: string[], what: string) => Promise.all(members.map((m) => readers[m]!.until(() => ids.every((id) => readers[m]!.ids().has(id)), `${m} to have ${what}`)));

  it('delivers a post through one process to the clients of the other', async () => {
    expect(a.origin).not.toBe(b.origin);
    const fromA = await post(a, 'ana', 'hello from A');
    const fromB = await post(b, 'cy', 'hello from B');
    await everyoneHas([fromA, fromB], 'both greetings');
  });

  it('an announcement sent through one process reaches live someone on the other, who gets no mail for it', async () => {
    // Dee has the event open on B; the others only their board.
    const dee = await signedInClient(`${b.origin.replace('http', 'ws')}/ws`, fx.attendees.dee!);
    expect(await dee.subscribe({ kind: 'event', event: fx.event.id })).toBe('subscribed');
    const after = t.mailbox.mails.length;
    const res = await fetch(`${a.origin}/api/v1/company/events/${fx.event.id}/announcements`, {
      method: 'POST',
      headers: { ...fx.org.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Doors at nine', body: 'The hall opens at nine.', audience: 'event' }),
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    expect(await dee.next('change', (m) => m.event === 'announcement.published')).toMatchObject({ announcementId: id });
    for (const m of ['ana', 'ben', 'cy'] as const) await t.mailbox.waitForMail(emailOf(m), after);
    // The mail went out in one pass over the same list: had Dee been on it, hers would be here too.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const mailed = t.mailbox.mails.slice(after).filter((mail) => mail.text.includes('The hall opens at nine.'));
    expect(mailed.flatMap((mail) => mail.to).sort()).toEqual(['ana', 'ben', 'cy'].map(emailOf).sort());
    dee.close();
  });

  it('moves the clients of a killed process to the other, losing and doubling nothing', async () => {
    for (let i = 0; i < 6; i++) await post(i % 2 ? b : a, members[i % 4]!, `before ${i}`);
    await everyoneHas(posted, 'the posts before the kill');

    await a.kill('SIGKILL');
    // A's clients keep knocking on A (refused) until the balancer sends them to B; B carries on.
    const during: string[] = [];
    for (let i = 0; i < 6; i++) during.push(await post(b, members[(i % 2) + 2]!, `during ${i}`));
    failedOver = true;
    for (const m of ['ana', 'ben'] as const) await readers[m]!.until(() => readers[m]!.caughtUp() === 2, `${m} to subscribe again and catch up`);
    expect(readers.ana!.origin()).toBe(b.origin);

    for (let i = 0; i < 6; i++) await post(b, members[i % 4]!, `after ${i}`);
    await everyoneHas(posted, 'every post');

    // The server's history is exactly what each client holds: nothing lost, nothing extra.
    const history = await fetch(`${b.origin}/api/v1/events/${fx.event.slug}/attendee/groups/${board}/messages?limit=100`, {
      headers: { authorization: `Bearer ${token(fx.attendees.dee!)}` },
    });
    const ids = ((await history.json()) as { items: { id: string }[] }).items.map((m) => m.id).sort();
    expect(ids).toEqual([...posted].sort());
    for (const m of members) {
      expect([...readers[m]!.ids()].sort(), m).toEqual(ids);
      expect(readers[m]!.doubled(), m).toEqual([]);
    }
    // A's clients got what was said while they were away from the resync; B's never needed one.
    for (const m of ['ana', 'ben'] as const) expect(readers[m]!.resynced().sort(), m).toEqual([...during].sort());
    for (const m of ['cy', 'dee'] as const) expect(readers[m]!.resynced(), m).toEqual([]);
  });
});
