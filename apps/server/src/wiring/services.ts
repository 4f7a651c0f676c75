import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/index.js';
import type { Background } from '../lib/background.js';
import { revalidatePrivateAnswers } from '../lib/http-cache.js';
import { createCacheInvalidation } from '../lib/shared-cache.js';
import { resolveVapid } from '../lib/vapid.js';
import { registerAuth } from '../plugins/auth.js';
import { createIdempotencySweep, registerIdempotency } from '../plugins/idempotency.js';
import type { Mailer } from '../plugins/mail.js';
import { createRealtime } from '../plugins/realtime.js';
import { createStorage, type Storage } from '../plugins/storage.js';
import { createAnnouncementDelivery } from '../modules/announcements/delivery.js';
import { createAnnouncementOutgoing } from '../modules/announcements/announcements.outgoing.js';
import { createAnnouncementsService } from '../modules/announcements/announcements.service.js';
import { createAttendeesService } from '../modules/attendees/attendees.service.js';
import { createPassMail } from '../modules/door/pass-mail.js';
import { createPasses } from '../modules/door/passes.js';
import { createIcebreakersService } from '../modules/attendees/icebreakers.service.js';
import { createAuthService } from '../modules/auth/auth.service.js';
import { createBlockList } from '../modules/blocks/block-list.js';
import { createBlocksService } from '../modules/blocks/blocks.service.js';
import { createCompaniesService } from '../modules/companies/companies.service.js';
import { createTeamService } from '../modules/companies/team.service.js';
import { createConnectionsService } from '../modules/connections/connections.service.js';
import { createConsentService } from '../modules/connections/consent.service.js';
import { createEventCache } from '../modules/events/event-cache.js';
import { createEventsService } from '../modules/events/events.service.js';
import { createEventLifecycle } from '../modules/events/lifecycle.service.js';
import { createGatheringsService } from '../modules/gatherings/gatherings.service.js';
import { createGatheringNotices } from '../modules/gatherings/gathering-notices.js';
import { createReportAlerts } from '../modules/reports/report-alerts.js';
import { createGroupAccess } from '../modules/groups/group-access.js';
import { createGroupsService } from '../modules/groups/groups.service.js';
import { createMessagesService } from '../modules/groups/messages.service.js';
import { createInsightsService } from '../modules/insights/insights.service.js';
import { createMeetingReminders } from '../modules/meetings/meeting-reminders.js';
import { createMeetingsService } from '../modules/meetings/meetings.service.js';
import { createRoundsClock } from '../modules/rounds/rounds-sweep.js';
import { createRoundsService } from '../modules/rounds/rounds.service.js';
import { createMyDataService } from '../modules/my-data/my-data.service.js';
import { createRetention } from '../modules/my-data/retention.js';
import { createNotifier } from '../modules/notifications/notifier.js';
import { createPushService } from '../modules/notifications/push.service.js';
import { createGatheringReminders } from '../modules/notifications/reminders.js';
import { createUnreadService } from '../modules/notifications/unread.service.js';
import { createModerationService } from '../modules/reports/moderation.service.js';
import { createUploadsService } from '../modules/uploads/uploads.service.js';
import { createWaitlistService } from '../modules/waitlist/waitlist.service.js';

export interface ServiceDeps {
  config: Config;
  database: Database;
  mail: Mailer;
  background: Background;
  storage?: Storage | undefined;
}

/**
 * Every module's service, each handed the services it asks (a module never reaches into another's
 * repo), in the order they depend on each other. The request hooks that need a service (who is
 * signed in, idempotent repeats) are set here too, before any route exists.
 */
