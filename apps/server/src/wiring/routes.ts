import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { Config } from '../config.js';
import type { Database } from '../db/index.js';
import { announcementsRoutes } from '../modules/announcements/announcements.routes.js';
import { attendeesRoutes } from '../modules/attendees/attendees.routes.js';
import { icebreakersRoutes } from '../modules/attendees/icebreakers.routes.js';
import { authRoutes } from '../modules/auth/auth.routes.js';
import { blocksRoutes } from '../modules/blocks/blocks.routes.js';
import { createCalendarService } from '../modules/calendar/calendar.service.js';
import { calendarRoutes, publicCalendarRoutes } from '../modules/calendar/calendar.routes.js';
import { companiesRoutes } from '../modules/companies/companies.routes.js';
import { teamRoutes } from '../modules/companies/team.routes.js';
import { createCompanyAttendeesService } from '../modules/company-attendees/company-attendees.service.js';
import { companyAttendeesRoutes } from '../modules/company-attendees/company-attendees.routes.js';
import { createDoorService } from '../modules/door/door.service.js';
import { doorRoutes } from '../modules/door/door.routes.js';
import { connectionsRoutes } from '../modules/connections/connections.routes.js';
import { companyEventsRoutes, publicEventsRoutes } from '../modules/events/events.routes.js';
import { gatheringsRoutes } from '../modules/gatherings/gatherings.routes.js';
import { createGroupMembersService } from '../modules/groups/group-members.service.js';
import { groupsRoutes } from '../modules/groups/groups.routes.js';
import { healthRoutes } from '../modules/health/health.routes.js';
import { insightsRoutes } from '../modules/insights/insights.routes.js';
import { interestsRoutes } from '../modules/interests/interests.routes.js';
import { meetingsRoutes } from '../modules/meetings/meetings.routes.js';
import { roundsRoutes } from '../modules/rounds/rounds.routes.js';
import { myDataRoutes } from '../modules/my-data/my-data.routes.js';
import { notificationsRoutes } from '../modules/notifications/notifications.routes.js';
import { placesRoutes } from '../modules/places/places.routes.js';
import { moderationRoutes } from '../modules/reports/moderation.routes.js';
import { createReportsService } from '../modules/reports/reports.service.js';
import { reportsRoutes } from '../modules/reports/reports.routes.js';
import { uploadsRoutes } from '../modules/uploads/uploads.routes.js';
import { waitlistRoutes } from '../modules/waitlist/waitlist.routes.js';
import type { Services } from './services.js';

/**
 * Every module's routes under /api/v1, each given the service it calls. Services only routes use
 * are made here.
 */
export async function registerApiRoutes(api: FastifyInstance, s: Services, { config, database }: { config: Config; database: Database }) {
  const { db, events, attendees, access, blockList, gatherings, connections } = s;
  await api.register(healthRoutes, { database });
  await api.register(authRoutes, { auth: s.auth, perMinute: config.authRateLimit });
  await api.register(interestsRoutes);
  // Multipart parsing (and its hooks on every request) only where files come in (decision 015).
  await api.register(async (files) => {
    await files.register(multipart);
    await files.register(uploadsRoutes, { uploads: s.uploads });
  });
  await api.register(companiesRoutes, { companies: s.companies });
  await api.register(teamRoutes, { team: s.team, perMinute: config.authRateLimit });
  await api.register(companyEventsRoutes, { events, lifecycle: s.lifecycle, placesChanged: s.waitlist.fill });
  await api.register(publicEventsRoutes, { events });
  await api.register(placesRoutes);
  await api.register(attendeesRoutes, { attendees });
  await api.register(waitlistRoutes, { waitlist: s.waitlist });
  await api.register(icebreakersRoutes, { icebreakers: s.icebreakers });
  await api.register(groupsRoutes, {
    groups: s.groups,
    messages: s.messages,
    gatheringsOf: gatherings.ofGroup,
    members: createGroupMembersService({ db, access, attendees, blockList }),
    requireWritable: access.requireWritable,
  });
  await api.register(gatheringsRoutes, { gatherings, requireWritable: access.requireWritable });
  await api.register(connectionsRoutes, { connections, consent: s.consent });
  await api.register(insightsRoutes, { insights: s.insights });
  await api.register(companyAttendeesRoutes, { attendees: createCompanyAttendeesService({ db, events, attendees }), moderation: s.moderation });
  await api.register(doorRoutes, { door: createDoorService({ db, events, attendees, passes: s.passes }) });
  await api.register(meetingsRoutes, { meetings: s.meetings });
  await api.register(roundsRoutes, { rounds: s.rounds });
  await api.register(myDataRoutes, { myData: s.myData });
  await api.register(blocksRoutes, { blocks: s.blocks });
  await api.register(reportsRoutes, { reports: createReportsService({ db, events, attendees, blockList, alerts: s.reportAlerts }) });
  await api.register(moderationRoutes, { moderation: s.moderation });
  await api.register(announcementsRoutes, { announcements: s.announcements, outgoing: s.announcementOutgoing });
  await api.register(notificationsRoutes, { unread: s.unread, push: s.push });
  // Calendar files, the private feed and contact cards (decision 021).
  const calendar = createCalendarService({ db, appUrl: config.appUrl, apiUrl: config.publicApiUrl ?? config.appUrl, events, attendees, gatherings, connections });
  await api.register(publicCalendarRoutes, { calendar, feedPerMinute: 60 });
  await api.register(calendarRoutes, { calendar });
}
