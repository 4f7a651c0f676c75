import { z } from 'zod';
import { PageQuery, pageOf } from './paging.js';
import { text, V } from './validation.js';

/** Part of a first, last or user name (case-insensitive). */
const AttendeeSearch = text().trim().max(80).optional();

/** GET /company/events/{id}/attendees: the organisers' list of who joined, paged and searchable. */
export const CompanyAttendeesQuery = PageQuery.extend({ q: AttendeeSearch });
/** GET /company/events/{id}/attendees.csv: the whole list as CSV, with the same search applied. */
export const CompanyAttendeesCsvQuery = z.object({ q: AttendeeSearch });

/** One attendee as the event's organisers see them; newest joins first. */
export const CompanyAttendeeSchema = z.object({
  userId: z.uuid(),
  username: z.string(),
  /** From the event profile; null until the attendee has one (screens show the username then). */
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  joinedAt: z.string(),
  /** Their e-mail address, only if they chose to share it with the organisers (else null). */
  email: z.string().nullable(),
  /** The attendee has set up their profile for this event. */
  profileDone: z.boolean(),
  /** Active groups of this event the attendee is in. */
  groupCount: z.number().int(),
  /** Live (not removed) connections of the attendee at this event. */
  connectionCount: z.number().int(),
  /** The profile photo, if any (screens show initials otherwise). */
  photoUrl: z.string().nullable().optional(),
  /** When the door checked them in (decision 038); null: not yet. */
  checkedInAt: z.string().nullable().optional(),
});
export type CompanyAttendee = z.infer<typeof CompanyAttendeeSchema>;
export const CompanyAttendeesPage = pageOf(CompanyAttendeeSchema);

/**
 * The CSV export: its header row; every attendee is in it, read and sent in batches of
 * ATTENDEES_CSV.batch rows, so a very large event streams without filling the server's memory.
 */
export const ATTENDEES_CSV = {
  columns: ['First name', 'Last name', 'Username', 'Email (if shared)', 'Joined (UTC)', 'Profile done', 'Groups joined', 'Connections', 'Checked in (UTC)'],
  batch: 1_000,
} as const;

/** The export's file name, e.g. "summer-makers-meetup-attendees.csv". */
export const attendeesCsvFileName = (eventSlug: string) => `${eventSlug}-attendees.csv`;

/** /company/events/{id}/attendees/{userId}: one attendee of a company's event. */
export const CompanyAttendeeParams = z.object({ id: text().min(1), userId: z.uuid({ error: V.invalidValue }) });

/** One attendee's page in the console: the list's row, and what they do at the event. */
export const CompanyAttendeeDetailSchema = CompanyAttendeeSchema.extend({
  /** From their profile, as every attendee may see it (a field kept from others is null or empty). */
  hometown: z.string().nullable(),
  interests: z.array(z.string()),
  /** Active groups they are in. */
  groups: z.array(z.object({ id: z.uuid(), name: z.string(), icon: z.string() })),
  /** Gatherings they answered, soonest first. */
  gatherings: z.array(
    z.object({ id: z.uuid(), groupId: z.uuid(), title: z.string(), startDate: z.string(), startHour: z.string(), answer: z.enum(['going', 'interested', 'waitlisted']), cancelled: z.boolean() }),
  ),
  /** Reported things about them: waiting, and already decided. */
  reports: z.object({ open: z.number().int(), handled: z.number().int() }),
});
export type CompanyAttendeeDetail = z.infer<typeof CompanyAttendeeDetailSchema>;

/**
 * POST /company/events/{id}/attendees/{userId}/remove: they leave the event now; with `ban`, the
 * join link refuses them afterwards too.
 */
export const RemoveAttendeeInput = z.object({ ban: z.boolean({ error: V.invalidValue }) });
export const RemoveAttendeeResultSchema = z.object({ ok: z.literal(true), banned: z.boolean() });
