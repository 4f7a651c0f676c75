import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportAlerts } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { call, eventWithAttendees, type Who } from '../../test/event-fixture.js';

let t: TestApp;
let api: ReturnType<typeof call>;
let events = 0;

beforeAll(async () => {
  t = await createTestApp();
  api = call(t);
});
afterAll(() => t.close());

/** An event of the test's own where ben wrote two rude things on its board, with ana and cy reading. */
async function rudeBoard() {
  const prefix = `rh${++events}`;
  const fx = await eventWithAttendees(t, prefix, { ana: ['jazz'], ben: ['jazz'], cy: ['jazz'] });
  const { ana, ben, cy } = fx.attendees as Record<'ana' | 'ben' | 'cy', Who>;
  const slug = fx.event.slug;
  const groupId = (await api('POST', `/events/${slug}/groups`, fx.org, { name: 'Talk', icon: '💬' })).json().id as string;
  for (const who of [ana, ben, cy]) await api('POST', `/events/${slug}/attendee/groups/${groupId}/join`, who);
  const say = async (body: string) => (await api('POST', `/events/${slug}/attendee/groups/${groupId}/messages`, ben, { body })).json().id as string;
  const report = async (who: Who, targetId: string) => {
    const res = await api('POST', `/events/${slug}/reports`, who, { kind: 'message', targetId, reason: 'Rude' });
    if (res.statusCode !== 201) throw new Error(res.body);
  };
  return { prefix, fx, ana, cy, say, report, reports: (query = '') => api('GET', `/company/events/${fx.event.id}/reports${query}`, fx.org) };
}

describe('the reports history and counts', () => {
  it('keeps handled reports with what was decided, when and by whom, and counts what is open', async () => {
    const s = await rudeBoard();
    const first = await s.say('Rude one');
    const second = await s.say('Rude two');
    await s.report(s.ana, first);
    await s.report(s.cy, first);
    await s.report(s.ana, second);
    const open = () => api('GET', '/company/reports/open', s.fx.org);
    expect((await open()).json()).toEqual({ total: 2, events: [{ eventId: s.fx.event.id, count: 2 }] });

    const queue = (await s.reports()).json().items as { id: string; targetId: string; handled: unknown }[];
    expect(queue.map((i) => [i.targetId, i.handled])).toEqual([
      [first, null],
      [second, null],
    ]);
    expect((await api('POST', `/company/events/${s.fx.event.id}/reports/${queue[0]!.id}/actions`, s.fx.org, { action: 'dismiss' })).statusCode).toBe(200);

    expect((await open()).json()).toEqual({ total: 1, events: [{ eventId: s.fx.event.id, count: 1 }] });
    expect((await s.reports()).json().items.map((i: { targetId: string }) => i.targetId)).toEqual([second]);
    const history = (await s.reports('?status=handled')).json();
    expect(history.items).toEqual([expect.objectContaining({ targetId: first, reportCount: 2, handled: { action: 'dismiss', at: expect.any(String), byName: `${s.prefix}org` } })]);
    expect(history.hasMore).toBe(false);

    // The other decision comes first in the history; another company sees none of it.
    await api('POST', `/company/events/${s.fx.event.id}/reports/${queue[1]!.id}/actions`, s.fx.org, { action: 'hide' });
    expect((await s.reports('?status=handled')).json().items.map((i: { handled: { action: string } }) => i.handled.action)).toEqual(['hide', 'dismiss']);
    const other = await eventWithAttendees(t, `${s.prefix}x`, {});
    expect((await api('GET', '/company/reports/open', other.org)).json()).toEqual({ total: 0, events: [] });
    expect((await api('GET', `/company/events/${s.fx.event.id}/reports?status=handled`, other.org)).statusCode).toBe(404);
    expect((await s.reports('?status=closed')).json().issues[0]).toMatchObject({ field: 'status', key: 'invalidValue' });
  });

  it('mails the organisers about the first new report of an hour, never who reported it', async () => {
    const s = await rudeBoard();
    const [first, second] = [await s.say('Rude one'), await s.say('Rude two')];
    const orgEmail = `${s.prefix}org@example.com`;
    const before = t.mailbox.mails.length;
    await s.report(s.ana, first);
    const mail = await t.mailbox.waitForMail(orgEmail, before);
    expect(mail.text).toContain(`Subject: New report at ${s.prefix} Meetup`);
    expect(mail.text).toContain(`http://mingle.test/${s.prefix}org-co/events/${s.fx.event.id}?tab=reports`);
    expect(mail.text).not.toContain(`${s.prefix}ana`);
    expect(mail.text).not.toContain('Rude one');

    // Within the hour, more reports mail nobody; an hour later the next one does.
    await s.report(s.cy, first);
    await s.report(s.cy, second);
    await t.app.background.drain();
    const alertsTo = () => t.mailbox.mails.slice(before).filter((m) => m.to.includes(orgEmail) && m.text.includes('New report at'));
    expect(alertsTo()).toHaveLength(1);
    await t.database.db
      .update(reportAlerts)
      .set({ sentAt: sql`now() - interval '61 minutes'` })
      .where(eq(reportAlerts.eventId, s.fx.event.id));
    await s.report(s.ana, second);
    await t.app.background.drain();
    expect(alertsTo()).toHaveLength(2);
  });
});
