import { z } from 'zod';
import { LIMITS } from './limits.js';
import { eventRef, isoDate, requiredLine, text, V, wallTime } from './validation.js';

const hour = wallTime();
/** The largest limit a gathering may set. */
export const GATHERING_CAPACITY_MAX = 10_000;

const gatheringFields = {
  title: requiredLine(100),
  startDate: isoDate(V.required),
  startHour: hour,
  endHour: hour.nullish(),
  location: requiredLine(200),
  description: text().trim().max(1000, { error: V.tooLong }).nullish(),
  /** How many may go, its creator counted; empty: no limit. Beyond it, people wait in line. */
  capacity: z.number({ error: V.invalidValue }).int({ error: V.invalidValue }).min(1, { error: V.invalidValue }).max(GATHERING_CAPACITY_MAX, { error: V.invalidValue }).nullish(),
};

export function gatheringRuleIssues(v: { startHour?: string; endHour?: string | null }) {
  return v.startHour && v.endHour && v.endHour < v.startHour ? [{ path: 'endHour', key: V.endBeforeStartHour }] : [];
}
const withRules = <T extends z.ZodType<{ startHour?: string; endHour?: string | null }>>(s: T) =>
  s.superRefine((v, ctx) => {
    for (const i of gatheringRuleIssues(v)) ctx.addIssue({ code: 'custom', path: [i.path], message: i.key });
  });

export const CreateGatheringInput = withRules(z.object(gatheringFields));
export type CreateGatheringInput = z.input<typeof CreateGatheringInput>;
export const UpdateGatheringInput = withRules(z.object(gatheringFields).partial());
export type UpdateGatheringInput = z.input<typeof UpdateGatheringInput>;

/** POST .../gatherings/{id}/cancel: an optional word to the people going. */
export const CancelGatheringInput = z.object({ message: text().trim().max(500, { error: V.tooLong }).nullish() });
export type CancelGatheringInput = z.input<typeof CancelGatheringInput>;

export const ATTENDANCE = ['going', 'interested', 'none'] as const;
export const AttendanceInput = z.object({ status: z.enum(ATTENDANCE, { error: V.invalidValue }) });
/** My answer as it stands: asking to go when it is full puts me in line ('waitlisted'). */
export const MY_ATTENDANCE = [...ATTENDANCE, 'waitlisted'] as const;
export type MyAttendance = (typeof MY_ATTENDANCE)[number];

export const GatheringSchema = z.object({
  id: z.uuid(),
  groupId: z.uuid(),
  groupName: z.string(),
  groupIcon: z.string(),
  eventId: z.uuid(),
  title: z.string(),
  startDate: z.string(),
  startHour: z.string(),
  endHour: z.string().nullable(),
  location: z.string(),
  description: z.string().nullable(),
  /** Null once the creator deleted their account or their profile at this event. */
  createdBy: z.uuid().nullable(),
  creatorName: z.string(),
  goingCount: z.number().int(),
  interestedCount: z.number().int(),
  /** How many may go (null: no limit), and how many wait in line for a place. */
  capacity: z.number().int().nullable(),
  waitlistCount: z.number().int(),
  myStatus: z.enum(MY_ATTENDANCE),
  /** My place in line (1 is next) while waitlisted; else null. */
  myPosition: z.number().int().nullable(),
  /** Expired once its end (or start, without an end) has passed in the event's time zone. */
  expired: z.boolean(),
  /** Called off: still listed (marked cancelled) so the people going see it; answers are closed. */
  cancelled: z.boolean(),
  /** What the canceller told the people going, if anything. */
  cancelNote: z.string().nullable(),
  canEdit: z.boolean(),
  /** Whoever may edit may delete it while nobody but its creator has answered; else cancel. */
  canDelete: z.boolean(),
});
export type Gathering = z.infer<typeof GatheringSchema>;

export const GatheringsQuery = z.object({
  when: z.enum(['upcoming', 'expired']).default('upcoming'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
/** GET .../gatherings/{id}/attendees: who answered going (the default) or interested, or waits in line (in its order), in pages. */
export const GatheringAttendeesQuery = z.object({
  status: z.enum(['going', 'interested', 'waitlisted'], { error: V.invalidValue }).default('going'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(LIMITS.pageSizeMax).default(LIMITS.pageSize),
});
export type GatheringAttendeesStatus = z.output<typeof GatheringAttendeesQuery>['status'];

export const GatheringParams = z.object({ event: eventRef(), groupId: z.uuid({ error: V.invalidValue }), id: z.uuid({ error: V.invalidValue }) });
/** POST .../gatherings/{id}/waitlist/{userId}/admit: its creator or the organisers let someone in line go, beyond the limit. */
export const GatheringLineParams = GatheringParams.extend({ userId: z.uuid({ error: V.invalidValue }) });
