import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { call, eventWithAttendees, scanCode, type Who } from '../../test/event-fixture.js';
import { connections, eventAttendees, gatheringAttendance, gatherings, groupMembers, groupMessages, groups, profiles } from '../../db/schema/index.js';

/** Organiser retention (decision 020): an event's attendee data goes N days after it ends; its insights stay as counts. */
let t: TestApp;
let api: ReturnType<typeof call>;

const edit = (who: Who, body: object, id: string) => api('PATCH', `/company/events/${id}`, who, body);
const n = async (q: Promise<{ n: number }[]>) => (await q)[0]!.n;

let worlds = 0;
/** A company's event of its own, with people, a board, a gathering and a chat. */
async function busyEvent(prefix: string) {
  const world = await eventWithAttendees(t, `${prefix}${++worlds}`, { ana: ['hiking', 'jazz'], kofi: ['hiking'] });
  const { ana, kofi } = world.attendees as Record<'ana' | 'kofi', Who>;
  const slug = world.event.slug;
  const group = (await api('POST', `/events/${slug}/groups`, world.org, { name: 'Walkers', icon: '🥾' })).json();
  const board = `/events/${slug}/attendee/groups/${group.id}`;
  for (const who of [ana, kofi]) await api('POST', `${board}/join`, who);
  await api('POST', `${board}/messages`, ana, { body: 'Lighthouse at nine?' });
  await api('POST', `${board}/messages`, world.org, { body: 'Welcome, everyone!' });
  const gathering = (await api('POST', `${board}/gatherings`, kofi, { title: 'Walk', startDate: '2099-06-11', startHour: '09:00', location: 'Pier' })).json();
  await api('PUT', `${board}/gatherings/${gathering.id}/attendance`, ana, { status: 'going' });
  const scan = await scanCode(t, slug, kofi, ana);
  await api('POST', `/events/${slug}/connections/${scan.json().connection.connectionId}/messages`, ana, { body: 'Hi Kofi' });
  return { ...world, groupId: group.id as string };
}

beforeAll(async () => {
  t = await createTestApp();
  api = call(t);
});
afterAll(() => t?.close());

describe('the retention setting', () => {
  it('takes 1 to 3650 whole days, or none, and refuses anything else on its field', async () => {
    const fx = await busyEvent('rt');
    for (const bad of [0, 3651, 1.5, 'ten', -3]) {
      const res = await edit(fx.org, { attendeeDataRetentionDays: bad }, fx.event.id);
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json().issues[0]).toMatchObject({ field: 'attendeeDataRetentionDays', key: 'invalidValue' });
    }
    expect((await edit(fx.org, { attendeeDataRetentionDays: 30 }, fx.event.id)).json()).toMatchObject({ attendeeDataRetentionDays: 30, attendeeDataDeletedAt: null });
    expect((await edit(fx.org, { attendeeDataRetentionDays: null }, fx.event.id)).json()).toMatchObject({ attendeeDataRetentionDays: null });
  });

  it("is the event's own organisers' to set", async () => {
    const fx = await busyEvent('rt');
    const other = await eventWithAttendees(t, 'ru', {});
    expect((await edit(other.org, { attendeeDataRetentionDays: 1 }, fx.event.id)).statusCode).toBe(404);
    expect((await edit(fx.attendees.ana!, { attendeeDataRetentionDays: 1 }, fx.event.id)).statusCode).toBe(403);
  });
});

