import QRCode from 'qrcode';
import type { Db } from '../../db/index.js';
import type { Background } from '../../lib/background.js';
import type { Mail, Mailer } from '../../plugins/mail.js';
import { doorRepo } from './door.repo.js';
import type { Passes } from './passes.js';

/** Why the person has a place: they joined, or the organisers let them in (from the line or out of approval). */
export type PlaceReason = 'joined' | 'admitted';

interface PassMailOf {
  email: string;
  username: string;
  event: { name: string; slug: string; startDate: string; endDate: string; startTime: string | null; location: string | null; locationTbd: boolean };
}

const DAY = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const day = (date: string) => DAY.format(new Date(`${date}T00:00:00Z`));
/** "Sat, Dec 5, 2026 at 18:30" or "Sat, Dec 5, 2026 to Sun, Dec 6, 2026": the event's own wall-clock days. */
function whenOf(e: PassMailOf['event']) {
  const first = e.startTime ? `${day(e.startDate)} at ${e.startTime}` : day(e.startDate);
  return e.endDate === e.startDate ? first : `${first} to ${day(e.endDate)}`;
}
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The pass by mail: its QR code inline (and attached, for mail apps that hide images), and the link to the pass screen. */
export async function passMail(to: PassMailOf, token: string, why: PlaceReason, appUrl: string): Promise<Mail> {
  const { event } = to;
  const passUrl = `${appUrl}/events/${encodeURIComponent(event.slug)}/pass`;
  const where = event.locationTbd || !event.location ? 'Place to be announced' : event.location;
  const lead = why === 'admitted' ? `The organisers of ${event.name} let you in: you have a place.` : `You have a place at ${event.name}.`;
  const png = await QRCode.toBuffer(token, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 480 });
  const lines = [
    `Hi ${to.username},`,
    lead,
    `When: ${whenOf(event)}\nWhere: ${where}`,
    `Your pass is the QR code in this mail. Show it at the door and the organisers check you in with one scan. It is also in Mingle, where it opens even without a network once you have seen it: ${passUrl}`,
    `The pass only checks you in: nobody can connect with you through it, and only the organisers can see whose it is. It stops working if you leave the event.`,
    `You get this mail because you joined ${event.name} on Mingle.`,
  ];
  const html =
    `<p>${escapeHtml(lines[0]!)}</p><p>${escapeHtml(lead)}</p>` +
    `<p>When: ${escapeHtml(whenOf(event))}<br>Where: ${escapeHtml(where)}</p>` +
    `<p>Show this pass at the door:</p><p><img src="cid:pass-qr" alt="Your pass for ${escapeHtml(event.name)} (QR code)" width="240" height="240"></p>` +
    `<p>It is also in Mingle, where it opens even without a network once you have seen it: <a href="${escapeHtml(passUrl)}">your pass</a>.</p>` +
    `<p>${escapeHtml(lines[4]!)}</p><p style="color:#666">${escapeHtml(lines[5]!)}</p>`;
  return {
    to: to.email,
    subject: `Your pass for ${event.name}`,
    text: `${lines.join('\n\n')}\n`,
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
