import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/index.js';
import type { Mailer } from '../../plugins/mail.js';
import type { Realtime } from '../../plugins/realtime.js';
import { announcementMail, attendeeMessageMail } from './announcements.mails.js';
import { announcementsRepo, type AnnouncementRow } from './announcements.repo.js';

export const DELIVERY_EVERY_MS = 60 * 1000;
/** How long other processes have to report who heard an announcement live before its mail goes (PostgreSQL only). */
export const LIVE_REPORT_MS = 1500;
/** Mails sent at once; the next batch waits for these. */
const MAIL_BATCH = 20;

interface Deps {
  db: Db;
  /** Several processes may deliver live (PostgreSQL); PGlite is this one process. */
  manyProcesses: boolean;
  realtime: Realtime;
  mailer: Mailer;
  appUrl: string;
  log: FastifyBaseLogger;
}

/**
 * Delivers announcements once their time has come (decision 022): a live change on the event's
 * channel (and the group's), then mail in batches to the audience, less those who muted it and
 * those who heard it live on any process (they saw the card appear): every process records the
 * people its own sockets delivered it to, and the mail waits a moment for those reports.
 * A personal message (decision 035) goes live on its person's channel only, and is mailed unless muted.
 * Safe with several processes: `claimDue` sets `sent_at` in one statement, so one process wins;
 * each batch adds its sent and failed mails to the row's counts.
 */
export function createAnnouncementDelivery({ db, manyProcesses, realtime, mailer, appUrl, log }: Deps) {
  // This process's reports of who heard an announcement live (whichever process delivers it).
  const reports = new Set<Promise<unknown>>();
  realtime.onHeard('announcement.published', (change, userIds) => {
    if (change.event !== 'announcement.published') return;
    const report = announcementsRepo.heardLive(db, change.announcementId, userIds).catch((err: unknown) => log.error({ err }, 'announcement live report failed'));
    reports.add(report);
    void report.finally(() => reports.delete(report));
  });

  async function deliver(a: AnnouncementRow) {
    // `sentAt` is the database time of the claim.
    const sentAt = (a.sentAt ?? new Date()).toISOString();
    const change = { type: 'change', at: sentAt, event: 'announcement.published', announcementId: a.id, groupId: a.groupId } as const;
    // Its words go along where everyone listening may read them, so nobody needs to ask for them.
    const announcement = { id: a.id, title: a.title, body: a.body, group: null, personal: a.recipientId !== null, sentAt };
    if (a.recipientId) await realtime.publishChange({ ...change, channelKey: `person:${a.eventId}:${a.recipientId}`, announcement });
    else await realtime.publishChange({ ...change, channelKey: `event:${a.eventId}`, ...(a.groupId || a.doorAudience ? {} : { announcement }) });
    if (a.groupId) await realtime.publishChange({ ...change, channelKey: `group:${a.groupId}` });

    const event = await announcementsRepo.eventOf(db, a.eventId);
    if (!event) return;
    const group = a.groupId ? await announcementsRepo.groupOf(db, a.eventId, a.groupId) : undefined;
    const mailOf = (to: { email: string; username: string }) =>
      a.recipientId ? attendeeMessageMail(to, event, { subject: a.title, body: a.body }, appUrl) : announcementMail(to, event, { ...a, groupName: group?.name ?? null }, appUrl);
    // A personal message is mailed all the same: it is easily missed among the cards.
    if (!a.recipientId) {
      if (manyProcesses) await new Promise((resolve) => setTimeout(resolve, LIVE_REPORT_MS));
      await Promise.all(reports);
    }
    const recipients = await announcementsRepo.mailRecipients(db, a, { skipHeardLive: !a.recipientId });
    for (let i = 0; i < recipients.length; i += MAIL_BATCH) {
      const batch = recipients.slice(i, i + MAIL_BATCH);
      const sent = await Promise.allSettled(batch.map((to) => mailer.send(mailOf(to))));
      for (const r of sent) if (r.status === 'rejected') log.error({ err: r.reason, announcementId: a.id }, 'announcement mail failed');
      const failed = sent.filter((r) => r.status === 'rejected').length;
      await announcementsRepo.countMail(db, a.id, sent.length - failed, failed);
    }
  }

  /** One round: claims and delivers everything due. Answers the ids it delivered. */
  async function sweep(onlyId?: string) {
    const claimed = await announcementsRepo.claimDue(db, onlyId);
    for (const a of claimed) {
      try {
        await deliver(a);
      } catch (err) {
        log.error({ err, announcementId: a.id }, 'announcement delivery failed');
      }
    }
    return claimed.map((a) => a.id);
  }

  let everyMs = DELIVERY_EVERY_MS;
  let timer: NodeJS.Timeout | undefined;
  let started = false;
  let running: Promise<unknown> = Promise.resolve();
  /** Next round at the soonest scheduled time in this database, and at least every `everyMs`. */
  async function plan() {
    if (!started) return;
    const next = await announcementsRepo.nextDue(db);
    const wait = next ? Math.min(Math.max(next.getTime() - Date.now(), 250), everyMs) : everyMs;
    clearTimeout(timer);
    timer = setTimeout(round, wait).unref();
  }
  const round = () => {
    running = running
      .then(() => sweep())
      .catch((err: unknown) => log.error({ err }, 'announcement round failed'))
      .then(plan)
      .catch((err: unknown) => log.error({ err }, 'announcement planning failed'));
  };
  return {
    sweep,
    deliver,
    /** A new or moved schedule in this process: plan the next round again (others catch it within a minute). */
    wake() {
      if (started) running = running.then(plan).catch((err: unknown) => log.error({ err }, 'announcement planning failed'));
    },
    start(every = DELIVERY_EVERY_MS) {
      everyMs = every;
      started = true;
      timer = setTimeout(round, 1_000).unref();
    },
    async stop() {
      started = false;
      clearTimeout(timer);
      await running;
    },
  };
}
export type AnnouncementDelivery = ReturnType<typeof createAnnouncementDelivery>;

declare module 'fastify' {
  interface FastifyInstance {
    announcementDelivery: AnnouncementDelivery;
  }
}
