import { z } from 'zod';
import { LIMITS } from './limits.js';
import { slug } from './companies.js';
import { isoDate as day, isoDateTime, requiredLine, singleLine, text, V, wallTime } from './validation.js';
import { EVENT_STATUSES } from './event-lifecycle.js';
import { IntentOptionSchema, IntentOptionsInput } from './intents.js';

export function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

const isoDate = day(V.required);

/** Places at the event (decision 037): the limits of the organisers' settings. */
export const PLACES = { capacityMax: 1_000_000, offerHoursMin: 1, offerHoursMax: 168, offerHoursDefault: 24 } as const;

/** Organiser retention: attendee data goes this many days after the event's last day (decision 020). */
export const RETENTION_DAYS = { min: 1, max: 3650 } as const;
const retentionDays = z.number({ error: V.invalidValue }).int({ error: V.invalidValue }).min(RETENTION_DAYS.min, { error: V.invalidValue }).max(RETENTION_DAYS.max, { error: V.invalidValue });

/** The event fields organisers write (docs/product.md, "Creating and editing an event"); no defaults here, so edits stay partial. */
export const eventFields = {
  name: requiredLine(120),
  slug: slug(60),
  startDate: isoDate,
  endDate: isoDate,
  /** The first day's start on the event's wall clock ("HH:MM"); null with endTime for an all-day event (decision 036). */
  startTime: wallTime(V.invalidValue).nullish(),
  /** The last day's end on the event's wall clock; set together with startTime. */
  endTime: wallTime(V.invalidValue).nullish(),
  locationTbd: z.boolean(),
  location: singleLine(text()).max(200, { error: V.tooLong }).nullish(),
  description: text().trim().max(LIMITS.eventDescriptionMax, { error: V.descriptionTooLong }).nullish(),
  expectedAttendees: z.number({ error: V.invalidValue }).int({ error: V.invalidValue }).min(1, { error: V.invalidValue }).max(1_000_000, { error: V.invalidValue }).nullish(),
  welcomeMessage: text().trim().max(1000, { error: V.tooLong }),
  organizerUsername: requiredLine(64),
  timeZone: text(V.required).max(64, { error: V.invalidValue, abort: true }).refine(isTimeZone, { error: V.invalidValue }),
  logoUploadId: z.uuid({ error: V.invalidValue }).nullish(),
  bannerUploadId: z.uuid({ error: V.invalidValue }).nullish(),
  /** Delete attendee data this many days after the event ends; null keeps it (decision 020). */
  attendeeDataRetentionDays: retentionDays.nullish(),
  /** The organisers' switch: false closes registration (people already in stay in; decision 032). */
  registrationOpen: z.boolean({ error: V.invalidValue }),
  /** Registration closes by itself at this moment (null: at the event's end). */
  registrationClosesAt: isoDateTime().nullish(),
  /** How many people may have a place (null: no limit); beyond it people join a waitlist (decision 037). */
  capacity: z.number({ error: V.invalidValue }).int({ error: V.invalidValue }).min(1, { error: V.invalidValue }).max(PLACES.capacityMax, { error: V.invalidValue }).nullish(),
  /** Every join waits (pending) until the organisers admit it. */
  approvalRequired: z.boolean({ error: V.invalidValue }),
  /** How long a person offered a freed place has to confirm it before it passes on. */
  waitlistOfferHours: z.number({ error: V.invalidValue }).int({ error: V.invalidValue }).min(PLACES.offerHoursMin, { error: V.invalidValue }).max(PLACES.offerHoursMax, { error: V.invalidValue }),
  /** What attendees may say they come for (decision 040); null goes back to the default list. */
  intentOptions: IntentOptionsInput.nullish(),
};

type DateRange = { startDate?: string; endDate?: string; startTime?: string | null; endTime?: string | null; locationTbd?: boolean; location?: string | null };

/**
 * Cross-field rules shared by create and edit (and by the forms). A time left out (undefined) is
 * unknown, as in a partial edit: the server checks again on the merged event.
 */
export function eventRuleIssues(v: DateRange): { path: string; key: string }[] {
  const issues: { path: string; key: string }[] = [];
  if (v.startDate && v.endDate && v.endDate < v.startDate) issues.push({ path: 'endDate', key: V.endBeforeStart });
  if (v.startTime && v.endTime === null) issues.push({ path: 'endTime', key: V.timesInPairs });
  if (v.endTime && v.startTime === null) issues.push({ path: 'startTime', key: V.timesInPairs });
  if (v.startDate && v.startDate === v.endDate && v.startTime && v.endTime && v.endTime <= v.startTime) issues.push({ path: 'endTime', key: V.endTimeNotAfterStart });
  if (v.locationTbd === false && !v.location?.trim()) issues.push({ path: 'location', key: V.required });
  return issues;
}

