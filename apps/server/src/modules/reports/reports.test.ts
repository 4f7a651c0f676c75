import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { call, eventWithAttendees, scanCode, type Who } from '../../test/event-fixture.js';

let t: TestApp;
let api: ReturnType<typeof call>;
let other: Awaited<ReturnType<typeof eventWithAttendees>>;

type Item = { id: string; kind: string; targetId: string; reportCount: number };
let scenes = 0;

/**
 * An event of the test's own: ana and ben on its Talk board, where ben wrote something rude, and
 * in a chat where he did too; cy attends without joining the board.
 */
async function scene() {
  const prefix = `rp${++scenes}`;
  const fx = await eventWithAttendees(t, prefix, { ana: ['jazz'], ben: ['jazz'], cy: ['jazz'] }, { name: 'rp Meetup' });
  const { ana, ben, cy } = fx.attendees as Record<'ana' | 'ben' | 'cy', Who>;
  const slug = fx.event.slug;
  const groupId = (await api('POST', `/events/${slug}/groups`, fx.org, { name: 'Talk', icon: '💬' })).json().id as string;
  for (const who of [ana, ben]) await api('POST', `/events/${slug}/attendee/groups/${groupId}/join`, who);
  const bensMessage = (await api('POST', `/events/${slug}/attendee/groups/${groupId}/messages`, ben, { body: 'Something rude' })).json().id as string;
  const connectionId = (await scanCode(t, slug, ana, ben)).json().connection.connectionId as string;
  const chatMessage = (await api('POST', `/events/${slug}/connections/${connectionId}/messages`, ben, { body: 'Rude in private' })).json().id as string;
  return {
    prefix,
    fx,
    slug,
    ana,
    ben,
    cy,
    groupId,
    bensMessage,
    chatMessage,
    report: (who: Who, payload: object, event = slug) => api('POST', `/events/${event}/reports`, who, payload),
    queue: async () => (await api('GET', `/company/events/${fx.event.id}/reports`, fx.org)).json() as { items: Item[] },
    act: (item: { id: string }, who: Who, payload: object) => api('POST', `/company/events/${slug}/reports/${item.id}/actions`, who, payload),
  };
}
type Scene = Awaited<ReturnType<typeof scene>>;

/**
 * The reports of a scene, as its people would make them: ben's board message by ana (with a
 * reason) and cy, his chat message by ana, his profile by cy (with a reason) and ana.
 */
async function reported(s: Scene, kinds: ('message' | 'chat-message' | 'profile')[] = ['message', 'chat-message', 'profile']) {
  const made: [Who, object][] = [];
  if (kinds.includes('message')) made.push([s.ana, { kind: 'message', targetId: s.bensMessage, reason: 'Insulting people' }], [s.cy, { kind: 'message', targetId: s.bensMessage }]);
  if (kinds.includes('chat-message')) made.push([s.ana, { kind: 'chat-message', targetId: s.chatMessage, reason: 'In our chat' }]);
  if (kinds.includes('profile')) made.push([s.cy, { kind: 'profile', targetId: s.ben.id, reason: 'Fake profile' }], [s.ana, { kind: 'profile', targetId: s.ben.id }]);
  for (const [who, payload] of made) {
    const res = await s.report(who, payload);
    if (res.statusCode !== 201) throw new Error(res.body);
  }
  return s;
}

beforeAll(async () => {
  t = await createTestApp();
  api = call(t);
  // Another event, only read: its person and its organisers are strangers to every scene.
  other = await eventWithAttendees(t, 'ro', { dan: ['jazz'] });
});
afterAll(() => t.close());

