import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '../../test/app.js';
import type { CapturedMail } from '../../test/mailbox.js';
import { call, type Who } from '../../test/event-fixture.js';
import { companyMember, signedInUser } from '../../test/users.js';

let t: TestApp;
let api: ReturnType<typeof call>;
let org: Awaited<ReturnType<typeof companyMember>>;

beforeAll(async () => {
  t = await createTestApp();
  api = call(t);
  org = await companyMember(t, 'pmorg');
});
afterAll(() => t?.close());

let n = 0;
async function event(fields: object = {}) {
  const res = await api('POST', '/company/events', org, {
    name: `Rooftop <Jazz> & Friends ${++n}`,
    startDate: '2099-06-10',
    endDate: '2099-06-11',
    startTime: '18:30',
    endTime: '23:00',
    location: 'Rua Augusta 1, Lisbon',
    organizerUsername: 'org',
    timeZone: 'Europe/Lisbon',
    ...fields,
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json() as { id: string; slug: string; name: string };
}
const person = (name: string) => signedInUser(t, `pm${name}${n}`);
const passMails = (to: string) => t.mailbox.mails.filter((m) => m.to.includes(to) && /^Subject: Your pass for /m.test(m.raw));

/** The inline image a mail names by Content-ID, as the bytes it carries. */
function inlineImage(mail: CapturedMail, cid: string) {
  const part = new RegExp(`Content-ID: <${cid}>[\\s\\S]*?\\r?\\n\\r?\\n([A-Za-z0-9+/=\\r\\n]+)`).exec(mail.raw);
  if (!part) throw new Error(`no inline ${cid} in the mail`);
  return Buffer.from(part[1]!.replace(/\s/g, ''), 'base64');
}
/** What a phone camera reads from a PNG: the QR code's text. */
async function readQr(png: Buffer) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}
const checkIn = (eventId: string, pass: string) => api('POST', `/company/events/${eventId}/check-ins`, org, { pass });

describe('the pass by mail', () => {
  it('goes to whoever joins, once; its QR code is their pass and checks them in at the door', async () => {
    const party = await event();
    const ana = await person('ana');
    expect((await api('POST', `/events/${party.slug}/join`, ana)).json()).toMatchObject({ status: 'joined' });
    await api('POST', `/events/${party.slug}/join`, ana);
    await t.app.background.drain();
    const mails = passMails(ana.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;

    // The image in the mail is the pass the app shows.
    const token = await readQr(inlineImage(mail, 'pass-qr'));
    const pass = (await api('GET', `/events/${party.slug}/pass`, ana)).json() as { token: string };
    expect(token).toBe(pass.token);
    expect(mail.text).toMatch(/<img src="cid:pass-qr"/);
    expect(mail.text).toContain(`http://mingle.test/events/${party.slug}/pass`);
    expect(mail.text).toContain('When: Wed, Jun 10, 2099 at 18:30 to Thu, Jun 11, 2099');
    expect(mail.text).toContain('Where: Rua Augusta 1, Lisbon');
    // The event's name is shown as text, never as markup.
    expect(mail.text).toContain('Rooftop &#60;Jazz&#62; &#38; Friends');
    expect(mail.text).not.toMatch(/<p>[^<]*<Jazz>/);
    // It names nobody: no account id, no address in the pass.
    expect(token).not.toContain(ana.id);

    const door = await checkIn(party.id, token!);
    expect(door.statusCode).toBe(200);
    expect(door.json().person.userId).toBe(ana.id);
  });

  it('goes to someone in line only when they get the place: by confirming an offer, or let in by the organisers', async () => {
    const small = await event({ capacity: 1 });
    const [ana, ben, cy] = [await person('lina'), await person('lben'), await person('lcy')];
    for (const who of [ana, ben, cy]) await api('POST', `/events/${small.slug}/join`, who);
    await t.app.background.drain();
    expect(passMails(ben.email)).toHaveLength(0);
    expect(passMails(cy.email)).toHaveLength(0);

    // Ana leaves: the place is offered to Ben, who gets a pass only once he confirms it.
    expect((await api('DELETE', `/events/${small.slug}/profile`, ana)).statusCode).toBe(200);
    await t.app.background.drain();
    expect(passMails(ben.email)).toHaveLength(0);
    expect((await api('POST', `/events/${small.slug}/waitlist/confirm`, ben)).json()).toMatchObject({ status: 'joined' });
    await t.app.background.drain();
    expect(passMails(ben.email)).toHaveLength(1);

    // The organisers let Cy in out of order: the mail says so.
    expect((await api('POST', `/company/events/${small.id}/waitlist/${cy.id}/admit`, org)).statusCode).toBe(200);
    await t.app.background.drain();
    expect(passMails(cy.email)).toHaveLength(1);
    expect(passMails(cy.email)[0]!.text).toContain('let you in: you have a place');
  });

  it('is not sent for a join that waits for approval', async () => {
    const approval = await event({ approvalRequired: true });
    const dee: Who & { email: string } = await person('dee');
    expect((await api('POST', `/events/${approval.slug}/join`, dee)).json()).toMatchObject({ status: 'pending' });
    await t.app.background.drain();
    expect(passMails(dee.email)).toHaveLength(0);
  });
});
