import { englishError } from '@mingle/contracts';
import { and, eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connections, meetings, peopleToMeetShown, profiles, roundRuns, roundSeatings } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { call, eventWithAttendees, scanCode, type Who } from '../../test/event-fixture.js';

let t: TestApp;
let api: ReturnType<typeof call>;
let outsider: Who;

let scenes = 0;
/** Seven people who all share the same places (the fixture's), so each could be in anyone's top five. */
async function scene() {
  const people = { ana: ['hiking'], ben: ['hiking'], cy: ['chess'], dee: ['jazz'], eve: ['jazz'], gus: ['chess'], hal: ['chess'] };
  const fx = await eventWithAttendees(t, `mt${++scenes}`, people);
  const slug = fx.event.slug;
  const p = fx.attendees as Record<keyof typeof people, Who>;
  const toMeet = async (viewer: Who) => {
    const res = await api('GET', `/events/${slug}/people-to-meet`, viewer);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().items as { userId: string }[]).map((i) => i.userId);
  };
  const mark = (who: Who, other: Who, method: 'GET' | 'PUT' | 'DELETE') => api(method, `/events/${slug}/attendees/${other.id}/not-interested`, who);
  const intents = (who: Who, ids: string[]) =>
    t.database.db
      .update(profiles)
      .set({ intents: ids })
      .where(and(eq(profiles.eventId, fx.event.id), eq(profiles.userId, who.id)));
  return { slug, p, eventId: fx.event.id, toMeet, mark, intents };
}

beforeAll(async () => {
  t = await createTestApp();
  api = call(t);
  outsider = (await eventWithAttendees(t, 'mto', { zed: ['hiking'] })).attendees.zed!;
});
afterAll(() => t.close());

describe('not interested', () => {
  it('takes the pair out of both lists, tells the other nothing, and comes undone from the same place', async () => {
    const { slug, p, toMeet, mark } = await scene();
    expect(await toMeet(p.ana)).toContain(p.ben.id);
    const benSawAna = (await api('GET', `/events/${slug}/attendees/${p.ana.id}`, p.ben)).json();

    for (let i = 0; i < 2; i++) {
      const res = await mark(p.ana, p.ben, 'PUT');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ notInterested: true });
    }
    expect((await mark(p.ana, p.ben, 'GET')).json()).toEqual({ notInterested: true });
    expect(await toMeet(p.ana)).not.toContain(p.ben.id);
    expect(await toMeet(p.ben)).not.toContain(p.ana.id);
    // Silent: Ben's own mark about Ana reads as before, and Ana's profile reads to him as it did.
    expect((await mark(p.ben, p.ana, 'GET')).json()).toEqual({ notInterested: false });
    expect((await api('GET', `/events/${slug}/attendees/${p.ana.id}`, p.ben)).json()).toEqual(benSawAna);

    for (let i = 0; i < 2; i++) expect((await mark(p.ana, p.ben, 'DELETE')).json()).toEqual({ notInterested: false });
    expect(await toMeet(p.ana)).toContain(p.ben.id);
  });

  it('answers myself, an outsider and a blocked person as the people routes do', async () => {
    const { slug, p, mark } = await scene();
    const self = await mark(p.ana, p.ana, 'PUT');
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe(englishError('cannotMeetSelf'));
    expect((await mark(p.ana, outsider, 'PUT')).statusCode).toBe(404);
    expect((await mark(outsider, p.ana, 'PUT')).statusCode).toBe(404);
    expect((await api('POST', `/events/${slug}/blocks`, p.cy, { userId: p.ana.id })).statusCode).toBe(201);
    const blocked = await mark(p.ana, p.cy, 'PUT');
    expect(blocked.statusCode).toBe(404);
    expect(blocked.json().message).toBe(englishError('userNotFound'));
    const bad = await api('PUT', `/events/${slug}/attendees/not-a-uuid/not-interested`, p.ana);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].field).toBe('userId');
  });
});

describe('already met', () => {
  it('is never suggested: a scan (even one removed since) or a held meeting, both ways', async () => {
    const { slug, p, eventId, toMeet } = await scene();
    expect(await toMeet(p.ana)).toHaveLength(5); // six others share something with Ana
    expect((await scanCode(t, slug, p.ben, p.ana)).statusCode).toBe(201);
    const db = t.database.db;
    await db
      .update(connections)
      .set({ removedAt: new Date() })
      .where(or(and(eq(connections.initiatorId, p.ben.id), eq(connections.userId, p.ana.id)), and(eq(connections.initiatorId, p.ana.id), eq(connections.userId, p.ben.id))));
    const at = new Date('2099-06-10T10:00:00Z');
    await db
      .insert(meetings)
      .values({ eventId, requesterId: p.cy.id, inviteeId: p.ana.id, startsAt: at, endsAt: new Date(at.getTime() + 1_800_000), status: 'accepted', turnUserId: p.ana.id, heldAt: at });
    expect((await toMeet(p.ana)).sort()).toEqual([p.dee.id, p.eve.id, p.gus.id, p.hal.id].sort());
    expect(await toMeet(p.ben)).not.toContain(p.ana.id);
    expect(await toMeet(p.cy)).not.toContain(p.ana.id);
  });

  it('is never suggested: someone I sat at a table with in a speed-networking round', async () => {
    const { p, eventId, toMeet } = await scene();
    const before = await toMeet(p.ana);
    const mate = before.find((id) => id !== p.ben.id)!;
    const [run] = await t.database.db.insert(roundRuns).values({ eventId, rounds: 2, minutes: 5, tableSize: 2, seed: 1 }).returning();
    await t.database.db.insert(roundSeatings).values({
      runId: run!.id,
      round: 1,
      tables: [
        [mate, p.ana.id],
        [p.ben.id, p.cy.id],
      ],
    });
    const after = await toMeet(p.ana);
    expect(after).not.toContain(mate);
    // Others, at other tables, are still suggested.
    expect(after).toEqual(expect.arrayContaining(before.filter((id) => id !== mate)));
  });
});

describe('ranking', () => {
  it('puts someone whose intent answers mine first, and remembers who was shown', async () => {
    const { p, eventId, toMeet, intents } = await scene();
    await intents(p.ana, ['hire']);
    await intents(p.hal, ['get-hired']);
    await intents(p.gus, ['hire']); // the same intent is no answer to hiring
    const list = await toMeet(p.ana);
    expect(list[0]).toBe(p.hal.id);
    // Both Ana and Gus hire, which answers Hal's getting hired: they come first for him, in an order
    // the spread may change (Gus shares chess with him, but may have been shown to Ana already).
    expect((await toMeet(p.hal)).slice(0, 2).sort()).toEqual([p.ana.id, p.gus.id].sort());
    const shown = await t.database.db
      .select()
      .from(peopleToMeetShown)
      .where(and(eq(peopleToMeetShown.eventId, eventId), eq(peopleToMeetShown.viewerId, p.ana.id)));
    expect(shown.map((s) => s.shownId).sort()).toEqual([...list].sort());
  });
});
