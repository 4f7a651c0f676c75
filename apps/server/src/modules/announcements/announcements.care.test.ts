import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcements } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import type { CapturedMail } from '../../test/mailbox.js';
import { announcementScene, followDeliveries } from '../../test/announcement-scene.js';
import { call, eventWithAttendees, type Who } from '../../test/event-fixture.js';

/* What leaves with care (decision 035): reach and preview, the test mail, counts, one-person messages. */

let t: TestApp;
let api: ReturnType<typeof call>;
let other: Awaited<ReturnType<typeof eventWithAttendees>>;

let scenes = 0;
/** An event of the test's own: ana, ben, cy and dan attend, dan muted announcement mail; ana and ben are Hikers. */
async function scene() {
  const prefix = `ac${++scenes}`;
  const s = await announcementScene(t, prefix);
  expect((await api('PUT', `/events/${s.slug}/notification-settings`, s.dan, { announcementMail: false })).statusCode).toBe(200);
  const base = `/company/events/${s.fx.event.id}`;
  return {
    ...s,
    base,
    eventName: `${prefix} Meetup`,
    usernameOf: (name: string) => `${prefix}${name}`,
    list: async () => (await api('GET', `${base}/announcements`, s.fx.org)).json().items as { id: string; title: string; reached: number | null; mailed: number; mailFailed: number }[],
    mine: async (who: Who) => ((await api('GET', `/events/${s.slug}/announcements`, who)).json() as { items: { id: string; title: string; body: string; personal: boolean }[] }).items,
  };
}

/** The text of a captured mail as the builder made it: the body after the headers, with plain line ends. */
const bodyOf = (mail: CapturedMail) => mail.text.slice(mail.text.indexOf('\r\n\r\n') + 4).replace(/\r\n/g, '\n');
const headerOf = (mail: CapturedMail, name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(mail.text.slice(0, mail.text.indexOf('\r\n\r\n')))?.[1]?.trim();

beforeAll(async () => {
  t = await createTestApp();
  api = call(t);
  other = await eventWithAttendees(t, 'aco', { eve: ['jazz'] });
});
afterAll(() => t.close());

describe('before it leaves', () => {
  it('counts whom it reaches in the app and by mail (muted people left out), for everyone and for a group, and writes nothing', async () => {
    const { fx, ana, slug, groupId, base, list } = await scene();
    const preview = (audience: string) => api('POST', `${base}/announcements/preview`, fx.org, { title: 'Lunch moved', body: 'At one.', audience });
    expect((await preview('event')).json().audience).toEqual({ inApp: 4, mail: 3 });
    expect((await preview(groupId)).json().audience).toEqual({ inApp: 2, mail: 2 });
    await api('PUT', `/events/${slug}/notification-settings`, ana, { announcementMail: false });
    expect((await preview(groupId)).json().audience).toEqual({ inApp: 2, mail: 1 });
    const bad = await preview(other.event.id);
    expect([bad.statusCode, bad.json().issues[0].field]).toEqual([400, 'audience']);
    const past = await api('POST', `${base}/announcements/preview`, fx.org, { title: 'Late', body: 'x', audience: 'event', sendAt: new Date(Date.now() - 60_000).toISOString() });
    expect([past.statusCode, past.json().issues[0].key]).toEqual([400, 'sendAtInPast']);
    expect(await list()).toEqual([]);
  });

  it('previews the mail exactly as it is sent: the test mail is the preview, the real one differs only in whom it greets', async () => {
    const { fx, base, emailOf, usernameOf, eventName, groupId } = await scene();
    const input = { title: 'Hike at dawn', body: 'Meet at the gate.\nBring water.', audience: groupId };
    const preview = (await api('POST', `${base}/announcements/preview`, fx.org, input)).json() as { mail: { subject: string; text: string } };
    expect(preview.mail.subject).toBe(`${eventName}: Hike at dawn`);
    expect(preview.mail.text).toMatch(new RegExp(`^Hi ${usernameOf('org')},\n\nThe organisers of ${eventName} wrote to the Hikers group:\n\nHike at dawn\n\nMeet at the gate.\nBring water.\n`));

    const after = t.mailbox.mails.length;
    const test = await api('POST', `${base}/announcements/test`, fx.org, input);
    expect(test.json()).toEqual({ ok: true, to: emailOf('org') });
    const mine = await t.mailbox.waitForMail(emailOf('org'), after);
    expect(bodyOf(mine)).toBe(preview.mail.text);
    expect(headerOf(mine, 'Subject')).toBe(preview.mail.subject);

    const delivery = followDeliveries(t);
    await api('POST', `${base}/announcements`, fx.org, input);
    const real = await t.mailbox.waitForMail(emailOf('ana'), after);
    await delivery.done();
    expect(bodyOf(real)).toBe(preview.mail.text.replace(`Hi ${usernameOf('org')},`, `Hi ${usernameOf('ana')},`));
    expect(headerOf(real, 'Subject')).toBe(preview.mail.subject);
  });

  it('mails the test to the caller alone, stores nothing, and refuses the eleventh in an hour with a 429', async () => {
    const { fx, ana, base, emailOf, list, mine } = await scene();
    const input = { title: 'Trial run', body: 'Just checking.', audience: 'event' };
    const after = t.mailbox.mails.length;
    for (let i = 0; i < 10; i++) expect((await api('POST', `${base}/announcements/test`, fx.org, input)).statusCode).toBe(200);
    await t.mailbox.waitForMail(emailOf('org'), after);
    const sent = t.mailbox.mails.slice(after).filter((m) => m.text.includes('Trial run'));
    expect(sent.flatMap((m) => m.to)).toEqual(Array(10).fill(emailOf('org')));
    const refused = await api('POST', `${base}/announcements/test`, fx.org, input);
    expect([refused.statusCode, refused.json().message]).toEqual([429, 'You have sent yourself many test mails in the last hour. Try again later.']);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await list()).toEqual([]);
    expect(await mine(ana)).toEqual([]);
    expect((await api('POST', `${base}/announcements/test`, ana, input)).statusCode).toBe(403);
    expect((await api('POST', `${base}/announcements/test`, other.org, input)).statusCode).toBe(404);
    expect((await api('POST', `${base}/announcements/preview`, other.org, input)).statusCode).toBe(404);
  });
});