describe('reporting', () => {
  it('refuses bad input, naming the field, and writes nothing', async () => {
    const { report, queue, ana, bensMessage } = await scene();
    const cases: [object, string][] = [
      [{ kind: 'gossip', targetId: bensMessage }, 'kind'],
      [{ kind: 'message' }, 'targetId'],
      [{ kind: 'message', targetId: bensMessage, reason: 'x'.repeat(501) }, 'reason'],
    ];
    for (const [payload, field] of cases) {
      const res = await report(ana, payload);
      expect([res.statusCode, res.json().issues[0].field]).toEqual([400, field]);
    }
    expect((await queue()).items).toEqual([]);
  });

  it('refuses your own message or profile (400) and what you cannot see (404)', async () => {
    const { report, queue, ana, ben, cy, bensMessage, chatMessage, slug } = await scene();
    for (const payload of [
      { kind: 'message', targetId: bensMessage },
      { kind: 'profile', targetId: ben.id },
      { kind: 'chat-message', targetId: chatMessage },
    ]) {
      const own = await report(ben, payload);
      expect([own.statusCode, own.json().message]).toEqual([400, 'You cannot report your own message or profile.']);
    }
    // A chat that is not yours, a person of another event, an unknown id, an event you did not join.
    expect((await report(cy, { kind: 'chat-message', targetId: chatMessage })).statusCode).toBe(404);
    expect((await report(ana, { kind: 'profile', targetId: other.attendees.dan!.id })).statusCode).toBe(404);
    expect((await report(ana, { kind: 'message', targetId: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    expect((await report(other.attendees.dan!, { kind: 'message', targetId: bensMessage }, slug)).statusCode).toBe(404);
    expect((await queue()).items).toEqual([]);
  });

  it('takes one report per person and thing; a second one is a 409', async () => {
    const { report, ana, ben, cy, bensMessage, chatMessage } = await scene();
    const first = await report(ana, { kind: 'message', targetId: bensMessage, reason: 'Insulting people' });
    expect([first.statusCode, first.json()]).toMatchObject([201, { kind: 'message', targetId: bensMessage }]);
    const again = await report(ana, { kind: 'message', targetId: bensMessage, reason: 'Still rude' });
    expect([again.statusCode, again.json().message]).toEqual([409, 'You have already reported this. The organisers will look at it.']);
    expect((await report(cy, { kind: 'message', targetId: bensMessage })).statusCode).toBe(201);
    expect((await report(ana, { kind: 'chat-message', targetId: chatMessage, reason: 'In our chat' })).statusCode).toBe(201);
    expect((await report(cy, { kind: 'profile', targetId: ben.id, reason: 'Fake profile' })).statusCode).toBe(201);
  });

  it('refuses reporting someone a block hides from you', async () => {
    const { report, ana, ben, slug } = await scene();
    await api('POST', `/events/${slug}/blocks`, ben, { userId: ana.id });
    const hidden = await report(ana, { kind: 'profile', targetId: ben.id });
    expect([hidden.statusCode, hidden.json().message]).toEqual([404, 'Not found']);
    await api('DELETE', `/events/${slug}/blocks/${ana.id}`, ben);
    expect((await report(ana, { kind: 'profile', targetId: ben.id })).statusCode).toBe(201);
  });
});

describe('the moderation queue', () => {
  it('shows each reported thing once, with its count, reasons and content, never the reporters', async () => {
    const { fx, slug, ana, ben, cy, bensMessage, groupId } = await reported(await scene());
    const res = await api('GET', `/company/events/${slug}/reports`, fx.org);
    expect(res.statusCode).toBe(200);
    const { items, hasMore } = res.json();
    expect(hasMore).toBe(false);
    expect(items).toHaveLength(3);
    expect(items[0]).toMatchObject({
      kind: 'message',
      targetId: bensMessage,
      reportCount: 2,
      reasons: ['Insulting people'],
      body: 'Something rude',
      group: { id: groupId, name: 'Talk', icon: '💬' },
      hidden: false,
      person: { userId: ben.id, firstName: 'ben', attending: true },
      profile: null,
    });
    expect(items[1]).toMatchObject({ kind: 'chat-message', body: 'Rude in private', reportCount: 1, group: null });
    expect(items[2]).toMatchObject({ kind: 'profile', targetId: ben.id, body: null, reportCount: 2, reasons: ['Fake profile'], profile: { interests: ['Jazz'] } });
    for (const reporter of [ana.id, cy.id]) expect(res.body).not.toContain(reporter);
  });

  it('is the organisers’ alone: attendees and other companies get no queue', async () => {
    const { fx, slug, ana, queue, act } = await reported(await scene());
    expect((await api('GET', `/company/events/${slug}/reports`, ana)).statusCode).toBe(403);
    expect((await api('GET', `/company/events/${slug}/reports`, other.org)).statusCode).toBe(404);
    const [first] = (await queue()).items;
    expect((await act(first!, other.org, { action: 'dismiss' })).statusCode).toBe(404);
    expect((await act(first!, ana, { action: 'dismiss' })).statusCode).toBe(403);
    const bad = await act(first!, fx.org, { action: 'ban' });
    expect([bad.statusCode, bad.json().issues[0].field]).toEqual([400, 'action']);
  });

  it('hides a board message as the organisers’ removal, closes its reports, and may warn at once', async () => {
    const { fx, slug, ana, prefix, groupId, bensMessage, queue, act } = await reported(await scene());
    const item = (await queue()).items.find((i) => i.kind === 'message')!;
    const before = t.mailbox.mails.length;
    const res = await act(item, fx.org, { action: 'hide', warn: true });
    expect(res.json()).toEqual({ ok: true, action: 'hide', closed: 2 });
    const mail = await t.mailbox.waitForMail(`${prefix}ben@example.com`, before);
    // (The test mailbox decodes bytes one by one, so the board's emoji is left out of the check.)
    expect(mail.text).toContain('An organiser of rp Meetup has warned you about your message on the');
    expect(mail.text).toMatch(/Talk board:\s+"Something rude"/);
    const seen = (await api('GET', `/events/${slug}/attendee/groups/${groupId}/messages`, ana)).json().items.find((m: { id: string }) => m.id === bensMessage);
    expect(seen).toMatchObject({ deleted: true, removedByModerator: true, body: '' });
    const again = await act(item, fx.org, { action: 'dismiss' });
    expect([again.statusCode, again.json().message]).toEqual([409, 'This report has already been handled.']);
    expect((await queue()).items.map((i) => i.kind)).toEqual(['chat-message', 'profile']);
  });

  it('only hides board messages', async () => {
    // What is left once the board message is handled: the chat message and the profile.
    const { fx, queue, act } = await reported(await scene(), ['chat-message', 'profile']);
    const item = (await queue()).items.find((i) => i.kind === 'profile')!;
    const res = await act(item, fx.org, { action: 'hide' });
    expect([res.statusCode, res.json().message]).toEqual([409, 'Only board messages can be hidden. Warn or remove the person instead.']);
    expect((await queue()).items).toHaveLength(2);
  });

  it('warns the person by mail without naming who reported', async () => {
    const { fx, prefix, queue, act } = await reported(await scene(), ['chat-message']);
    const item = (await queue()).items.find((i) => i.kind === 'chat-message')!;
    const before = t.mailbox.mails.length;
    expect((await act(item, fx.org, { action: 'warn' })).json()).toEqual({ ok: true, action: 'warn', closed: 1 });
    const mail = await t.mailbox.waitForMail(`${prefix}ben@example.com`, before);
    expect(mail.text).toContain('An organiser of rp Meetup has warned you about a message you sent in a chat');
    expect(mail.text).toContain('Rude in private');
    expect(mail.text).not.toMatch(new RegExp(`${prefix}ana|${prefix}cy|ana Test|cy Test`));
  });

  it('dismisses', async () => {
    const { fx, queue, act } = await reported(await scene(), ['profile']);
    const item = (await queue()).items[0]!;
    expect((await act(item, fx.org, { action: 'dismiss' })).json()).toEqual({ ok: true, action: 'dismiss', closed: 2 });
    expect((await queue()).items).toEqual([]);
  });
});