export function createServices(app: FastifyInstance, { config, database, mail, background, storage }: ServiceDeps) {
  const { db } = database;
  const realtime = createRealtime(database);
  const media = storage ?? createStorage(config);
  const uploads = createUploadsService({ db, storage: media, apiUrl: config.publicApiUrl ?? config.appUrl });
  const companies = createCompaniesService({ db, uploads });
  // Hot reads kept in memory, dropped in every process on change (decision 015).
  const invalidation = createCacheInvalidation(database, app.log);
  const events = createEventsService({ db, uploads, cache: createEventCache(invalidation) });
  const lifecycle = createEventLifecycle({ db, events, mailer: mail, background, appUrl: config.appUrl });
  // Who is hidden from whom by a block: the one rule every people-showing module asks (decision 019).
  const blockList = createBlockList({ db });
  // Passes for the door, signed per event; mailed to each person who takes a place (decision 038).
  const passes = createPasses(db);
  const passMail = createPassMail({ db, passes, mailer: mail, background, appUrl: config.appUrl });
  const attendees = createAttendeesService({ db, events, uploads, blockList, placeTaken: passMail.placeTaken });
  // Auth joins the event a sign-up came from (decision 013: the join link), so it comes after attendees.
  const auth = createAuthService({
    db,
    mailer: mail,
    appUrl: config.appUrl,
    manageUrl: config.manageUrl,
    background,
    onSessionsEnded: realtime.endSessions,
    events,
    attendees,
    companies,
    log: app.log,
  });
  registerAuth(app, auth);
  // Changes a phone may send twice carry a key; a repeat gets the first answer (decision 026).
  registerIdempotency(app, db);
  const idempotencyKeys = createIdempotencySweep(db, app.log);
  revalidatePrivateAnswers(app);
  const access = createGroupAccess({ db, events, attendees });
  const groups = createGroupsService({ db, events, attendees, access, realtime, blockList });
  const messages = createMessagesService({ db, access, attendees, realtime, blockList });
  // Unread nudges and browser notifications (decision 024).
  const push = createPushService({ db, vapid: resolveVapid(config), log: app.log, localEndpoints: config.pushLocalEndpoints });
  app.addHook('onClose', async () => {
    // After the pushes still being sent.
    await background.drain();
    push.close();
  });
  const notifier = createNotifier({ events, realtime, push, background });
  // Places at the event: freed places offered to the first in line (decision 037).
  const waitlist = createWaitlistService({ db, events, attendees, mailer: mail, push, background, appUrl: config.appUrl, log: app.log, placeTaken: passMail.placeTaken });
  const gatheringNotices = createGatheringNotices({ events, push, mailer: mail, background, appUrl: config.appUrl, log: app.log });
  const gatherings = createGatheringsService({ db, access, attendees, realtime, blockList, tell: gatheringNotices });
  const unread = createUnreadService({ db, events, attendees });
  const icebreakers = createIcebreakersService({ db, attendees, blockList, groupsOfUser: groups.groupsOfUser });
  const connections = createConnectionsService({ db, events, attendees, groups, icebreakers, realtime, notifier });
  // One-to-one meetings (decision 041): a scan between two people marks their meeting held.
  const meetings = createMeetingsService({ db, events, attendees, connections, realtime });
  const meetingReminders = createMeetingReminders({ db, push, meetings, log: app.log });
  // Speed-networking rounds (decision 042): each round seated once as it begins, told on the event channel.
  const rounds = createRoundsService({ db, events, attendees, blockList, realtime });
  const roundsClock = createRoundsClock({ rounds, log: app.log });
  const consent = createConsentService({ db, attendees, connections, blockList, notifier, meetingsHeld: meetings.heldByScan });
  const blocks = createBlocksService({ db, events, attendees, connections, blockList, realtime });
  const moderation = createModerationService({ db, events, attendees, messages, connections, realtime, mailer: mail, background, uploads, placesFreed: waitlist.fill });
  // The first new report of an hour mails the organisers (decision 034).
  const reportAlerts = createReportAlerts({ db, mailer: mail, background, appUrl: config.appUrl, log: app.log });
  const insights = createInsightsService({ db, events });
  // The company's team and its invitations by mail (decision 033).
  const team = createTeamService({ db, companies, mailer: mail, manageUrl: config.manageUrl });
  // Export and deletion, and the organisers' retention job (decision 020).
  const myData = createMyDataService({ db, auth, companies, events, attendees, groups, messages, uploads, realtime, log: app.log, placesFreed: waitlist.fill });
  const retention = createRetention({ db, insights, announce: myData.announce, log: app.log });
  // Organiser announcements, delivered when due by a job (decision 022).
  const announcementDelivery = createAnnouncementDelivery({ db, manyProcesses: database.kind === 'postgres', realtime, mailer: mail, appUrl: config.appUrl, log: app.log });
  const announcements = createAnnouncementsService({ db, events, attendees, realtime, delivery: announcementDelivery, background, pushPublicKey: push.publicKey });
  const announcementOutgoing = createAnnouncementOutgoing({ db, events, mailer: mail, delivery: announcementDelivery, background, appUrl: config.appUrl });
  // Gathering reminders by browser notification, claimed once across processes (decision 024).
  const gatheringReminders = createGatheringReminders({ db, push, log: app.log });

  return {
    db,
    media,
    realtime,
    invalidation,
    uploads,
    companies,
    team,
    events,
    lifecycle,
    waitlist,
    blockList,
    attendees,
    passes,
    auth,
    access,
    groups,
    messages,
    gatherings,
    push,
    unread,
    icebreakers,
    connections,
    consent,
    meetings,
    rounds,
    blocks,
    moderation,
    reportAlerts,
    insights,
    myData,
    announcements,
    announcementOutgoing,
    jobs: { idempotencyKeys, retention, announcementDelivery, gatheringReminders, waitlistOffers: waitlist, meetingReminders, roundsClock },
  };
}
export type Services = ReturnType<typeof createServices>;
