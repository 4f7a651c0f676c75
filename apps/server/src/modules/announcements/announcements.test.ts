import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcementDismissals, announcements, eventNotificationSettings } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { announcementScene, followDeliveries } from '../../test/announcement-scene.js';
import { call, eventWithAttendees, type Who } from '../../test/event-fixture.js';
import { signedInClient } from '../../test/ws.js';

let t: TestApp;
let api: ReturnType<typeof call>;
let other: Awaited<ReturnType<typeof eventWithAttendees>>;
let wsUrl: string;

const hourAhead = () => new Date(Date.now() + 3_600_000).toISOString();

let scenes = 0;
/** An event of the test's own (ana and ben are its Hikers), and the console's ways to its announcements. */
async function scene() {
  const s = await announcementScene(t, `an${++scenes}`);
  const console_ = (path = '') => `/company/events/${s.fx.event.id}/announcements${path}`;
  return {
    ...s,
    console_,
    post: (payload: object, who: Who = s.fx.org) => api('POST', console_(), who, payload),
    mine: async (who: Who) => ((await api('GET', `/events/${s.slug}/announcements`, who)).json() as { items: { id: string; title: string; group: { id: string } | null }[] }).items,
    mailsTo: (name: string, after: number, title: string) => t.mailbox.mails.slice(after).filter((m) => m.to.includes(s.emailOf(name)) && m.text.includes(title)),
    /** Waits for the mail each of `names` is to get. */
    async mailed(names: string[], after: number) {
      for (const n of names) await t.mailbox.waitForMail(s.emailOf(n), after);
    },
  };
}

/** A scene where dan has turned announcement mail off. */
async function danMuted() {
  const s = await scene();
  const res = await api('PUT', `/events/${s.slug}/notification-settings`, s.dan, { announcementMail: false });
  if (res.statusCode !== 200) throw new Error(res.body);
  return s;
}

