import { z } from 'zod';
import { MEETINGS } from './meeting-limits.js';
import { pageOf, PageQuery } from './paging.js';
import { eventRef, isoDateTime, requiredLine, singleLine, text, V } from './validation.js';

/**
 * One-to-one meetings at an event (decision 041). The organisers open meeting hours (windows cut
 * into slots of `slotMinutes`) and name spots (tables); attendees mark the slots they are free and
 * ask each other to meet at a common free slot. Nobody holds two meetings in one slot and no spot
 * holds two meetings at once: the database refuses it.
 */
export { MEETINGS };

export const MEETING_STATUSES = ['pending', 'accepted', 'declined', 'cancelled'] as const;
export type MeetingStatus = (typeof MEETING_STATUSES)[number];

/** A window of meeting hours: a start and an end within the event's dates (UTC instants). */
export const MeetingWindowSchema = z.object({
  startsAt: isoDateTime(V.required),
  endsAt: isoDateTime(V.required),
});
export type MeetingWindow = z.infer<typeof MeetingWindowSchema>;

export const MeetingSpotSchema = z.object({ id: z.uuid(), name: z.string() });
export type MeetingSpot = z.infer<typeof MeetingSpotSchema>;

/** PUT /company/events/{id}/meeting-settings. A spot with an id keeps it (renamed); one without is new; a missing one is removed. */
export const MeetingSettingsInput = z.object({
  enabled: z.boolean({ error: V.invalidValue }),
  slotMinutes: z
    .number({ error: V.required })
    .int({ error: V.invalidValue })
    .refine((m) => (MEETINGS.slotMinutes as readonly number[]).includes(m), { error: V.invalidValue }),
  windows: z
    .array(MeetingWindowSchema, { error: V.invalidValue })
    .max(MEETINGS.windowsMax, { error: V.tooMany })
    .superRefine((windows, ctx) => {
      windows.forEach((w, i) => {
        if (Date.parse(w.endsAt) <= Date.parse(w.startsAt)) ctx.addIssue({ code: 'custom', message: V.endBeforeStart, path: [i, 'endsAt'] });
      });
    }),
  spots: z.array(z.object({ id: z.uuid({ error: V.invalidValue }).optional(), name: requiredLine(MEETINGS.spotNameMax) }), { error: V.invalidValue }).max(MEETINGS.spotsMax, { error: V.tooMany }),
});
export type MeetingSettingsInput = z.input<typeof MeetingSettingsInput>;
export type MeetingSettingsData = z.output<typeof MeetingSettingsInput>;

/** GET/PUT /company/events/{id}/meeting-settings; before any save: off, 30-minute slots, no windows or spots. */
export const MeetingSettingsSchema = z.object({
  enabled: z.boolean(),
  slotMinutes: z.number().int(),
  windows: z.array(MeetingWindowSchema),
  spots: z.array(MeetingSpotSchema),
  timeZone: z.string(),
  /** Accepted meetings still to come: hours and spots that hold one cannot be removed. */
  bookedCount: z.number().int(),
});
export type MeetingSettings = z.infer<typeof MeetingSettingsSchema>;

/** One slot of the meeting hours. */
export const MeetingSlotSchema = z.object({ startsAt: z.string(), endsAt: z.string() });
export type MeetingSlot = z.infer<typeof MeetingSlotSchema>;

/** GET/PUT /events/{event}/availability: every slot of the hours, and the ones I marked free. */
export const AvailabilitySchema = z.object({
  enabled: z.boolean(),
  slotMinutes: z.number().int(),
  timeZone: z.string(),
  slots: z.array(MeetingSlotSchema.extend({ free: z.boolean(), /** I hold a meeting then. */ booked: z.boolean() })),
});
export type Availability = z.infer<typeof AvailabilitySchema>;

export const AvailabilityInput = z.object({
  free: z.array(isoDateTime(V.invalidValue), { error: V.invalidValue }).max(MEETINGS.slotsMax, { error: V.tooMany }),
});
export type AvailabilityInput = z.infer<typeof AvailabilityInput>;