describe('after it left', () => {
  it('counts the reach and the mails sent and failed, per batch', async () => {
    const { fx, base, emailOf, list } = await scene();
    t.mailbox.refuse(emailOf('ben'));
    const delivery = followDeliveries(t);
    const res = await api('POST', `${base}/announcements`, fx.org, { title: 'Doors at nine', body: 'Not eight.', audience: 'event' });
    expect(res.json()).toMatchObject({ status: 'sent', reached: 4 });
    await delivery.done();
    // ana and cy mailed; ben's mailbox refused it; dan muted it.
    expect((await list())[0]).toMatchObject({ title: 'Doors at nine', reached: 4, mailed: 2, mailFailed: 1 });
  });

  it('counts a scheduled one when the job sends it, with the audience as it then stands', async () => {
    const { fx, slug, cy, base, groupId, list } = await scene();
    const res = await api('POST', `${base}/announcements`, fx.org, { title: 'Hike', body: 'Dawn.', audience: groupId, sendAt: new Date(Date.now() + 3_600_000).toISOString() });
    expect(res.json()).toMatchObject({ status: 'scheduled', reached: null, mailed: 0, mailFailed: 0 });
    await api('POST', `/events/${slug}/attendee/groups/${groupId}/join`, cy);
    await t.database.db
      .update(announcements)
      .set({ sendAt: sql`now() - interval '1 second'` })
      .where(eq(announcements.id, res.json().id));
    expect(await t.app.announcementDelivery.sweep()).toEqual([res.json().id]);
    expect((await list())[0]).toMatchObject({ reached: 3, mailed: 3, mailFailed: 0 });
  });
});