beforeAll(async () => {
  t = await createTestApp();
  api = call(t);
  // Another event, only read: its organisers and attendee are strangers to every scene.
  other = await eventWithAttendees(t, 'ao', { eve: ['jazz'] });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  wsUrl = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/ws`;
});
afterAll(() => t.close());

describe('writing announcements', () => {
  it('refuses bad input with a 400 naming the field, and writes nothing', async () => {
    const { post, fx, console_ } = await scene();
    const good = { title: 'Hello', body: 'Doors open at nine', audience: 'event' };
    const cases: [object, string, string][] = [
      [{ ...good, title: 'x'.repeat(121) }, 'title', 'tooLong'],
      [{ ...good, title: '  ' }, 'title', 'required'],
      [{ ...good, body: 'x'.repeat(2001) }, 'body', 'tooLong'],
      [{ title: 'Hello', audience: 'event' }, 'body', 'required'],
      [{ ...good, audience: 'everyone' }, 'audience', 'invalidValue'],
      [{ ...good, audience: other.event.id }, 'audience', 'invalidValue'], // not a group of this event
      [{ ...good, sendAt: 'tomorrow' }, 'sendAt', 'invalidValue'],
      [{ ...good, sendAt: new Date(Date.now() - 60_000).toISOString() }, 'sendAt', 'sendAtInPast'],
      [{ ...good, sendAt: new Date(Date.now() + 91 * 86_400_000).toISOString() }, 'sendAt', 'sendAtTooFar'],
    ];
    for (const [payload, field, key] of cases) {
      const res = await post(payload);
      expect([res.statusCode, res.json().issues?.[0]?.field, res.json().issues?.[0]?.key], JSON.stringify(payload)).toEqual([400, field, key]);
    }
    expect((await api('GET', console_(), fx.org)).json().items).toEqual([]);
  });

  it('keeps the console routes to the event’s own organisers', async () => {
    const { post, ana, console_ } = await scene();
    const payload = { title: 'Hi', body: 'x', audience: 'event' };
    expect((await post(payload, ana)).statusCode).toBe(403);
    expect((await post(payload, other.org)).statusCode).toBe(404);
    expect((await api('GET', console_(), other.org)).statusCode).toBe(404);
    expect((await api('GET', console_(), ana)).statusCode).toBe(403);
  });
});

describe('sending now', () => {
  it('reaches every attendee in the app, live, and by mail, except who muted it or has the event open', async () => {
    const { fx, slug, ana, ben, cy, dan, post, mine, mailsTo, mailed } = await scene();
    expect((await api('PUT', `/events/${slug}/notification-settings`, dan, { announcementMail: false })).json()).toMatchObject({ announcementMail: false });
    expect((await api('GET', `/events/${slug}/notification-settings`, dan)).json()).toMatchObject({ announcementMail: false });
    expect((await api('GET', `/events/${slug}/notification-settings`, cy)).json()).toMatchObject({ announcementMail: true });
    const live = await signedInClient(wsUrl, cy); // cy has the event open
    expect(await live.subscribe({ kind: 'event', event: fx.event.id })).toBe('subscribed');

    const after = t.mailbox.mails.length;
    const delivery = followDeliveries(t);
    const res = await post({ title: 'Lunch moved', body: 'Lunch is at one today.', audience: 'event' });
    expect([res.statusCode, res.json().status]).toEqual([201, 'sent']);
    const change = await live.next('change', (m) => m.event === 'announcement.published');
    expect(change).toMatchObject({ announcementId: res.json().id, groupId: null, channelKey: `event:${fx.event.id}` });
    live.close();

    for (const who of [ana, ben, cy, dan]) expect((await mine(who)).map((a) => a.title)).toEqual(['Lunch moved']);
    // The whole event's announcement comes with its words, as the list has it: nobody needs to ask.
    expect(change).toMatchObject({ announcement: (await mine(cy))[0] });
    expect(change.event === 'announcement.published' && Object.keys(change.announcement ?? {})).toEqual(Object.keys((await mine(cy))[0]!));
    await mailed(['ana', 'ben'], after);
    await delivery.done();
    const mail = mailsTo('ana', after, 'Lunch moved');
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text).toContain('Lunch is at one today.');
    expect(mail[0]!.text).toContain(`http://mingle.test/events/${slug}/profile#notifications`);
    expect(mailsTo('dan', after, 'Lunch moved')).toEqual([]); // muted
    expect(mailsTo('cy', after, 'Lunch moved')).toEqual([]); // saw it live
    expect((await api('GET', `/events/${slug}/announcements`, other.attendees.eve!)).statusCode).toBe(404); // not an attendee here
  });

  it('to a group reaches only its members', async () => {
    const { fx, ana, cy, groupId, post, mine, mailsTo, mailed } = await scene();
    const live = await signedInClient(wsUrl, cy); // not a Hiker, with the event open
    expect(await live.subscribe({ kind: 'event', event: fx.event.id })).toBe('subscribed');
    const after = t.mailbox.mails.length;
    const delivery = followDeliveries(t);
    const res = await post({ title: 'Hike at dawn', body: 'Meet at the gate.', audience: groupId });
    expect(res.json()).toMatchObject({ status: 'sent', audience: groupId, groupName: 'Hikers' });
    const change = await live.next('change', (m) => m.event === 'announcement.published');
    expect(change).toMatchObject({ announcementId: res.json().id, groupId });
    expect(JSON.stringify(change)).not.toContain('Hike'); // no words on the event's channel for a group's
    live.close();
    await mailed(['ana', 'ben'], after);
    await delivery.done();
    expect((await mine(ana))[0]).toMatchObject({ title: 'Hike at dawn', group: { id: groupId } });
    expect((await mine(cy)).map((a) => a.title)).not.toContain('Hike at dawn');
    expect(mailsTo('ben', after, 'Hike at dawn')).toHaveLength(1);
    expect(mailsTo('cy', after, 'Hike at dawn')).toEqual([]);
  });

  it('stays dismissed for the person who closed it, and a deleted one is gone for everyone', async () => {
    const { fx, slug, ana, ben, post, mine, console_ } = await scene();
    expect((await post({ title: 'Lunch moved', body: 'Lunch is at one today.', audience: 'event' })).json().status).toBe('sent');
    const [lunch] = (await mine(ben)).filter((a) => a.title === 'Lunch moved');
    expect((await api('POST', `/events/${slug}/announcements/${lunch!.id}/dismiss`, ben)).statusCode).toBe(200);
    expect((await mine(ben)).map((a) => a.title)).not.toContain('Lunch moved');
    expect((await mine(ana)).map((a) => a.title)).toContain('Lunch moved');
    expect((await api('PUT', console_(`/${lunch!.id}`), fx.org, { title: 'x', body: 'y', audience: 'event' })).statusCode).toBe(409);
    expect((await api('DELETE', console_(`/${lunch!.id}`), fx.org)).statusCode).toBe(200);
    expect((await mine(ana)).map((a) => a.title)).not.toContain('Lunch moved');
  });
});

