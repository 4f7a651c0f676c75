import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { call, eventWithAttendees } from '../../test/event-fixture.js';
import { signedInUser } from '../../test/users.js';
import { signedInClient, wsClient } from '../../test/ws.js';

let t: TestApp;
let fx: Awaited<ReturnType<typeof eventWithAttendees>>;
let api: ReturnType<typeof call>;
let board: string;
let otherBoard: string;
let wsUrl: string;
const token = (who: { headers: Record<string, string> }) => who.headers.authorization!.replace('Bearer ', '');

beforeAll(async () => {
  t = await createTestApp();
  api = call(t);
  fx = await eventWithAttendees(t, 'm', { ana: ['jazz'], ben: ['jazz'], cy: ['jazz'] });
  board = (await api('POST', `/events/${fx.event.slug}/groups`, fx.org, { name: 'Jazz', icon: '🎷' })).json().id;
  otherBoard = (await api('POST', `/events/${fx.event.slug}/groups`, fx.org, { name: 'Chess', icon: '♟️' })).json().id;
  for (const who of [fx.attendees.ana!, fx.attendees.ben!]) await api('POST', `/events/${fx.event.slug}/attendee/groups/${board}/join`, who);
  await api('POST', `/events/${fx.event.slug}/attendee/groups/${otherBoard}/join`, fx.attendees.ana!);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  wsUrl = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/ws`;
});
afterAll(() => t.close());

const url = (g = board) => `/events/${fx.event.slug}/attendee/groups/${g}/messages`;

describe('message board over HTTP', () => {
  it('posts, replies quoting the parent, edits own, deletes own', async () => {
    const first = await api('POST', url(), fx.attendees.ana!, { body: '  Anyone up for the late set? https://example.com/set  ' });
    expect(first.statusCode).toBe(201);
    // Named as people see them: the full name on the profile, the username beside it.
    expect(first.json()).toMatchObject({ authorName: 'ana Test', authorUsername: 'mana', body: 'Anyone up for the late set? https://example.com/set', parent: null, deleted: false });
    const reply = await api('POST', url(), fx.attendees.ben!, { body: 'Me!', parentId: first.json().id });
    expect(reply.json().parent).toMatchObject({ id: first.json().id, authorName: 'ana Test', body: expect.stringContaining('late set') });
    const edited = await api('PATCH', `${url()}/${first.json().id}`, fx.attendees.ana!, { body: 'Late set at 11?' });
    expect(edited.json()).toMatchObject({ body: 'Late set at 11?', editedAt: expect.any(String) });
    expect((await api('PATCH', `${url()}/${first.json().id}`, fx.attendees.ben!, { body: 'hijack' })).statusCode).toBe(403);
    expect((await api('DELETE', `${url()}/${first.json().id}`, fx.attendees.ben!)).statusCode).toBe(403);
    const gone = await api('DELETE', `${url()}/${reply.json().id}`, fx.attendees.ben!);
    expect(gone.json()).toMatchObject({ deleted: true, body: '', removedByModerator: false });
  });

  it('lets company moderators remove any message, shown as removed', async () => {
    const m = (await api('POST', url(), fx.attendees.ana!, { body: 'spam spam' })).json();
    const removed = await api('DELETE', `${url()}/${m.id}`, fx.org);
    expect(removed.json()).toMatchObject({ deleted: true, removedByModerator: true, body: '' });
  });

  it("lets the event's organisers post, marked as organiser; members' posts are not", async () => {
    const note = await api('POST', url(otherBoard), fx.org, { body: 'Doors open at nine.' });
    expect(note.statusCode).toBe(201);
    // An organiser without a profile at the event goes by the username.
    expect(note.json()).toMatchObject({ authorName: 'morg', authorUsername: 'morg', body: 'Doors open at nine.', byOrganiser: true });
    const answer = (await api('POST', url(otherBoard), fx.attendees.ana!, { body: 'Thanks!', parentId: note.json().id })).json();
    expect(answer).toMatchObject({ byOrganiser: false, parent: { authorName: 'morg' } });
    const read = (await api('GET', url(otherBoard), fx.attendees.ana!)).json().items.find((m: { id: string }) => m.id === note.json().id);
    expect(read.byOrganiser).toBe(true);
  });

  it('lets the organisers pin one message to the top of the board, wherever it is in the history', async () => {
    const pinUrl = (id: string) => `${url(otherBoard)}/${id}/pin`;
    const first = (await api('POST', url(otherBoard), fx.attendees.ana!, { body: 'Schedule: talks at 10, lunch at 1' })).json();
    const second = (await api('POST', url(otherBoard), fx.org, { body: 'Wifi: mingle / makers2026' })).json();
    expect((await api('PUT', pinUrl(first.id), fx.attendees.ana!, { pinned: true })).statusCode).toBe(403);
    expect((await api('PUT', pinUrl(first.id), fx.org, { pinned: true })).json()).toMatchObject({ id: first.id, pinned: true });
    for (let i = 0; i < 3; i++) await api('POST', url(otherBoard), fx.attendees.ana!, { body: `later ${i}` });
    const newest = (await api('GET', `${url(otherBoard)}?limit=2`, fx.attendees.ana!)).json();
    expect(newest.items.map((m: { id: string }) => m.id)).not.toContain(first.id);
    expect(newest.pinned).toMatchObject({ id: first.id, body: 'Schedule: talks at 10, lunch at 1', pinned: true });
    // Pinning another unpins the first; an older page carries no pinned field.
    await api('PUT', pinUrl(second.id), fx.org, { pinned: true });
    expect((await api('GET', url(otherBoard), fx.attendees.ana!)).json().pinned).toMatchObject({ id: second.id });
    const older = (await api('GET', `${url(otherBoard)}?limit=2&before=${newest.items[0].id}`, fx.attendees.ana!)).json();
    expect(older).not.toHaveProperty('pinned');
    expect((await api('GET', url(otherBoard), fx.attendees.ana!)).json().items.find((m: { id: string }) => m.id === first.id).pinned).toBe(false);
    await api('PUT', pinUrl(second.id), fx.org, { pinned: false });
    expect((await api('GET', url(otherBoard), fx.attendees.ana!)).json().pinned).toBeNull();
    await api('DELETE', `${url(otherBoard)}/${first.id}`, fx.attendees.ana!);
    expect((await api('PUT', pinUrl(first.id), fx.org, { pinned: true })).statusCode).toBe(409);
    expect((await api('PUT', pinUrl(first.id), fx.org, { pinned: 'yes' })).json().issues[0]).toMatchObject({ field: 'pinned' });
  });

  it('refuses bad posts and writes nothing', async () => {
    const before = (await api('GET', url(), fx.attendees.ana!)).json().items.length;
    expect((await api('POST', url(), fx.attendees.ana!, { body: '   ' })).json().issues[0]).toMatchObject({ field: 'body', key: 'required' });
    expect((await api('POST', url(), fx.attendees.ana!, { body: 'x'.repeat(2001) })).json().issues[0]).toMatchObject({ field: 'body', key: 'tooLong' });
    expect((await api('POST', url(), fx.attendees.cy!, { body: 'not a member' })).statusCode).toBe(403);
    const elsewhere = (await api('POST', url(otherBoard), fx.attendees.ana!, { body: 'chess?' })).json();
    const crossReply = await api('POST', url(), fx.attendees.ana!, { body: 'reply', parentId: elsewhere.id });
    expect(crossReply.json().issues[0]).toMatchObject({ field: 'parentId', key: 'parentNotInGroup' });
    expect((await api('GET', url(), fx.attendees.ana!)).json().items.length).toBe(before);
    const outsider = await signedInUser(t, 'mout');
    expect((await api('GET', url(), outsider)).statusCode).toBe(404);
  });

  it('pages history by cursor and says when there is no more', async () => {
    for (let i = 0; i < 5; i++) await api('POST', url(), fx.attendees.ben!, { body: `note ${i}` });
    const page1 = (await api('GET', `${url()}?limit=3`, fx.attendees.ana!)).json();
    expect(page1.items.map((m: { body: string }) => m.body)).toEqual(['note 2', 'note 3', 'note 4']);
    expect(page1.hasMore).toBe(true);
    let cursor = page1.items[0].id;
    const seen = [...page1.items];
    for (;;) {
      const page = (await api('GET', `${url()}?limit=3&before=${cursor}`, fx.attendees.ana!)).json();
      seen.unshift(...page.items);
      if (!page.hasMore) break;
      cursor = page.items[0].id;
    }
    const seqs = seen.map((m: { seq: number }) => m.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    expect(new Set(seqs).size).toBe(seqs.length);
  });
});

describe('live board over WebSocket', () => {
  it('delivers new, edited and deleted messages to another viewer within a second', async () => {
    const ben = await wsClient(wsUrl);
    ben.send({ type: 'auth', token: token(fx.attendees.ben!) });
    await ben.next('ready');
    ben.send({ type: 'subscribe', channel: { kind: 'group', event: fx.event.slug, groupId: board } });
    await ben.next('subscribed');

    const posted = (await api('POST', url(), fx.attendees.ana!, { body: 'live hello' })).json();
    const created = await ben.next('event', (e) => e.event === 'message.created' && e.messageId === posted.id, 1000);
    expect(created.message).toMatchObject({ body: 'live hello', authorName: 'ana Test', authorUsername: 'mana' });
    await api('PATCH', `${url()}/${posted.id}`, fx.attendees.ana!, { body: 'live hello!' });
    expect((await ben.next('event', (e) => e.event === 'message.updated', 1000)).message?.body).toBe('live hello!');
    await api('DELETE', `${url()}/${posted.id}`, fx.attendees.ana!);
    expect((await ben.next('event', (e) => e.event === 'message.deleted', 1000)).message?.deleted).toBe(true);
    ben.close();
  });

  it('resyncs after a dropped connection: nothing lost, nothing twice', async () => {
    const ben = await wsClient(wsUrl);
    ben.send({ type: 'auth', token: token(fx.attendees.ben!) });
    await ben.next('ready');
    ben.send({ type: 'subscribe', channel: { kind: 'group', event: fx.event.slug, groupId: board } });
    const { at } = await ben.next('subscribed');
    const seen = new Map<string, string>();
    const before = (await api('POST', url(), fx.attendees.ana!, { body: 'before drop' })).json();
    const live = await ben.next('event', (e) => e.messageId === before.id);
    seen.set(live.messageId, live.message!.body);
    ben.socket.terminate(); // the phone loses the network

    const missed = [];
    for (const body of ['while away 1', 'while away 2']) missed.push((await api('POST', url(), fx.attendees.ana!, { body })).json());
    await api('PATCH', `${url()}/${before.id}`, fx.attendees.ana!, { body: 'before drop (edited)' });

    // Reconnect, re-subscribe, then fetch what changed since the last event seen.
    const again = await wsClient(wsUrl);
    again.send({ type: 'auth', token: token(fx.attendees.ben!) });
    await again.next('ready');
    again.send({ type: 'subscribe', channel: { kind: 'group', event: fx.event.slug, groupId: board } });
    await again.next('subscribed');
    const resync = (await api('GET', `${url()}?changedSince=${encodeURIComponent(live.at ?? at)}`, fx.attendees.ben!)).json();
    for (const m of resync.items) seen.set(m.id, m.body);
    expect(seen.get(before.id)).toBe('before drop (edited)');
    for (const m of missed) expect(seen.get(m.id)).toBe(m.body);
    expect(resync.items.filter((m: { id: string }) => m.id === before.id)).toHaveLength(1);
    expect(resync.restart).toBeUndefined();

    // Away long enough for more changes than one answer holds: one request still, answered with the newest page to start again from.
    const cursor = new Date().toISOString();
    for (let i = 1; i <= 4; i++) await api('POST', url(), fx.attendees.ana!, { body: `busy ${i}` });
    const long = (await api('GET', `${url()}?changedSince=${encodeURIComponent(cursor)}&limit=3`, fx.attendees.ben!)).json();
    expect(long).toMatchObject({ restart: true, hasMore: true, pinned: null });
    expect(long.items.map((m: { body: string }) => m.body)).toEqual(['busy 2', 'busy 3', 'busy 4']);
    again.close();
  });

  it('refuses subscriptions the HTTP route would refuse, bad tokens and foreign origins', async () => {
    const outsider = await signedInUser(t, 'wsout');
    const c = await wsClient(wsUrl);
    c.send({ type: 'auth', token: token(outsider) });
    await c.next('ready');
    c.send({ type: 'subscribe', channel: { kind: 'group', event: fx.event.slug, groupId: board } });
    expect(await c.next('error')).toMatchObject({ code: 404 });
    // A member listening on the board shows when the post has gone out to every listener.
    const member = await signedInClient(wsUrl, fx.attendees.ben!);
    expect(await member.subscribe({ kind: 'group', event: fx.event.slug, groupId: board })).toBe('subscribed');
    const posted = (await api('POST', url(), fx.attendees.ana!, { body: 'private' })).json();
    await member.next('event', (m) => m.messageId === posted.id);
    await c.settled();
    expect(c.received.some((m) => m.type === 'event')).toBe(false);
    for (const s of [c, member]) s.close();

    const bad = await wsClient(wsUrl);
    bad.send({ type: 'auth', token: 'not-a-token' });
    await bad.next('error');
    expect((await bad.whenClosed()).code).toBe(4401);

    await expect(wsClient(wsUrl, { origin: 'https://evil.example' })).rejects.toThrow(/403/);
  });
});
