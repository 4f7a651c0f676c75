import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/app.js';
import { call, type Who } from '../../test/event-fixture.js';
import { companyMember, signedInUser } from '../../test/users.js';
import { eventWaitlist } from '../../db/schema/index.js';

let t: TestApp;
let api: ReturnType<typeof call>;
let org: Awaited<ReturnType<typeof companyMember>>;
let rival: Awaited<ReturnType<typeof companyMember>>;

beforeAll(async () => {
  t = await createTestApp();
  api = call(t);
  org = await companyMember(t, 'wlorg');
  rival = await companyMember(t, 'wlrival');
});
afterAll(() => t?.close());

let n = 0;
async function cappedEvent(fields: object = {}) {
  const res = await api('POST', '/company/events', org, {
    name: `Small Dinner ${++n}`,
    startDate: '2099-06-10',
    endDate: '2099-06-10',
    location: 'Hall',
    organizerUsername: 'org',
    timeZone: 'Europe/Lisbon',
    capacity: 2,
    ...fields,
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json() as { id: string; slug: string; capacity: number | null; approvalRequired: boolean; waitlistOfferHours: number };
}
type Person = Who & { email: string };
const people = async (prefix: string, count: number): Promise<Person[]> => Promise.all(Array.from({ length: count }, (_, i) => signedInUser(t, `${prefix}${n}x${i}`)));
const join = async (slug: string, who: Who) => (await api('POST', `/events/${slug}/join`, who)).json();
const myPlace = async (slug: string, who: Who) => (await api('GET', `/events/${slug}/waitlist`, who)).json();
const publicEvent = async (slug: string) => (await t.app.inject({ method: 'GET', url: `/api/v1/public/events/${slug}` })).json();

describe('capacity and approval settings', () => {
  it('stores capacity, approval and offer hours, shows them on the public event, and names a bad value', async () => {
    const event = await cappedEvent({ approvalRequired: false });
    expect(event).toMatchObject({ capacity: 2, approvalRequired: false, waitlistOfferHours: 24 });
    expect(await publicEvent(event.slug)).toMatchObject({ capacity: 2, approvalRequired: false, full: false });
    for (const [field, value] of [
      ['capacity', 0],
      ['capacity', 2.5],
      ['waitlistOfferHours', 0],
      ['approvalRequired', 'yes'],
    ] as const) {
      const res = await api('PATCH', `/company/events/${event.id}`, org, { [field]: value });
      expect(res.statusCode).toBe(400);
      expect(res.json().issues[0].field).toBe(field);
    }
    const edited = await api('PATCH', `/company/events/${event.id}`, org, { capacity: null, waitlistOfferHours: 6 });
    expect(edited.json()).toMatchObject({ capacity: null, waitlistOfferHours: 6 });
  });
});

describe('joining a full event', () => {
  it('gives places while there are some, then a line by arrival; a second join answers the same', async () => {
    const event = await cappedEvent();
    const [a, b, c, d] = await people('wlj', 4);
    expect(await join(event.slug, a!)).toMatchObject({ status: 'joined', hasProfile: false });
    expect((await publicEvent(event.slug)).full).toBe(false);
    expect(await join(event.slug, b!)).toMatchObject({ status: 'joined' });
    expect((await publicEvent(event.slug)).full).toBe(true);
    const third = await join(event.slug, c!);
    expect(third).toMatchObject({ status: 'waitlisted', position: 1, joinedAt: null });
    expect(await join(event.slug, d!)).toMatchObject({ status: 'waitlisted', position: 2 });
    expect(await join(event.slug, c!)).toMatchObject({ status: 'waitlisted', position: 1 });
    expect(await myPlace(event.slug, d!)).toEqual({ status: 'waitlisted', position: 2, offerExpiresAt: null });
    // In line is not in: the attendee area does not open.
    expect((await api('GET', `/events/${event.slug}/attendees`, c!)).statusCode).toBe(404);
  });

  it('offers a freed place to the first in line, by mail, who confirms it; the next waits', async () => {
    const event = await cappedEvent();
    const [a, b, c, d] = await people('wlo', 4);
    for (const p of [a, b, c, d]) await join(event.slug, p!);
    const before = t.mailbox.mails.length;
    expect((await api('DELETE', `/events/${event.slug}/profile`, a!)).statusCode).toBe(200);
    const offer = await myPlace(event.slug, c!);
    expect(offer).toMatchObject({ status: 'waitlisted', position: 1 });
    expect(Date.parse(offer.offerExpiresAt) - Date.now()).toBeGreaterThan(23 * 3_600_000);
    const mail = await t.mailbox.waitForMail(c!.email, before);
    expect(mail.text).toContain(`http://mingle.test/events/${event.slug}/join`);
    expect(mail.text).toContain('Confirm it by');
    // The held place is not a newcomer's, nor the second in line's.
    const [e] = await people('wloe', 1);
    expect(await join(event.slug, e!)).toMatchObject({ status: 'waitlisted', position: 3 });
    const early = await api('POST', `/events/${event.slug}/waitlist/confirm`, d!);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/No place is offered/);
    const confirmed = await api('POST', `/events/${event.slug}/waitlist/confirm`, c!);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: 'joined', hasProfile: false });
    expect((await api('POST', `/events/${event.slug}/waitlist/confirm`, c!)).json()).toMatchObject({ status: 'joined' });
    expect(await myPlace(event.slug, d!)).toEqual({ status: 'waitlisted', position: 1, offerExpiresAt: null });
    expect((await api('GET', `/events/${event.slug}/attendees`, c!)).statusCode).toBe(200);
  });

  it('passes an offer that ran out on to the next in line (the sweep)', async () => {
    const event = await cappedEvent({ capacity: 1 });
    const [a, b, c] = await people('wlx', 3);
    for (const p of [a, b, c]) await join(event.slug, p!);
    await api('DELETE', `/events/${event.slug}/profile`, a!);
    expect((await myPlace(event.slug, b!)).offerExpiresAt).not.toBeNull();
    await t.database.db
      .update(eventWaitlist)
      .set({ offeredAt: sql`now() - interval '25 hours'`, offerExpiresAt: sql`now() - interval '1 hour'` })
      .where(and(eq(eventWaitlist.eventId, event.id), eq(eventWaitlist.userId, b!.id)));
    const before = t.mailbox.mails.length;
    const told = await t.app.waitlistOffers.sweep();
    expect(told.map((o) => o.userId)).toEqual([c!.id]);
    expect(await myPlace(event.slug, b!)).toEqual({ status: 'none', offerExpiresAt: null });
    expect(await myPlace(event.slug, c!)).toMatchObject({ status: 'waitlisted', position: 1 });
    await t.mailbox.waitForMail(c!.email, before);
    expect((await api('POST', `/events/${event.slug}/waitlist/confirm`, b!)).statusCode).toBe(409);
    // Told once: another sweep mails nobody.
    expect(await t.app.waitlistOffers.sweep()).toEqual([]);
  });

  it('lets a newcomer in when the join page says places are free, though those in line still hold offers', async () => {
    const event = await cappedEvent({ capacity: 1 });
    const [a, b, c] = await people('wlg', 3);
    for (const p of [a, b]) await join(event.slug, p!);
    // Two more places: the one in line is offered one, and one place is still free.
    expect((await api('PATCH', `/company/events/${event.id}`, org, { capacity: 3 })).statusCode).toBe(200);
    expect((await myPlace(event.slug, b!)).offerExpiresAt).not.toBeNull();
    expect(await publicEvent(event.slug)).toMatchObject({ full: false });
    expect(await join(event.slug, c!)).toMatchObject({ status: 'joined' });
    expect(await publicEvent(event.slug)).toMatchObject({ full: true });
  });

  it('offers nobody a place at a cancelled event, and a place held there cannot be taken', async () => {
    const event = await cappedEvent({ capacity: 1 });
    const [a, b, c] = await people('wlc', 3);
    for (const p of [a, b, c]) await join(event.slug, p!);
    await api('DELETE', `/events/${event.slug}/profile`, a!);
    expect((await myPlace(event.slug, b!)).offerExpiresAt).not.toBeNull();
    expect((await api('POST', `/company/events/${event.id}/cancel`, org, {})).statusCode).toBe(200);
    const confirm = await api('POST', `/events/${event.slug}/waitlist/confirm`, b!);
    expect([confirm.statusCode, confirm.json().message]).toEqual([409, expect.stringMatching(/cancelled/i)]);
    // The held offer runs out: the sweep passes it to nobody and mails nobody.
    await t.database.db
      .update(eventWaitlist)
      .set({ offeredAt: sql`now() - interval '25 hours'`, offerExpiresAt: sql`now() - interval '1 hour'` })
      .where(and(eq(eventWaitlist.eventId, event.id), eq(eventWaitlist.userId, b!.id)));
    expect(await t.app.waitlistOffers.sweep()).toEqual([]);
    expect(await myPlace(event.slug, c!)).toMatchObject({ status: 'waitlisted', offerExpiresAt: null });
  });

  it('offers places to the line when capacity grows, and leaving the line passes an offer on', async () => {
    const event = await cappedEvent({ capacity: 1 });
    const [a, b, c, d] = await people('wlg', 4);
    for (const p of [a, b, c, d]) await join(event.slug, p!);
    const grown = await api('PATCH', `/company/events/${event.id}`, org, { capacity: 2 });
    expect(grown.json()).toMatchObject({ capacity: 2, waitingCount: 3 });
    expect((await myPlace(event.slug, b!)).offerExpiresAt).not.toBeNull();
    expect((await myPlace(event.slug, c!)).offerExpiresAt).toBeNull();
    expect((await api('DELETE', `/events/${event.slug}/waitlist`, b!)).statusCode).toBe(200);
    expect((await api('DELETE', `/events/${event.slug}/waitlist`, b!)).statusCode).toBe(200);
    expect(await myPlace(event.slug, b!)).toMatchObject({ status: 'none' });
    expect((await myPlace(event.slug, c!)).offerExpiresAt).not.toBeNull();
  });

  it('refuses a newcomer once registration is closed, but answers those already waiting', async () => {
    const event = await cappedEvent({ capacity: 1 });
    const [a, b, c] = await people('wlc', 3);
    await join(event.slug, a!);
    await join(event.slug, b!);
    await api('PATCH', `/company/events/${event.id}`, org, { registrationOpen: false });
    expect(await join(event.slug, b!)).toMatchObject({ status: 'waitlisted', position: 1 });
    expect((await api('POST', `/events/${event.slug}/join`, c!)).statusCode).toBe(409);
  });
});

