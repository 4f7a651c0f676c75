import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@mingle/contracts';
import { invitations, rateLimits, users } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { call, eventWithAttendees } from '../../test/event-fixture.js';
import { companyMember, signedInUser, teammate, TEST_PASSWORD } from '../../test/users.js';

let t: TestApp;
let api: ReturnType<typeof call>;
beforeAll(async () => {
  t = await createTestApp();
  api = call(t);
});
afterAll(() => t.close());

type Person = { id: string; email: string; headers: Record<string, string> };

/** The owner invites the address; returns the token read from the mail that really went out. */
async function invite(owner: Person & { company: { slug: string } }, email: string, role = 'organiser') {
  const after = t.mailbox.mails.length;
  const res = await api('POST', `/companies/${owner.company.slug}/invitations`, owner, { email, role });
  expect(res.statusCode, res.body).toBe(201);
  const mail = await t.mailbox.waitForMail(email, after);
  const token = /\/auth\/invitation\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  expect(token).toBeTruthy();
  return { token: token!, invitation: res.json() as { id: string; email: string; role: string } };
}
const accept = (token: string, who: { headers: Record<string, string> }) => t.app.inject({ method: 'POST', url: `/api/v1/invitations/${token}/accept`, headers: who.headers });

describe('invitations', () => {
  it('mails a link; the invited address signs in, accepts and runs the events, but not the team', async () => {
    const { org: owner, event } = await eventWithAttendees(t, 'ti1', {});
    const { token, invitation } = await invite(owner, 'Tia@Example.com');
    expect(invitation).toMatchObject({ email: 'tia@example.com', role: 'organiser' });
    const mail = t.mailbox.mails.at(-1)!;
    expect(mail.text).toContain('ti1org Company');
    // Only the hash is stored.
    const [row] = await t.database.db.select().from(invitations).where(eq(invitations.id, invitation.id));
    expect(row!.tokenHash).not.toBe(token);
    expect(JSON.stringify(row)).not.toContain(token);
    expect((await api('GET', `/companies/${owner.company.slug}/invitations`, owner)).json()).toMatchObject({ items: [{ id: invitation.id, invitedBy: 'ti1org' }], page: 1, hasMore: false });

    const tia = await signedInUser(t, 'tia');
    const accepted = await accept(token, tia);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ membership: { companyId: owner.company.id, slug: owner.company.slug, role: 'organiser' } });
    // A repeat answers as the first; sign-in now opens the company.
    expect((await accept(token, tia)).json()).toEqual(accepted.json());
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: tia.headers })).json().membership.slug).toBe(owner.company.slug);
    expect((await api('GET', `/companies/${owner.company.slug}/invitations`, owner)).json().items).toEqual([]);

    const members = (await api('GET', `/companies/${owner.company.slug}/members`, owner)).json();
    expect(members.items.map((m: { username: string; role: string }) => [m.username, m.role])).toEqual([
      ['ti1org', 'owner'],
      ['tia', 'organiser'],
    ]);

    // The organiser runs the events: a group, an edit, the attendee list.
    const asTia = { headers: { ...tia.headers, 'x-company-id': owner.company.id } };
    expect((await api('POST', `/events/${event.slug}/groups`, asTia, { name: 'Early birds', icon: '🐦' })).statusCode).toBe(201);
    expect((await api('PATCH', `/company/events/${event.id}`, asTia, { description: 'Edited by an organiser' })).statusCode).toBe(200);
    expect((await api('GET', `/company/events/${event.id}/attendees`, asTia)).statusCode).toBe(200);
    expect((await api('GET', `/companies/${owner.company.slug}/members`, asTia)).statusCode).toBe(200);
    // ... but not the team: no invitations, no roles (not even their own), no removing others.
    const slug = owner.company.slug;
    for (const [method, url, body] of [
      ['GET', `/companies/${slug}/invitations`],
      ['POST', `/companies/${slug}/invitations`, { email: 'friend@example.com', role: 'owner' }],
      ['DELETE', `/companies/${slug}/invitations/${invitation.id}`],
      ['PATCH', `/companies/${slug}/members/${tia.id}`, { role: 'owner' }],
      ['PATCH', `/companies/${slug}/members/${owner.id}`, { role: 'organiser' }],
      ['DELETE', `/companies/${slug}/members/${owner.id}`],
    ] as const) {
      const res = await api(method, url, asTia, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().message).toBe('Only an owner of the company can do this');
    }
    expect((await api('GET', `/companies/${slug}/members`, owner)).json().items.find((m: { userId: string }) => m.userId === tia.id).role).toBe('organiser');
  });

  it('refuses unknown, revoked, replaced, expired and used links, and another address', async () => {
    const owner = await companyMember(t, 'ti2');
    const slug = owner.company.slug;
    const uma = await signedInUser(t, 'uma');
    const vic = await signedInUser(t, 'vic');

    expect((await accept('x'.repeat(43), uma)).json()).toMatchObject({ code: 404, message: 'This invitation does not exist or was withdrawn' });
    expect((await t.app.inject({ method: 'POST', url: `/api/v1/invitations/${'x'.repeat(43)}/accept` })).statusCode).toBe(401);

    const first = await invite(owner, uma.email);
    expect((await accept(first.token, vic)).json()).toMatchObject({ code: 403, message: expect.stringContaining('another email address') });
    // Re-inviting replaces the open invitation: the old link stops working.
    const second = await invite(owner, uma.email, 'owner');
    expect((await accept(first.token, uma)).statusCode).toBe(404);
    expect((await api('GET', `/companies/${slug}/invitations`, owner)).json().items).toHaveLength(1);
    // Revoked: gone, and revoking again answers the same.
    expect((await api('DELETE', `/companies/${slug}/invitations/${second.invitation.id}`, owner)).json()).toEqual({ ok: true });
    expect((await api('DELETE', `/companies/${slug}/invitations/${second.invitation.id}`, owner)).json()).toEqual({ ok: true });
    expect((await accept(second.token, uma)).statusCode).toBe(404);

    const third = await invite(owner, uma.email);
    await t.database.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, third.invitation.id));
    expect((await accept(third.token, uma)).json()).toMatchObject({ code: 400, message: 'This invitation has expired. Ask for a new one.' });

    const fourth = await invite(owner, uma.email);
    expect((await accept(fourth.token, uma)).statusCode).toBe(200);
    // Used: nobody else may take it, even with the same address after the account changed hands.
    expect((await accept(fourth.token, vic)).json()).toMatchObject({ code: 400, message: 'This invitation has already been used' });
    // A current member cannot be invited again.
    expect((await api('POST', `/companies/${slug}/invitations`, owner, { email: 'UMA@example.com', role: 'organiser' })).json()).toMatchObject({
      code: 409,
      message: 'This person is already on the team',
    });
  });

  it('needs a verified address, and one company per person', async () => {
    const owner = await companyMember(t, 'ti3');
    const other = await companyMember(t, 'ti3b');
    const { token } = await invite(owner, other.email);
    expect((await accept(token, other)).json()).toMatchObject({ code: 409, message: 'You already belong to a company' });

    const wes = await signedInUser(t, 'wes');
    const wesInvite = await invite(owner, wes.email);
    await t.database.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, wes.id));
    const res = await accept(wesInvite.token, wes);
    expect([401, 403]).toContain(res.statusCode);
    expect((await api('GET', `/companies/${owner.company.slug}/members`, owner)).json().items).toHaveLength(1);
  });

  it('hides the team from everyone outside it', async () => {
    const { org: owner, attendees } = await eventWithAttendees(t, 'ti4', { att: [] });
    const stranger = await signedInUser(t, 'ti4stranger');
    const rival = await companyMember(t, 'ti4rival');
    const slug = owner.company.slug;
    for (const who of [stranger, attendees.att!, rival]) {
      expect((await api('GET', `/companies/${slug}/members`, who)).statusCode).toBe(404);
      expect((await api('GET', `/companies/${slug}/invitations`, who)).statusCode).toBe(404);
      expect((await api('POST', `/companies/${slug}/invitations`, who, { email: 'x@example.com', role: 'owner' })).statusCode).toBe(404);
      expect((await api('PATCH', `/companies/${slug}/members/${owner.id}`, who, { role: 'organiser' })).statusCode).toBe(404);
      expect((await api('DELETE', `/companies/${slug}/members/${owner.id}`, who)).statusCode).toBe(404);
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/companies/${slug}/members` })).statusCode).toBe(401);
    expect((await api('POST', `/companies/${slug}/invitations`, owner, { email: 'not-an-address', role: 'boss' })).json().issues.map((i: { field: string }) => i.field)).toEqual(['email', 'role']);
  });

  it('counts invitations per company per day', async () => {
    const owner = await companyMember(t, 'ti5');
    await t.database.db.insert(rateLimits).values({ key: `invitations:${owner.company.id}`, hits: LIMITS.invitationsPerCompanyPerDay, resetAt: new Date(Date.now() + 3_600_000) });
    const res = await api('POST', `/companies/${owner.company.slug}/invitations`, owner, { email: 'late@example.com', role: 'organiser' });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('roles and leaving', () => {
  it('keeps one owner at least: no demoting, removing or leaving of the last one', async () => {
    const owner = await companyMember(t, 'tr1');
    const slug = owner.company.slug;
    const org = await teammate(t, owner.company, 'tr1b');
    expect((await api('PATCH', `/companies/${slug}/members/${owner.id}`, owner, { role: 'organiser' })).json()).toMatchObject({ code: 409, message: expect.stringContaining('at least one owner') });
    expect((await api('DELETE', `/companies/${slug}/members/${owner.id}`, owner)).statusCode).toBe(409);
    expect((await api('PATCH', `/companies/${slug}/members/00000000-0000-4000-8000-000000000000`, owner, { role: 'owner' })).statusCode).toBe(404);

    // A second owner: now either may step down.
    expect((await api('PATCH', `/companies/${slug}/members/${org.id}`, owner, { role: 'owner' })).json()).toMatchObject({ userId: org.id, role: 'owner' });
    expect((await api('PATCH', `/companies/${slug}/members/${owner.id}`, owner, { role: 'organiser' })).json()).toMatchObject({ role: 'organiser' });
    // The demoted one cannot take it back.
    expect((await api('PATCH', `/companies/${slug}/members/${owner.id}`, owner, { role: 'owner' })).statusCode).toBe(403);
    expect((await api('DELETE', `/companies/${slug}/members/${org.id}`, org)).statusCode).toBe(409);
  });

  it('lets an organiser leave, and a removed teammate loses the console on their next request', async () => {
    const { org: owner, event } = await eventWithAttendees(t, 'tr2', {});
    const slug = owner.company.slug;
    const leaver = await teammate(t, owner.company, 'tr2leaver');
    const removed = await teammate(t, owner.company, 'tr2removed');
    expect((await api('GET', `/company/events/${event.id}`, removed)).statusCode).toBe(200);

    expect((await api('DELETE', `/companies/${slug}/members/${leaver.id}`, leaver)).json()).toEqual({ ok: true });
    expect((await api('DELETE', `/companies/${slug}/members/${removed.id}`, owner)).json()).toEqual({ ok: true });
    expect((await api('DELETE', `/companies/${slug}/members/${removed.id}`, owner)).json()).toEqual({ ok: true });
    for (const who of [leaver, removed]) {
      const next = await api('GET', `/company/events/${event.id}`, who);
      expect(next.json()).toMatchObject({ code: 403, message: 'You are not a member of this company' });
      expect((await api('POST', `/events/${event.slug}/groups`, who, { name: 'Sneaky', icon: '🕵️' })).statusCode).toBe(403);
      const { ['x-company-id']: _, ...withoutCompany } = who.headers;
      expect((await api('GET', `/companies/${slug}/members`, { headers: withoutCompany })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: withoutCompany })).json().membership).toBeUndefined();
    }
  });

  it('asks the last owner of a team to hand over before deleting their account', async () => {
    const owner = await companyMember(t, 'tr3');
    const org = await teammate(t, owner.company, 'tr3b');
    const del = (who: Person) => t.app.inject({ method: 'DELETE', url: '/api/v1/me', headers: who.headers, payload: { password: TEST_PASSWORD } });
    expect((await del(owner)).json()).toMatchObject({ code: 409, message: expect.stringContaining('Make a teammate an owner first') });
    expect((await api('PATCH', `/companies/${owner.company.slug}/members/${org.id}`, owner, { role: 'owner' })).statusCode).toBe(200);
    expect((await del(owner)).statusCode).toBe(200);
    expect((await api('GET', `/companies/${owner.company.slug}/members`, org)).json().items.map((m: { userId: string; role: string }) => [m.userId, m.role])).toEqual([[org.id, 'owner']]);
  });
});

describe('the company logo', () => {
  it('takes a logo of its own company, for owners and organisers alike', async () => {
    const sharp = (await import('sharp')).default;
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 200, g: 40, b: 40 } } })
      .png()
      .toBuffer();
    const { multipart } = await import('../../test/users.js');
    const owner = await companyMember(t, 'tl1');
    const org = await teammate(t, owner.company, 'tl1b');
    const rival = await companyMember(t, 'tl1rival');
    const upload = async (who: Person) => {
      const form = multipart({ kind: 'logo' }, { name: 'logo.png', type: 'image/png', data: png });
      return (await t.app.inject({ method: 'POST', url: '/api/v1/uploads', payload: form.payload, headers: { ...who.headers, ...form.headers } })).json() as { id: string };
    };
    const mine = await upload(org);
    const theirs = await upload(rival);
    const patched = await api('PATCH', `/companies/${owner.company.slug}`, org, { logoUploadId: mine.id });
    expect(patched.json()).toMatchObject({ logoUploadId: mine.id, logoUrl: expect.stringMatching(/\/media\/.+\.(webp|png|jpg)$/) });
    expect((await api('GET', `/companies/${owner.company.slug}`, owner)).json().logoUploadId).toBe(mine.id);
    expect((await api('PATCH', `/companies/${owner.company.slug}`, owner, { logoUploadId: theirs.id })).json().issues[0]).toMatchObject({ field: 'logoUploadId', key: 'uploadNotFound' });
    expect((await api('PATCH', `/companies/${owner.company.slug}`, owner, { logoUploadId: null })).json()).toMatchObject({ logoUploadId: null, logoUrl: null });
  });
});
