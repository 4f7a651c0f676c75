import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agenda, MyDataExport } from '@mingle/contracts';
import { createTestApp, type TestApp } from '../../test/app.js';
import type { Who } from '../../test/event-fixture.js';
import { meetingScene, tomorrowAt } from '../../test/meeting-scene.js';

/* Meetings end with the people in them: a block, leaving the event (on PGlite, and PostgreSQL with DATABASE_URL). */
let t: TestApp;
let scenes = 0;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const [s10, s1030] = ['10:00', '10:30'].map(tomorrowAt) as [string, string];

describe('meetings end with the people in them', () => {
  it('a block cancels the pair’s meetings still to come and frees their slots and spot; others stay', async () => {
    const m = await meetingScene(t, `me${++scenes}`, ['ana', 'ben', 'cy']);
    const { ana, ben, cy } = m.p as Record<'ana' | 'ben' | 'cy', Who>;
    const table = m.spots[0]!;
    const agreed = await m.ask(ana, ben, s10, { spotId: table.id });
    expect((await m.act(ben, agreed.id, 'accept')).statusCode).toBe(200);
    const withCy = await m.ask(ana, cy, s1030);
    expect((await m.api('POST', `/events/${m.slug}/blocks`, ben, { userId: ana.id })).statusCode).toBe(201);

    const anas = await m.list(ana);
    // The blocked person is hidden from Ana now; the meeting reads cancelled.
    expect(anas.items.find((x) => x.id === agreed.id)).toMatchObject({ status: 'cancelled' });
    expect(anas.items.find((x) => x.id === withCy.id)).toMatchObject({ status: 'pending' });
    const agenda = (await m.api('GET', `/events/${m.slug}/agenda`, ana)).json() as Agenda;
    expect(agenda.items).toEqual([]);
    // 10:00 is free for Ana again, and so is the table: Cy can meet her there.
    await m.free(cy, [s10, s1030]);
    const slots = await m.common(cy, ana.id);
    expect(slots.slots.find((s) => s.startsAt === s10)?.spots.map((s) => s.id)).toContain(table.id);
  });

  it('leaving the event cancels my meetings still to come, as cancelled by me', async () => {
    const m = await meetingScene(t, `me${++scenes}`, ['ana', 'ben', 'cy']);
    const { ana, ben, cy } = m.p as Record<'ana' | 'ben' | 'cy', Who>;
    const agreed = await m.ask(ana, ben, s10);
    await m.act(ben, agreed.id, 'accept');
    const asked = await m.ask(cy, ana, s1030);
    expect((await m.api('DELETE', `/events/${m.slug}/profile`, ana)).statusCode).toBe(200);

    expect((await m.list(ben)).items.find((x) => x.id === agreed.id)).toMatchObject({ status: 'cancelled' });
    expect(((await m.api('GET', `/events/${m.slug}/agenda`, ben)).json() as Agenda).items).toEqual([]);
    expect((await m.list(cy)).items.find((x) => x.id === asked.id)).toMatchObject({ status: 'cancelled' });
    // Ben's 10:00 is free again.
    expect((await m.availability(ben)).slots.find((s) => s.startsAt === s10)).toMatchObject({ booked: false });
  });
});

describe('my data', () => {
  it('the export lists my meetings as I see them, with my own note only, and the slots I marked free', async () => {
    const m = await meetingScene(t, `me${++scenes}`, ['ana', 'ben']);
    const { ana, ben } = m.p as Record<'ana' | 'ben', Who>;
    const asked = await m.ask(ana, ben, s10, { spotId: m.spots[0]!.id, note: 'Coffee?' });
    expect((await m.act(ben, asked.id, 'decline')).statusCode).toBe(200);
    const exportOf = async (who: Who) => {
      const data = (await m.api('GET', '/me/export', who)).json() as MyDataExport;
      return data.events.find((e) => e.event.slug === m.slug)!;
    };
    const anas = await exportOf(ana);
    // The decline is silent: Ana's copy still reads pending.
    expect(anas.meetings).toEqual([expect.objectContaining({ id: asked.id, with: 'ben Test', askedByMe: true, startsAt: s10, spot: 'Table 1', status: 'pending', note: 'Coffee?', heldAt: null })]);
    expect(anas.meetingHours).toEqual([s10]);
    const bens = await exportOf(ben);
    expect(bens.meetings).toEqual([expect.objectContaining({ id: asked.id, with: 'ana Test', askedByMe: false, status: 'declined', note: null })]);
  });
});