describe('approval', () => {
  it('keeps joins pending until the organisers admit them, and mails the admitted', async () => {
    const event = await cappedEvent({ approvalRequired: true, capacity: null });
    const [a, b] = await people('wla', 2);
    expect(await join(event.slug, a!)).toMatchObject({ status: 'pending', position: 1 });
    expect(await join(event.slug, b!)).toMatchObject({ status: 'pending', position: 2 });
    expect(await join(event.slug, a!)).toMatchObject({ status: 'pending', position: 1 });
    const before = t.mailbox.mails.length;
    const admitted = await api('POST', `/company/events/${event.id}/waitlist/${b!.id}/admit`, org);
    expect(admitted.statusCode).toBe(200);
    expect(admitted.json()).toEqual({ status: 'joined' });
    expect((await api('POST', `/company/events/${event.slug}/waitlist/${b!.id}/admit`, org)).json()).toEqual({ status: 'joined' });
    expect(await join(event.slug, b!)).toMatchObject({ status: 'joined' });
    expect((await t.mailbox.waitForMail(b!.email, before)).text).toContain('you have a place');
    expect(await myPlace(event.slug, a!)).toMatchObject({ status: 'pending', position: 1 });
  });
});

describe("the organisers' line", () => {
  it('lists the line with numbers and offers, admits out of order beyond capacity, and takes people off', async () => {
    const event = await cappedEvent({ capacity: 1 });
    const [a, b, c, d] = await people('wll', 4);
    for (const p of [a, b, c, d]) await join(event.slug, p!);
    await api('POST', `/company/events/${event.id}/attendees/${a!.id}/remove`, org, { ban: false });
    const page = await api('GET', `/company/events/${event.id}/waitlist?pageSize=2`, org);
    expect(page.statusCode).toBe(200);
    const first = page.json();
    expect(first.hasMore).toBe(true);
    expect(first.items.map((i: { userId: string }) => i.userId)).toEqual([b!.id, c!.id]);
    expect(first.items[0]).toMatchObject({ kind: 'waitlisted', position: 1 });
    expect(first.items[0].offerExpiresAt).not.toBeNull();
    expect(first.items[1]).toMatchObject({ position: 2, offerExpiresAt: null });

    expect((await api('POST', `/company/events/${event.id}/waitlist/${d!.id}/admit`, org)).json()).toEqual({ status: 'joined' });
    const after = (await api('GET', `/company/events/${event.id}`, org)).json();
    expect(after).toMatchObject({ attendeeCount: 1, waitingCount: 2 });
    // The held place stays held: b may still confirm, beyond the one place.
    expect((await api('POST', `/events/${event.slug}/waitlist/confirm`, b!)).statusCode).toBe(200);
    expect((await api('GET', `/company/events/${event.id}`, org)).json()).toMatchObject({ attendeeCount: 2, waitingCount: 1 });

    expect((await api('DELETE', `/company/events/${event.id}/waitlist/${c!.id}`, org)).statusCode).toBe(200);
    expect((await api('DELETE', `/company/events/${event.id}/waitlist/${c!.id}`, org)).statusCode).toBe(200);
    expect(await myPlace(event.slug, c!)).toMatchObject({ status: 'none' });
    expect((await api('POST', `/company/events/${event.id}/waitlist/${c!.id}/admit`, org)).statusCode).toBe(404);
  });

  it("is another company's business: 404, and 403 for people without a company", async () => {
    const event = await cappedEvent({ capacity: 1 });
    const [a, b] = await people('wlz', 2);
    await join(event.slug, a!);
    await join(event.slug, b!);
    expect((await api('GET', `/company/events/${event.id}/waitlist`, rival)).statusCode).toBe(404);
    expect((await api('POST', `/company/events/${event.id}/waitlist/${b!.id}/admit`, rival)).statusCode).toBe(404);
    expect((await api('DELETE', `/company/events/${event.id}/waitlist/${b!.id}`, rival)).statusCode).toBe(404);
    expect((await api('GET', `/company/events/${event.id}/waitlist`, a!)).statusCode).toBe(403);
    expect(await myPlace(event.slug, b!)).toMatchObject({ status: 'waitlisted', position: 1 });
  });
});
