import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { call, eventWithAttendees, type Who } from '../../test/event-fixture.js';
import { companyMember } from '../../test/users.js';

let t: TestApp;
let api: ReturnType<typeof call>;
let events = 0;

beforeAll(async () => {
  t = await createTestApp();
  api = call(t);
});
afterAll(() => t.close());

/** An event of the test's own: ana in a group with a gathering she answered, and a report about her. */
async function busyAna() {
  const prefix = `ap${++events}`;
  const fx = await eventWithAttendees(t, prefix, { ana: ['jazz', 'hiking'], ben: ['jazz'] });
  const { ana, ben } = fx.attendees as Record<'ana' | 'ben', Who>;
  const slug = fx.event.slug;
  const groupId = (await api('POST', `/events/${slug}/groups`, fx.org, { name: 'Walks', icon: '🚶' })).json().id as string;
  for (const who of [ana, ben]) await api('POST', `/events/${slug}/attendee/groups/${groupId}/join`, who);
  const gathering = (await api('POST', `/events/${slug}/attendee/groups/${groupId}/gatherings`, ben, { title: 'Hill walk', startDate: '2099-06-11', startHour: '09:00', location: 'Gate' })).json();
  await api('PUT', `/events/${slug}/attendee/groups/${groupId}/gatherings/${gathering.id}/attendance`, ana, { status: 'interested' });
  const message = (await api('POST', `/events/${slug}/attendee/groups/${groupId}/messages`, ana, { body: 'Hmm' })).json();
  await api('POST', `/events/${slug}/reports`, ben, { kind: 'message', targetId: message.id });
  return { prefix, fx, ana, ben, slug, groupId, gathering, page: `/company/events/${fx.event.id}/attendees/${ana.id}` };
}

describe("an attendee's page in the console", () => {
  it('shows who they are and what they do at the event, to its organisers only', async () => {
    const s = await busyAna();
    const res = await api('GET', s.page, s.fx.org);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      userId: s.ana.id,
      username: `${s.prefix}ana`,
      firstName: 'ana',
      email: null,
      hometown: expect.stringContaining('Lisbon'),
      interests: expect.arrayContaining([expect.any(String)]),
      groups: [{ id: s.groupId, name: 'Walks', icon: '🚶' }],
      gatherings: [{ id: s.gathering.id, groupId: s.groupId, title: 'Hill walk', startDate: '2099-06-11', startHour: '09:00', answer: 'interested', cancelled: false }],
      reports: { open: 1, handled: 0 },
    });
    const other = await companyMember(t, `${s.prefix}other`);
    expect((await api('GET', s.page, other)).statusCode).toBe(404);
    expect((await api('GET', s.page, s.ben)).statusCode).toBe(403);
    expect((await api('GET', `/company/events/${s.fx.event.id}/attendees/${other.id}`, s.fx.org)).statusCode).toBe(404);
    expect((await api('GET', `/company/events/${s.fx.event.id}/attendees/not-a-uuid`, s.fx.org)).json().issues[0]).toMatchObject({ field: 'userId' });
  });

  it('removes them, and with a ban the join link refuses them; without one they may come back', async () => {
    const s = await busyAna();
    const remove = (ban: boolean) => api('POST', `${s.page}/remove`, s.fx.org, { ban });
    expect((await remove(false)).json()).toEqual({ ok: true, banned: false });
    expect((await api('GET', s.page, s.fx.org)).statusCode).toBe(404);
    // The reports about her are decided by the removal.
    expect((await api('GET', `/company/events/${s.fx.event.id}/reports`, s.fx.org)).json().items).toEqual([]);
    expect((await api('POST', `/events/${s.slug}/join`, s.ana)).statusCode).toBe(200);
    expect((await api('GET', s.page, s.fx.org)).json().groups).toEqual([]);

    expect((await remove(true)).json()).toEqual({ ok: true, banned: true });
    const refused = await api('POST', `/events/${s.slug}/join`, s.ana);
    expect(refused.statusCode).toBe(403);
    // A repeated ban answers the same; removing someone gone without a ban names nobody.
    expect((await remove(true)).json()).toEqual({ ok: true, banned: true });
    expect((await api('POST', `/company/events/${s.fx.event.id}/attendees/${s.fx.org.id}/remove`, s.fx.org, { ban: false })).statusCode).toBe(404);
    expect((await api('POST', `${s.page}/remove`, s.fx.org, {})).json().issues[0]).toMatchObject({ field: 'ban' });
  });
});