describe('a message to one attendee', () => {
  it('reaches that person alone, in the app and by a mail that cannot be replied to, and never shows on the event’s list', async () => {
    const { fx, ana, ben, base, emailOf, eventName, list, mine, slug } = await scene();
    const after = t.mailbox.mails.length;
    const delivery = followDeliveries(t);
    const res = await api('POST', `${base}/attendees/${ana.id}/messages`, fx.org, { subject: 'Your badge', body: 'It is at the front desk.' });
    expect([res.statusCode, res.json().mail]).toEqual([201, true]);
    await delivery.done();
    expect(await mine(ana)).toMatchObject([{ title: 'Your badge', body: 'It is at the front desk.', personal: true }]);
    expect(await mine(ben)).toEqual([]);
    expect(await list()).toEqual([]);
    expect((await api('PUT', `${base}/announcements/${res.json().id}`, fx.org, { title: 'x', body: 'y', audience: 'event' })).statusCode).toBe(404);

    const mail = await t.mailbox.waitForMail(emailOf('ana'), after);
    expect(bodyOf(mail)).toContain('It is at the front desk.');
    expect(bodyOf(mail)).toContain(`Sent by the organisers of ${eventName} through Mingle; replies are not read.`);
    expect(headerOf(mail, 'Reply-To')).toBeUndefined();
    expect(t.mailbox.mails.slice(after).flatMap((m) => m.to)).toEqual([emailOf('ana')]);
    expect((await api('POST', `/events/${slug}/announcements/${res.json().id}/dismiss`, ben)).statusCode).toBe(404);
    expect((await api('POST', `/events/${slug}/announcements/${res.json().id}/dismiss`, ana)).statusCode).toBe(200);
    expect(await mine(ana)).toEqual([]);
  });

  it('is for the event’s organisers, to someone at the event, and says when no mail goes', async () => {
    const { fx, ana, dan, base } = await scene();
    const note = { subject: 'Hello', body: 'A word.' };
    expect((await api('POST', `${base}/attendees/${ana.id}/messages`, ana, note)).statusCode).toBe(403);
    expect((await api('POST', `${base}/attendees/${ana.id}/messages`, other.org, note)).statusCode).toBe(404);
    expect((await api('POST', `${base}/attendees/${other.attendees.eve!.id}/messages`, fx.org, note)).statusCode).toBe(404);
    expect((await api('POST', `${base}/attendees/${fx.org.id}/messages`, fx.org, note)).statusCode).toBe(404);
    const blank = await api('POST', `${base}/attendees/${ana.id}/messages`, fx.org, { subject: ' ', body: 'x' });
    expect([blank.statusCode, blank.json().issues[0].field]).toEqual([400, 'subject']);
    const muted = await api('POST', `${base}/attendees/${dan.id}/messages`, fx.org, note);
    expect([muted.statusCode, muted.json().mail]).toEqual([201, false]);
  });

  it('is limited to 30 an hour per organiser', async () => {
    const { fx, dan, base } = await scene();
    for (let i = 0; i < 30; i++) expect((await api('POST', `${base}/attendees/${dan.id}/messages`, fx.org, { subject: `Note ${i}`, body: 'x' })).statusCode).toBe(201);
    const refused = await api('POST', `${base}/attendees/${dan.id}/messages`, fx.org, { subject: 'One more', body: 'x' });
    expect(refused.statusCode).toBe(429);
  });

  it('goes when the person deletes their profile at the event', async () => {
    const { fx, ana, slug, base } = await scene();
    const id = (await api('POST', `${base}/attendees/${ana.id}/messages`, fx.org, { subject: 'Yours', body: 'x' })).json().id as string;
    expect((await api('DELETE', `/events/${slug}/profile`, ana)).statusCode).toBe(200);
    expect(await t.database.db.select().from(announcements).where(eq(announcements.id, id))).toEqual([]);
  });
});
