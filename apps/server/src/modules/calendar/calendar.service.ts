import { LIMITS } from '@mingle/contracts';
import type { Db } from '../../db/index.js';
import { AppError, errors } from '../../lib/errors.js';
import { randomToken, sha256 } from '../../lib/tokens.js';
import type { AttendeesService } from '../attendees/attendees.service.js';
import type { ConnectionsService } from '../connections/connections.service.js';
import type { EventsService } from '../events/events.service.js';
import type { Caller } from '../groups/group-access.js';
import type { GatheringsService } from '../gatherings/gatherings.service.js';
import { calendarRepo, type CalendarEvent, type CalendarGathering } from './calendar.repo.js';
import { calendar, type CalendarEntry } from './ics.js';
import { vcards, type ContactCard } from './vcard.js';

interface Deps {
  db: Db;
  appUrl: string;
  /** Where the feed is served (the API's public address). */
  apiUrl: string;
  events: EventsService;
  attendees: AttendeesService;
  gatherings: GatheringsService;
  connections: ConnectionsService;
}

/** Seconds of the last change: only grows, so calendar apps take each edit as newer (decision 021). */
const sequenceOf = (updatedAt: Date) => Math.floor(updatedAt.getTime() / 1000);

/** Files, feeds and address cards for people's own calendars and contacts (decision 021). */
export function createCalendarService({ db, appUrl, apiUrl, events, attendees, gatherings, connections }: Deps) {
  const host = new URL(appUrl).host;
  const eventEntry = (e: CalendarEvent): CalendarEntry & { timeZone: string } => ({
    uid: `event-${e.id}@${host}`,
    sequence: sequenceOf(e.updatedAt),
    summary: e.name,
    location: e.location,
    description: e.description,
    url: `${appUrl}/events/${e.slug}`,
    // With hours, timed on the event's wall clock (TZID); without, whole days (decision 036).
    when:
      e.startTime && e.endTime ? { kind: 'timed', date: e.startDate, startHour: e.startTime, endHour: e.endTime, endDate: e.endDate } : { kind: 'days', startDate: e.startDate, endDate: e.endDate },
    timeZone: e.timeZone,
  });
  const gatheringEntry = (g: CalendarGathering): CalendarEntry & { timeZone: string } => ({
    uid: `gathering-${g.id}@${host}`,
    sequence: sequenceOf(g.updatedAt),
    summary: g.title,
    location: g.location,
    description: [g.description, `${g.groupName} · ${g.eventName}`].filter(Boolean).join('\n\n'),
    url: `${appUrl}/events/${g.eventSlug}/${g.groupId}/gatherings/${g.id}`,
    when: { kind: 'timed', date: g.startDate, startHour: g.startHour, endHour: g.endHour },
    cancelled: g.cancelledAt !== null,
    timeZone: g.timeZone,
  });
  type CalendarMeeting = Awaited<ReturnType<typeof calendarRepo.meetingsOf>>[number];
  const meetingEntry = (m: CalendarMeeting, withName: string): CalendarEntry & { timeZone: string } => ({
    uid: `meeting-${m.id}@${host}`,
    sequence: sequenceOf(m.updatedAt),
    summary: `Meeting with ${withName}`,
    location: m.spotName,
    description: [m.note, m.eventName].filter(Boolean).join('\n\n'),
    url: `${appUrl}/events/${m.eventSlug}/agenda`,
    when: { kind: 'timed', date: m.startDate, startHour: m.startHour, endHour: m.endHour, endDate: m.endDate },
    cancelled: m.status === 'cancelled',
    timeZone: m.timeZone,
  });
  /** My meetings as entries, each named for the other person as that event shows them. */
  async function meetingEntries(userId: string) {
    const rows = await calendarRepo.meetingsOf(db, userId);
    const names = new Map<string, string>();
    for (const eventId of new Set(rows.map((m) => m.eventId))) {
      const people = await attendees.people(
        eventId,
        rows.filter((m) => m.eventId === eventId).map((m) => m.otherId),
      );
      for (const [id, p] of people) names.set(`${eventId}:${id}`, [p.firstName, p.lastName].filter(Boolean).join(' ') || (p.username ?? ''));
    }
    return rows.map((m) => meetingEntry(m, names.get(`${m.eventId}:${m.otherId}`) ?? ''));
  }
  const feedUrl = (token: string) => `${apiUrl}/api/v1/calendar/${token}.ics`;

  return {
    /** One gathering, for whoever may see it (the same rule as reading the gathering). */
    async gatheringFile(ref: string, caller: Caller, groupId: string, id: string) {
      await gatherings.get(ref, caller, groupId, id);
      const g = await calendarRepo.gathering(db, id);
      return calendar([gatheringEntry(g)]);
    },
    /** The event's days: public, like the event's page. */
    async eventFile(ref: string) {
      const found = await events.findPublic(ref);
      const e = found && (await calendarRepo.event(db, found.id));
      if (!e) throw errors.notFound('eventNotFound');
      return calendar([eventEntry(e)]);
    },
    /** A new secret link (the old one stops working); shown once, only its hash is kept. */
    async rotateFeed(userId: string) {
      const token = randomToken();
      await calendarRepo.setFeed(db, userId, sha256(token));
      const url = feedUrl(token);
      return { url, webcalUrl: url.replace(/^https?:/, 'webcal:') };
    },
    async revokeFeed(userId: string) {
      await calendarRepo.removeFeed(db, userId);
      return { ok: true as const };
    },
    /** The events I attend, the gatherings I am going to and my meetings; an unknown token is a plain 404. */
    async feed(token: string) {
      const userId = await calendarRepo.feedOwner(db, sha256(token));
      if (!userId) throw errors.notFound();
      const [mine, going, met] = await Promise.all([calendarRepo.eventsOf(db, userId), calendarRepo.goingOf(db, userId), meetingEntries(userId)]);
      return calendar([...mine.map(eventEntry), ...going.map(gatheringEntry), ...met], 'Mingle');
    },
    /** My connections at an event as address cards, with only what each lets me see (visibility, blocks). */
    async contacts(ref: string, userId: string) {
      const event = await events.findPublic(ref);
      if (!event) throw errors.notFound('eventNotFound');
      const others: string[] = [];
      for (let page = 1; ; page++) {
        const { items, hasMore } = await connections.list(ref, userId, page, LIMITS.pageSizeMax);
        others.push(...items.map((c) => c.other.userId));
        if (!hasMore) break;
      }
      const cards: ContactCard[] = [];
      for (const other of others) {
        const profile = await attendees.attendeeView(ref, userId, other).then(
          (v) => v.profile,
          (err: unknown) => {
            if (err instanceof AppError && err.status === 404) return null; // blocked, or gone from the event
            throw err;
          },
        );
        if (!profile) continue;
        cards.push({
          userId: profile.userId,
          username: profile.username,
          firstName: profile.firstName,
          lastName: profile.lastName,
          hometown: profile.hometown,
          note: `Met at ${event.name}`,
          url: `${appUrl}/events/${event.slug}/connections/${profile.userId}/profile`,
        });
      }
      return vcards(cards);
    },
  };
}
export type CalendarService = ReturnType<typeof createCalendarService>;
