import QRCode from 'qrcode';
import type { Db } from '../../db/index.js';
import type { Background } from '../../lib/background.js';
import type { Mail, Mailer } from '../../plugins/mail.js';
import { dayText } from '../../lib/wall-clock.js';
import { doorRepo } from './door.repo.js';
import type { Passes } from './passes.js';

/** Why the person has a place: they joined, or the organisers let them in (from the line or out of approval). */
export type PlaceReason = 'joined' | 'admitted';

interface PassMailOf {
  email: string;
  username: string;
  event: { name: string; slug: string; startDate: string; endDate: string; startTime: string | null; location: string | null; locationTbd: boolean };
}

/** "Sat, Dec 5, 2026 at 18:30" or "... to Sun, Dec 6, 2026": the event's own wall-clock days. */
const whenOf = (e: PassMailOf['event']) => (e.endDate === e.startDate ? dayText(e.startDate, e.startTime) : `${dayText(e.startDate, e.startTime)} to ${dayText(e.endDate)}`);
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The pass by mail: its QR code inline (and attached, for mail apps that hide images), and the link to the pass screen. */
export async function passMail(to: PassMailOf, token: string, why: PlaceReason, appUrl: string): Promise<Mail> {
  const { event } = to;
  const passUrl = `${appUrl}/events/${encodeURIComponent(event.slug)}/pass`;
  const where = event.locationTbd || !event.location ? 'Place to be announced' : event.location;
  const lead = why === 'admitted' ? `The organisers of ${event.name} let you in: you have a place.` : `You have a place at ${event.name}.`;
  const png = await QRCode.toBuffer(token, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 480 });
  const when = `When: ${whenOf(event)}`;
  const place = `Where: ${where}`;
  const only = 'The pass only checks you in: nobody can connect with you through it, and only the organisers can see whose it is. It stops working if you leave the event.';
  const because = `You get this mail because you joined ${event.name} on Mingle.`;
  const text = [
    `Hi ${to.username},`,
    lead,
    `${when}\n${place}`,
    `Your pass is the QR code in this mail. Show it at the door and the organisers check you in with one scan. It is also in Mingle, where it opens even without a network once you have seen it: ${passUrl}`,
    only,
    because,
  ].join('\n\n');
  const e = escapeHtml;
  const html =
    `<p>${e(`Hi ${to.username},`)}</p><p>${e(lead)}</p><p>${e(when)}<br>${e(place)}</p>` +
    `<p>Show this pass at the door:</p><p><img src="cid:pass-qr" alt="Your pass for ${e(event.name)} (QR code)" width="240" height="240"></p>` +
    `<p>It is also in Mingle, where it opens even without a network once you have seen it: <a href="${e(passUrl)}">your pass</a>.</p>` +
    `<p>${e(only)}</p><p style="color:#666">${e(because)}</p>`;
  return {
    to: to.email,
    subject: `Your pass for ${event.name}`,
    text: `${text}\n`,
    html,
    attachments: [{ filename: 'pass.png', content: png, contentType: 'image/png', cid: 'pass-qr' }],
  };
}

/**
 * Mails a person their pass when they take a place (decision 038), after the answer has left. A
 * person who left again before it was written gets nothing; a cancelled event mails no passes.
 */
export function createPassMail({ db, passes, mailer, background, appUrl }: { db: Db; passes: Passes; mailer: Mailer; background: Background; appUrl: string }) {
  return {
    placeTaken(eventId: string, userId: string, why: PlaceReason) {
      background.run('pass mail', async () => {
        const to = await doorRepo.mailTo(db, eventId, userId);
        if (!to || to.event.status !== 'published') return;
        const pass = await passes.passOf(to.event, userId);
        await mailer.send(await passMail(to, pass.token, why, appUrl));
      });
    },
  };
}
export type PassMail = ReturnType<typeof createPassMail>;
