import type { FastifyInstance } from 'fastify';
import type { Services } from './services.js';

/**
 * The periodic jobs every process runs: started by main.ts (tests call their `sweep()` instead)
 * and stopped when the app closes.
 */
export function exposeJobs(app: FastifyInstance, { idempotencyKeys, retention, announcementDelivery, gatheringReminders, waitlistOffers, meetingReminders, roundsClock }: Services['jobs']) {
  app.decorate('idempotencyKeys', idempotencyKeys);
  app.addHook('onClose', () => idempotencyKeys.stop());
  // Profiles of events past their retention (decision 020), hourly.
  app.decorate('retention', retention);
  app.addHook('onClose', () => retention.stop());
  // Announcements due (decision 022).
  app.decorate('announcementDelivery', announcementDelivery);
  app.addHook('onClose', () => announcementDelivery.stop());
  // Gathering reminders (decision 024).
  app.decorate('gatheringReminders', gatheringReminders);
  app.addHook('onClose', () => gatheringReminders.stop());
  // Freed places offered on, offers that ran out passed on (decision 037).
  app.decorate('waitlistOffers', waitlistOffers);
  app.addHook('onClose', () => waitlistOffers.stop());
  // Meeting reminders shortly before each accepted meeting (decision 041).
  app.decorate('meetingReminders', meetingReminders);
  app.addHook('onClose', () => meetingReminders.stop());
  // Rounds seated as they begin and runs closed when over (decision 042).
  app.decorate('roundsClock', roundsClock);
  app.addHook('onClose', () => roundsClock.stop());
}
