import { MIN_CITY_COUNT, type EventInsights, type LocationPoint, type MeetingInsights, type SpreadInsights } from '@mingle/contracts';
import type { Db } from '../../db/index.js';
import type { EventsService } from '../events/events.service.js';
import { interestsService } from '../interests/interests.service.js';
import { placeIndex } from '../places/places.index.js';
import { insightsRepo } from './insights.repo.js';

const ROLES = ['hometown', 'destination', 'adventure'] as const; // tabs 0, 1, 2
const rate = (part: number, whole: number | null | undefined) => (whole ? Math.round((1000 * part) / whole) / 1000 : null);

/** The meetings part: absent when the organisers never opened meeting hours (nothing to show). */
async function meetingInsights(db: Db, eventId: string, timeZone: string): Promise<MeetingInsights | undefined> {
  if (!(await insightsRepo.meetingsOpened(db, eventId))) return undefined;
  const [c, busiestSpots, busiestHours] = await Promise.all([insightsRepo.meetingCounts(db, eventId), insightsRepo.busiestSpots(db, eventId, 5), insightsRepo.busiestHours(db, eventId, timeZone, 5)]);
  return {
    requested: c.requested,
    accepted: c.accepted,
    declined: c.declined,
    cancelled: c.cancelled,
    held: c.held,
    acceptanceRate: rate(c.acceptedEver, c.acceptedEver + c.declined),
    attendeesWithHeldShare: rate(c.heldPeople, c.attendees) ?? 0,
    gini: c.gini === null ? null : Math.round(1000 * c.gini) / 1000,
    busiestSpots,
    busiestHours,
  };
}

const round3 = (x: number | null) => (x === null ? null : Math.round(1000 * x) / 1000);

/** The spread of suggestions and of requests (decision 043): always present, null Ginis while nothing was spread. */
async function spreadInsights(db: Db, eventId: string): Promise<SpreadInsights> {
  const c = await insightsRepo.spreadCounts(db, eventId);
  return { suggestionsGini: round3(c.suggestionsGini), requestsGini: round3(c.requestsGini), suggestedShare: round3(c.suggestedShare) ?? 0 };
}

export function createInsightsService({ db, events }: { db: Db; events: EventsService }) {
  /** Kept when the event's attendee data was deleted (retention): the numbers as they were then. */
  const frozen = (eventId: string) => insightsRepo.snapshot(db, eventId);

  return {
    /** Before retention deletes an event's attendee data: its insights and map, kept as counts (once). */
    async freeze(companyId: string, eventId: string) {
      if (await frozen(eventId)) return;
      const insights = await this.event(companyId, eventId);
      const locations = [await this.locations(companyId, eventId, 0), await this.locations(companyId, eventId, 1), await this.locations(companyId, eventId, 2)];
      await insightsRepo.keepSnapshot(db, { eventId, insights, locations });
    },

    async event(companyId: string, ref: string): Promise<EventInsights> {
      const event = await events.get(companyId, ref); // 404 for anyone but the owning company
      const kept = await frozen(event.id);
      if (kept) return kept.insights;
      const [counts, top, joins, checkedIn, checkIns, meetings, spread] = await Promise.all([
        insightsRepo.counts(db, event.id),
        insightsRepo.topInterests(db, event.id, 10),
        insightsRepo.joinsPerDay(db, event.id, event.timeZone),
        insightsRepo.checkedIn(db, event.id),
        insightsRepo.checkInsPerHour(db, event.id, event.timeZone),
        meetingInsights(db, event.id, event.timeZone),
        spreadInsights(db, event.id),
      ]);
      return {
        expectedAttendees: event.expectedAttendees,
        ...counts,
        adoptionRate: rate(counts.withProfile, event.expectedAttendees ?? counts.joined),
        engagedRate: rate(counts.engaged, counts.joined),
        topInterests: top.flatMap((t) => {
          const interest = interestsService.get(t.interestId);
          return interest ? [{ interest, attendees: t.attendees }] : [];
        }),
        joinsOverTime: joins,
        checkedIn,
        showRate: rate(checkedIn, counts.joined),
        checkInsOverTime: checkIns,
        ...(meetings ? { meetings } : {}),
        spread,
      };
    },

    /** Points per city; a city with fewer than MIN_CITY_COUNT people is folded into its country. */
    async locations(companyId: string, ref: string, tab: number) {
      const event = await events.get(companyId, ref);
      const kept = (await frozen(event.id))?.locations[tab];
      if (kept) return kept;
      const rows = await insightsRepo.placeCounts(db, event.id, ROLES[tab] ?? 'hometown');
      const points = new Map<string, LocationPoint>();
      const add = (p: LocationPoint) => {
        const found = points.get(p.id);
        if (found) found.count += p.count;
        else points.set(p.id, { ...p });
      };
      for (const r of rows) {
        if (r.kind === 'city' && r.count >= MIN_CITY_COUNT) {
          add({ id: r.placeId, kind: 'city', name: r.name, country: r.country, countryCode: r.countryCode, lat: r.lat, lng: r.lng, count: r.count });
          continue;
        }
        const country = placeIndex().get(`country:${r.countryCode}`);
        add({
          id: `country:${r.countryCode}`,
          kind: 'country',
          name: r.country,
          country: r.country,
          countryCode: r.countryCode,
          lat: country?.lat ?? r.lat,
          lng: country?.lng ?? r.lng,
          count: r.count,
        });
      }
      const sorted = [...points.values()].sort((a, b) => b.count - a.count || (a.name < b.name ? -1 : 1));
      return { tab, total: sorted.reduce((s, p) => s + p.count, 0), points: sorted };
    },
  };
}
export type InsightsService = ReturnType<typeof createInsightsService>;
