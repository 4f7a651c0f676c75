import { isDoorAudience, LIMITS, type AnnouncementInput, type AnnouncementPreview, type AttendeeMessage, type AttendeeMessageInput } from '@mingle/contracts';
import type { Db } from '../../db/index.js';
import type { Background } from '../../lib/background.js';
import { errors } from '../../lib/errors.js';
import type { Mailer } from '../../plugins/mail.js';
import { addHits } from '../../plugins/shared-rate-limits.js';
import type { EventsService } from '../events/events.service.js';
import { announcementMail } from './announcements.mails.js';
import { announcementsRepo } from './announcements.repo.js';
import type { AnnouncementDelivery } from './delivery.js';
import { sendTime } from './send-time.js';

interface Deps {
  db: Db;
  events: EventsService;
  mailer: Mailer;
  delivery: AnnouncementDelivery;
  background: Background;
  appUrl: string;
}

const HOUR_MS = 60 * 60 * 1000;
type Caller = { userId: string; companyId: string };

/**
 * What leaves with care (decision 035): the reach and the mail of an announcement before it is
 * sent, a test mail to the organiser alone, and a message to one attendee.
 */
export function createAnnouncementOutgoing({ db, events, mailer, delivery, background, appUrl }: Deps) {
  /** One more of `kind` by this organiser this hour; over `max`: a 429 with the wait. */
  async function count(key: string, max: number, tooMany: (seconds: number) => Error) {
    const hits = (await addHits(db, [{ key, hits: 1, windowMs: HOUR_MS }])).get(key)!;
    if (hits.current > max) throw tooMany(Math.max(1, Math.ceil(hits.ttl / 1000)));
  }
  /** The event, the audience's group and the mail as the caller would get it. */
  async function preview(caller: Caller, ref: string, input: AnnouncementInput) {
    const eventId = await events.companyEventId(caller.companyId, ref);
    sendTime(input.sendAt); // a schedule that would be refused is refused here too, on its field
    const door = isDoorAudience(input.audience) ? input.audience : null;
    const group = input.audience === 'event' || door ? null : await announcementsRepo.groupOf(db, eventId, input.audience);
    if (group === undefined) throw errors.field(400, 'audience', 'invalidValue');
    const [event, me, audience] = await Promise.all([
      announcementsRepo.eventOf(db, eventId),
      announcementsRepo.account(db, caller.userId),
      announcementsRepo.audienceCounts(db, eventId, group?.id ?? null, door),
    ]);
    if (!event || !me) throw errors.notFound();
    return { audience, mail: announcementMail(me, event, { title: input.title, body: input.body, groupName: group?.name ?? null }, appUrl) };
  }

  return {
    async preview(caller: Caller, ref: string, input: AnnouncementInput): Promise<AnnouncementPreview> {
      const { audience, mail } = await preview(caller, ref, input);
      return { audience, mail: { subject: mail.subject, text: mail.text } };
    },
    /** The preview, mailed to the caller only; stored nowhere, counted only against the caller's hourly tests. */
    async test(caller: Caller, ref: string, input: AnnouncementInput) {
      const { mail } = await preview(caller, ref, input);
      await count(`announcement-tests:${caller.userId}`, LIMITS.announcementTestsPerHour, errors.tooManyTestMails);
      await mailer.send(mail);
      return { ok: true as const, to: mail.to };
    },
    /** To one attendee of the organisers' event (else 404): a personal card and a mail, sent now. */
    async message(caller: Caller, ref: string, userId: string, input: AttendeeMessageInput): Promise<AttendeeMessage> {
      const eventId = await events.companyEventId(caller.companyId, ref);
      if (!(await announcementsRepo.attendee(db, eventId, userId))) throw errors.notFound();
      await count(`attendee-messages:${caller.userId}`, LIMITS.attendeeMessagesPerHour, errors.tooManyAttendeeMessages);
      const row = await announcementsRepo.insert(db, { eventId, groupId: null, recipientId: userId, title: input.subject, body: input.body, sendAt: 'now', createdBy: caller.userId });
      const [claimed] = await announcementsRepo.claimDue(db, row.id);
      const mail = (await announcementsRepo.mailRecipients(db, row, { skipHeardLive: false })).length > 0;
      if (claimed) background.run('attendee message delivery', () => delivery.deliver(claimed));
      return { id: row.id, sentAt: (claimed?.sentAt ?? row.sendAt).toISOString(), mail };
    },
  };
}
export type AnnouncementOutgoing = ReturnType<typeof createAnnouncementOutgoing>;