describe('the retention job', () => {
  it('leaves an event alone until its end plus the retention days has passed', async () => {
    const fx = await busyEvent('rt');
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await edit(fx.org, { startDate: '2020-01-01', endDate: yesterday, attendeeDataRetentionDays: 30 }, fx.event.id);
    expect(await t.app.retention.sweep()).toEqual([]);
    expect(await n(t.database.db.select({ n: count() }).from(profiles).where(eq(profiles.eventId, fx.event.id)))).toBe(2);
  });

  it("deletes the attendees' data once due, in one go, and keeps the organiser's insights as counts", async () => {
    const { groupId, ...fx } = await busyEvent('rt');
    const insights = (await api('GET', `/company/events/${fx.event.id}/insights`, fx.org)).json();
    const map = (await api('GET', `/company/events/${fx.event.id}/locations?tab=0`, fx.org)).json();
    expect(insights).toMatchObject({ joined: 2, withProfile: 2, connectionsMade: 1 });
    await edit(fx.org, { startDate: '2020-01-01', endDate: '2020-01-02', attendeeDataRetentionDays: 1 }, fx.event.id);
    const untouched = await busyEvent('rv'); // another company's event, not due

    expect(await t.app.retention.sweep()).toEqual([fx.event.id]);
    const db = t.database.db;
    const ofGroups = db.select({ id: groups.id }).from(groups).where(eq(groups.eventId, fx.event.id));
    expect(await n(db.select({ n: count() }).from(eventAttendees).where(eq(eventAttendees.eventId, fx.event.id)))).toBe(0);
    expect(await n(db.select({ n: count() }).from(profiles).where(eq(profiles.eventId, fx.event.id)))).toBe(0);
    expect(await n(db.select({ n: count() }).from(connections).where(eq(connections.eventId, fx.event.id)))).toBe(0);
    expect(await n(db.select({ n: count() }).from(groupMembers).where(inArray(groupMembers.groupId, ofGroups)))).toBe(0);
    const ofBoth = db
      .select({ id: gatherings.id })
      .from(gatherings)
      .innerJoin(groups, eq(groups.id, gatherings.groupId))
      .where(inArray(groups.eventId, [fx.event.id, untouched.event.id]));
    expect(await n(db.select({ n: count() }).from(gatheringAttendance).where(inArray(gatheringAttendance.gatheringId, ofBoth)))).toBe(2); // the other event's marks only: its creator's and Ana's
    const [group] = await db.select().from(groups).where(eq(groups.id, groupId));
    expect(group!.memberCount).toBe(0);
    // The threads stay readable: the attendee's post without an author, the organiser's as it was.
    const posts = await db.select({ body: groupMessages.body, authorId: groupMessages.authorId }).from(groupMessages).where(eq(groupMessages.groupId, groupId));
    expect(posts).toEqual(
      expect.arrayContaining([
        { body: 'Lighthouse at nine?', authorId: null },
        { body: 'Welcome, everyone!', authorId: fx.org.id },
      ]),
    );

    expect((await api('GET', `/company/events/${fx.event.id}/insights`, fx.org)).json()).toEqual(insights);
    expect((await api('GET', `/company/events/${fx.event.id}/locations?tab=0`, fx.org)).json()).toEqual(map);
    expect((await api('GET', `/company/events/${fx.event.id}`, fx.org)).json().attendeeDataDeletedAt).toEqual(expect.any(String));
    expect((await api('GET', `/events/${untouched.event.slug}/profile`, untouched.attendees.ana!)).statusCode).toBe(200);
    expect(await t.app.retention.sweep()).toEqual([]);
  });

  it('deletes each event once when several processes sweep at the same time', async () => {
    // Two events due at once, each with one attendee's board post that loses its author.
    const due = [await busyEvent('rw'), await busyEvent('rw')];
    for (const again of due) await edit(again.org, { startDate: '2020-01-01', endDate: '2020-01-02', attendeeDataRetentionDays: 1 }, again.event.id);
    const sibling = await t.sibling();
    try {
      const [a, b] = await Promise.all([t.app.retention.sweep(), sibling.app.retention.sweep()]);
      const db = t.database.db;
      for (const again of due) {
        expect([...a, ...b]).toContain(again.event.id);
        expect(await n(db.select({ n: count() }).from(profiles).where(eq(profiles.eventId, again.event.id)))).toBe(0);
      }
      const ofDue = due.map((again) => again.groupId);
      expect(
        await n(
          db
            .select({ n: count() })
            .from(groupMessages)
            .where(and(isNull(groupMessages.authorId), inArray(groupMessages.groupId, ofDue))),
        ),
      ).toBe(2);
    } finally {
      await sibling.close();
    }
  });
});