describe('scheduling', () => {
  it('is sent by the job when due, once, and not before', async () => {
    const { fx, ana, post, mine, mailsTo, mailed, console_ } = await danMuted();
    const res = await post({ title: 'Party tonight', body: 'On the roof.', audience: 'event', sendAt: hourAhead() });
    expect([res.statusCode, res.json().status]).toEqual([201, 'scheduled']);
    const id = res.json().id as string;
    expect(await t.app.announcementDelivery.sweep()).toEqual([]);
    expect((await mine(ana)).map((a) => a.title)).not.toContain('Party tonight');

    const after = t.mailbox.mails.length;
    await t.database.db
      .update(announcements)
      .set({ sendAt: sql`now() - interval '1 second'` })
      .where(eq(announcements.id, id));
    // Two processes' rounds at once: one claims it. A round ends once its mail has gone.
    const [a, b] = await Promise.all([t.app.announcementDelivery.sweep(), t.app.announcementDelivery.sweep()]);
    expect([...a, ...b]).toEqual([id]);
    expect((await mine(ana)).map((x) => x.title)).toContain('Party tonight');
    await mailed(['ana', 'ben', 'cy'], after);
    expect(mailsTo('ana', after, 'Party tonight')).toHaveLength(1);
    expect(mailsTo('dan', after, 'Party tonight')).toEqual([]);
    const listed = (await api('GET', console_(), fx.org)).json().items as { id: string; status: string }[];
    expect(listed.find((x) => x.id === id)?.status).toBe('sent');
  });

  it('can be edited and cancelled while scheduled', async () => {
    const { fx, groupId, post, console_ } = await scene();
    const id = (await post({ title: 'Quiz', body: 'At eight.', audience: 'event', sendAt: hourAhead() })).json().id as string;
    const edited = await api('PUT', console_(`/${id}`), fx.org, { title: 'Quiz night', body: 'At nine.', audience: groupId, sendAt: hourAhead() });
    expect(edited.json()).toMatchObject({ title: 'Quiz night', audience: groupId, status: 'scheduled' });
    const past = await api('PUT', console_(`/${id}`), fx.org, { title: 'Quiz', body: 'x', audience: 'event', sendAt: new Date(Date.now() - 1000).toISOString() });
    expect([past.statusCode, past.json().issues[0].field]).toEqual([400, 'sendAt']);
    expect((await api('DELETE', console_(`/${id}`), fx.org)).statusCode).toBe(200);
    await t.database.db
      .update(announcements)
      .set({ sendAt: sql`now() - interval '1 second'` })
      .where(eq(announcements.id, id));
    expect(await t.app.announcementDelivery.sweep()).toEqual([]);
    expect((await api('GET', console_(), fx.org)).json().items.map((x: { id: string }) => x.id)).not.toContain(id);
    expect((await api('DELETE', console_(`/${id}`), fx.org)).statusCode).toBe(404);
  });
});

describe('deleting my profile for the event', () => {
  it('takes my notification choice and closed cards with it', async () => {
    const { slug, dan, post, mine } = await danMuted();
    expect((await post({ title: 'Lunch moved', body: 'Lunch is at one today.', audience: 'event' })).json().status).toBe('sent');
    const [sent] = await mine(dan);
    await api('POST', `/events/${slug}/announcements/${sent!.id}/dismiss`, dan);
    const rows = async () => {
      const s = await t.database.db.select().from(eventNotificationSettings).where(eq(eventNotificationSettings.userId, dan.id));
      const d = await t.database.db.select().from(announcementDismissals).where(eq(announcementDismissals.userId, dan.id));
      return s.length + d.length;
    };
    expect(await rows()).toBe(2);
    expect((await api('DELETE', `/events/${slug}/profile`, dan)).statusCode).toBe(200);
    expect(await rows()).toBe(0);
  });
});
