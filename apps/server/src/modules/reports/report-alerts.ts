import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/index.js';
import type { Background } from '../../lib/background.js';
import type { Mailer } from '../../plugins/mail.js';
import { reportAlertMail } from './moderation.mails.js';
import { reportAlertsRepo } from './report-alerts.repo.js';

interface Deps {
  db: Db;
  mailer: Mailer;
  background: Background;
  appUrl: string;
  log: FastifyBaseLogger;
}

/**
 * A new report mails the organisers, the first of each hour per event (decision 034): enough to
 * bring someone to the queue, never a mail per report. After the reporter's answer; it never
 * names who reported or what.
 */
export function createReportAlerts({ db, mailer, background, appUrl, log }: Deps) {
  return {
    reportArrived(eventId: string) {
      background.run('report alert', async () => {
        if (!(await reportAlertsRepo.claim(db, eventId))) return;
        const organisers = await reportAlertsRepo.organisers(db, eventId);
        const sent = await Promise.allSettled(organisers.map((to) => mailer.send(reportAlertMail(to, `${appUrl}/${to.companySlug}/events/${eventId}?tab=reports`))));
        for (const r of sent) if (r.status === 'rejected') log.error({ err: r.reason, eventId }, 'report alert mail failed');
      });
    },
  };
}
export type ReportAlerts = ReturnType<typeof createReportAlerts>;