const withRules = <T extends z.ZodType<DateRange>>(schema: T) =>
  schema.superRefine((v, ctx) => {
    for (const i of eventRuleIssues(v)) ctx.addIssue({ code: 'custom', path: [i.path], message: i.key });
  });

export const CreateEventInput = withRules(
  z.object({
    ...eventFields,
    slug: eventFields.slug.optional(),
    startTime: eventFields.startTime.default(null),
    endTime: eventFields.endTime.default(null),
    locationTbd: eventFields.locationTbd.default(false),
    welcomeMessage: eventFields.welcomeMessage.default(''),
    registrationOpen: eventFields.registrationOpen.default(true),
    approvalRequired: eventFields.approvalRequired.default(false),
    waitlistOfferHours: eventFields.waitlistOfferHours.default(PLACES.offerHoursDefault),
  }),
);
export type CreateEventInput = z.input<typeof CreateEventInput>;
export type CreateEventData = z.output<typeof CreateEventInput>;

export const UpdateEventInput = withRules(z.object(eventFields).partial());
export type UpdateEventInput = z.input<typeof UpdateEventInput>;
export type UpdateEventData = z.output<typeof UpdateEventInput>;

export const PublicEventSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  /** "HH:MM" on the event's wall clock; both null: all day (decision 036). */
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  location: z.string().nullable(),
  locationTbd: z.boolean(),
  description: z.string().nullable(),
  welcomeMessage: z.string(),
  organizerUsername: z.string(),
  timeZone: z.string(),
  logoUrl: z.string().nullable(),
  bannerUrl: z.string().nullable(),
  /** The name of the company that runs it ("Hosted by ..."). */
  companyName: z.string(),
  status: z.enum(EVENT_STATUSES),
  registrationOpen: z.boolean(),
  registrationClosesAt: z.string().nullable(),
  /** The organisers' word to attendees when they cancelled it (null: none, or not cancelled). */
  cancellationMessage: z.string().nullable(),
  /** How many people may have a place (null: no limit; decision 037). */
  capacity: z.number().int().nullable(),
  /** Joins wait for the organisers' yes. */
  approvalRequired: z.boolean(),
  /** Every place is taken (or offered to someone in line): a join now goes on the waitlist. */
  full: z.boolean(),
  /** What attendees may pick as their intents, in the organisers' order (decision 040). */
  intentOptions: z.array(IntentOptionSchema),
});
export type PublicEvent = z.infer<typeof PublicEventSchema>;

export const CompanyEventSchema = PublicEventSchema.extend({
  companyId: z.uuid(),
  expectedAttendees: z.number().nullable(),
  logoUploadId: z.uuid().nullable(),
  bannerUploadId: z.uuid().nullable(),
  attendeeCount: z.number().int(),
  createdAt: z.string(),
  attendeeDataRetentionDays: z.number().int().nullable(),
  /** When attendee data was last deleted by the retention setting (null: never). */
  attendeeDataDeletedAt: z.string().nullable(),
  waitlistOfferHours: z.number().int(),
  /** People in line or waiting for approval (decision 037). */
  waitingCount: z.number().int(),
});
export type CompanyEvent = z.infer<typeof CompanyEventSchema>;

/** `{id}` accepts the event's id, its slug or one of its old slugs (decision 010). */
export const EventRefParams = z.object({ id: text().min(1) });

/** The organisers' event list: pages, and a search in names and web addresses. */
export const CompanyEventsQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(LIMITS.pageSizeMax).default(LIMITS.pageSize),
  q: text().trim().max(80, { error: V.tooLong }).optional(),
  /** Only events of this status; without it, every event but the archived ones. */
  status: z.enum(EVENT_STATUSES, { error: V.invalidValue }).optional(),
});

/** Duplicate (the body may be left out): the copy's name and days (each defaults to the original's; the name to "... (copy)"). */
export const DuplicateEventInput = withRules(z.object({ name: eventFields.name, startDate: isoDate, endDate: isoDate }).partial()).nullish();
export type DuplicateEventInput = z.input<typeof DuplicateEventInput>;
export type DuplicateEventData = z.output<typeof DuplicateEventInput>;

/** Cancel: an optional word to the attendees, sent with the mail and shown in the app. */
export const CancelEventInput = z.object({ message: text().trim().max(LIMITS.cancellationMessageMax, { error: V.tooLong }).optional() }).nullish();
export type CancelEventInput = z.input<typeof CancelEventInput>;
export const PublicEventParams = z.object({ slug: text().min(1) });