/** GET /events/{event}/meetings/slots?with=: the slots both are free and neither is booked, with the spots still free then. */
export const CommonSlotsQuery = z.object({ with: z.uuid({ error: V.invalidValue }) });
export const CommonSlotsSchema = z.object({
  timeZone: z.string(),
  slots: z.array(MeetingSlotSchema.extend({ spots: z.array(MeetingSpotSchema) })),
});
export type CommonSlots = z.infer<typeof CommonSlotsSchema>;

const note = singleLine(text()).max(MEETINGS.noteMax, { error: V.tooLong });

/** POST /events/{event}/meetings. */
export const MeetingRequestInput = z.object({
  withUserId: z.uuid({ error: V.invalidValue }),
  startsAt: isoDateTime(V.required),
  spotId: z.uuid({ error: V.invalidValue }).nullable().optional(),
  note: note.optional(),
});
export type MeetingRequestInput = z.infer<typeof MeetingRequestInput>;

/** POST .../meetings/{id}/propose: another slot (and spot); the turn to answer passes to the other person. */
export const MeetingProposeInput = z.object({
  startsAt: isoDateTime(V.required),
  spotId: z.uuid({ error: V.invalidValue }).nullable().optional(),
});
export type MeetingProposeInput = z.infer<typeof MeetingProposeInput>;

export const MeetingParams = z.object({ event: eventRef(), id: z.uuid({ error: V.invalidValue }) });

export const MeetingPersonSchema = z.object({ userId: z.uuid(), name: z.string(), photoUrl: z.string().nullable() });

/** A meeting as one of its two people sees it. A decline reads as `pending` to the one who asked. */
export const MeetingSchema = z.object({
  id: z.uuid(),
  status: z.enum(MEETING_STATUSES),
  startsAt: z.string(),
  endsAt: z.string(),
  spot: MeetingSpotSchema.nullable(),
  note: z.string().nullable(),
  with: MeetingPersonSchema,
  /** I asked (or proposed the current time) and wait for the other person. */
  waitingForThem: z.boolean(),
  /** It is mine to accept, decline or propose another time. */
  myTurn: z.boolean(),
  /** Marked held: by a scan at the meeting, or by both saying so. */
  heldAt: z.string().nullable(),
  /** I said it was held (a connected pair marks it held when both have). */
  heldByMe: z.boolean(),
  updatedAt: z.string(),
});
export type Meeting = z.infer<typeof MeetingSchema>;

/** GET /events/{event}/meetings: requests and meetings still to come, or past ones. */
export const MeetingsQuery = PageQuery.extend({ when: z.enum(['upcoming', 'past']).default('upcoming') });
export const MeetingsPage = pageOf(MeetingSchema);
export type MeetingsPage = z.infer<typeof MeetingsPage>;

/** GET /events/{event}/agenda: my accepted meetings and the gatherings I am going to, in time order. */
export const AgendaItemSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('meeting'), startsAt: z.string(), endsAt: z.string(), meeting: MeetingSchema }),
  z.object({
    kind: z.literal('gathering'),
    startsAt: z.string(),
    endsAt: z.string().nullable(),
    gathering: z.object({ id: z.uuid(), groupId: z.uuid(), groupName: z.string(), title: z.string(), location: z.string().nullable() }),
  }),
]);
export type AgendaItem = z.infer<typeof AgendaItemSchema>;
export const AgendaSchema = z.object({ timeZone: z.string(), items: z.array(AgendaItemSchema) });
export type Agenda = z.infer<typeof AgendaSchema>;

/** The meetings part of an event's insights: counts only, never who met whom. */
export const MeetingInsightsSchema = z.object({
  requested: z.number().int(),
  accepted: z.number().int(),
  declined: z.number().int(),
  cancelled: z.number().int(),
  held: z.number().int(),
  /** Accepted (and held) over answered requests, 0..1; null before any answer. */
  acceptanceRate: z.number().nullable(),
  /** Share of attendees with at least one held meeting, 0..1. */
  attendeesWithHeldShare: z.number(),
  /** Gini of accepted meetings per attendee (0 = spread evenly, 1 = one person has them all). */
  gini: z.number().nullable(),
  busiestSpots: z.array(z.object({ name: z.string(), count: z.number().int() })),
  busiestHours: z.array(z.object({ hour: z.string(), count: z.number().int() })),
});
export type MeetingInsights = z.infer<typeof MeetingInsightsSchema>;
