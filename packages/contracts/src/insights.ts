import { z } from 'zod';
import { InterestSchema } from './interests.js';
import { MeetingInsightsSchema } from './meetings.js';

/**
 * How evenly matching spreads attention (decision 043), as Gini coefficients over every attendee
 * (0 = even, 1 = one person has it all; null while there is nothing to spread). Suggestions are
 * counted when served: the people each attendee was shown in "People to meet", once per pair.
 * Requests are meeting requests received.
 */
export const SpreadInsightsSchema = z.object({
  suggestionsGini: z.number().nullable(),
  requestsGini: z.number().nullable(),
  /** Attendees suggested to at least one other person, over attendees, 0..1. */
  suggestedShare: z.number(),
});
export type SpreadInsights = z.infer<typeof SpreadInsightsSchema>;

export const DayCountSchema = z.object({ date: z.string(), count: z.number().int() });

/** An event's insight metrics, for its organisers (decision 006; docs/product.md, "Insights and the distribution map"). */
export const EventInsightsSchema = z.object({
  expectedAttendees: z.number().int().nullable(),
  joined: z.number().int(),
  withProfile: z.number().int(),
  /** Attendees with a profile against the expected number (or against those who joined, without one). */
  adoptionRate: z.number().nullable(),
  engaged: z.number().int(),
  engagedRate: z.number().nullable(),
  groupMessages: z.number().int(),
  connectionsMade: z.number().int(),
  groupsAutomatic: z.number().int(),
  groupsManual: z.number().int(),
  topInterests: z.array(z.object({ interest: InterestSchema, attendees: z.number().int() })),
  joinsOverTime: z.array(DayCountSchema),
  /** At the door (decision 038): attendees checked in, and that against those who joined. Absent in insights kept before the door existed. */
  checkedIn: z.number().int().optional(),
  showRate: z.number().nullable().optional(),
  /** Check-ins per hour on the event's clock, "YYYY-MM-DD HH:00", hours without any left out. */
  checkInsOverTime: z.array(z.object({ hour: z.string(), count: z.number().int() })).optional(),
  /** One-to-one meetings (decision 041): absent when the organisers never opened meeting hours, and in insights kept before meetings existed. */
  meetings: MeetingInsightsSchema.optional(),
  /** The spread of suggestions and of requests (decision 043). Absent in insights kept before it existed. */
  spread: SpreadInsightsSchema.optional(),
});
export type EventInsights = z.infer<typeof EventInsightsSchema>;

/** Who counts as engaged: one definition, shown to organisers as written here. */
export const ENGAGED_DEFINITION = 'An attendee is engaged once they join a group, post on a board, mark a gathering or make a connection.';

export const MAP_TABS = ['hometowns', 'dreamDestinations', 'favouriteDestinations'] as const;
export const LocationsQuery = z.object({ tab: z.coerce.number().int().min(0).max(2).default(0) });

/** Cities with fewer than this many attendees are folded into their country, so nobody stands out. */
export const MIN_CITY_COUNT = 3;

export const LocationPointSchema = z.object({
  id: z.string(),
  kind: z.enum(['city', 'country']),
  name: z.string(),
  country: z.string(),
  countryCode: z.string(),
  lat: z.number(),
  lng: z.number(),
  count: z.number().int(),
});
export const LocationsResponse = z.object({
  tab: z.number().int(),
  total: z.number().int(),
  points: z.array(LocationPointSchema),
});
export type LocationPoint = z.infer<typeof LocationPointSchema>;
