import { z } from 'zod';
import { PageQuery, pageOf } from './paging.js';
import { eventRef, text, V } from './validation.js';

/**
 * Block and report (decision 019). A block is per event, like the profile it hides: each
 * of the two stops seeing the other there (directory, boards, people lists, chat). Reports go to
 * the event's organisers; the reporter is never named to the person reported.
 */

/** POST /events/{event}/blocks */
export const BlockInput = z.object({ userId: z.uuid({ error: V.required }) });
/** DELETE /events/{event}/blocks/{userId} */
export const BlockParams = z.object({ event: eventRef(), userId: z.uuid({ error: V.invalidValue }) });

/** Someone I blocked at this event, as my "Blocked people" list shows them. */
export const BlockedPersonSchema = z.object({
  userId: z.uuid(),
  username: z.string(),
  /** From their event profile; null when they have none (screens show the username then). */
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  photoUrl: z.string().nullable().optional(),
  blockedAt: z.string(),
});
export type BlockedPerson = z.infer<typeof BlockedPersonSchema>;
export const BlockedPeoplePage = pageOf(BlockedPersonSchema);

export const REPORT_KINDS = ['message', 'chat-message', 'profile'] as const;
export const ReportKind = z.enum(REPORT_KINDS, { error: V.invalidValue });
export type ReportKind = z.infer<typeof ReportKind>;
export const REPORT_REASON_MAX = 500;

/**
 * POST /events/{event}/reports. `targetId` is a board message's id ('message'), a chat message's
 * id ('chat-message'), or the person's user id ('profile').
 */
export const ReportInput = z.object({
  kind: ReportKind,
  targetId: z.uuid({ error: V.required }),
  reason: text().trim().max(REPORT_REASON_MAX, { error: V.tooLong }).optional(),
});
export type ReportInput = z.infer<typeof ReportInput>;
export const ReportCreatedSchema = z.object({ id: z.uuid(), kind: ReportKind, targetId: z.uuid(), createdAt: z.string() });

// --- The organisers' moderation queue --------------------------------------------------------

/**
 * GET /company/events/{id}/reports: open reports (the queue, oldest first), or `status=handled`:
 * the history, one row per thing and decision, newest decision first.
 */
export const ModerationQuery = PageQuery.extend({ status: z.enum(['open', 'handled'], { error: V.invalidValue }).default('open') });
export type ModerationStatus = z.output<typeof ModerationQuery>['status'];
export const ReportParams = z.object({ id: text().min(1), reportId: z.uuid({ error: V.invalidValue }) });

export const MODERATION_ACTIONS = ['hide', 'dismiss', 'warn', 'remove'] as const;
/**
 * POST /company/events/{id}/reports/{reportId}/actions. Each closes every open report of the same
 * thing: `hide` a board message (as an organiser's removal, live for everyone), `dismiss` the
 * reports, `warn` the person by mail, `remove` the person from the event.
 */
export const ModerationActionInput = z.object({
  action: z.enum(MODERATION_ACTIONS, { error: V.invalidValue }),
  /** With `hide`: also send the warning mail (hiding closes the reports, so this is the one chance). */
  warn: z.boolean({ error: V.invalidValue }).optional(),
});
export type ModerationAction = z.infer<typeof ModerationActionInput>['action'];
export const ModerationResultSchema = z.object({ ok: z.literal(true), action: z.enum(MODERATION_ACTIONS), closed: z.number().int() });

export const ModerationItemSchema = z.object({
  /** The oldest open report of this thing: the one actions name. */
  id: z.uuid(),
  kind: ReportKind,
  targetId: z.uuid(),
  /** Open reports of this thing, from different people. */
  reportCount: z.number().int(),
  /** The reasons people gave (the empty ones left out), oldest first; never who gave them. */
  reasons: z.array(z.string()),
  firstReportedAt: z.string(),
  lastReportedAt: z.string(),
  /** The person reported: the author of the message, or the profile's owner. */
  person: z.object({
    userId: z.uuid(),
    username: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    photoUrl: z.string().nullable().optional(),
    /** Still at the event (not removed, account not deleted). */
    attending: z.boolean(),
  }),
  /** The message as it was when first reported (null for a profile). */
  body: z.string().nullable(),
  /** The board the message is on (board messages only). */
  group: z.object({ id: z.uuid(), name: z.string(), icon: z.string() }).nullable(),
  /** The message is already hidden or deleted (board messages), so `hide` has nothing left to do. */
  hidden: z.boolean(),
  /** A profile's summary (profiles only): hometown and interests, as attendees see them. */
  profile: z.object({ hometown: z.string().nullable(), interests: z.array(z.string()) }).nullable(),
  /** In the history: what was decided, when, and by whom (null once their account is gone). */
  handled: z.object({ action: z.enum(MODERATION_ACTIONS), at: z.string(), byName: z.string().nullable() }).nullable(),
});
export type ModerationItem = z.infer<typeof ModerationItemSchema>;
export const ModerationPage = pageOf(ModerationItemSchema);

/** GET /company/reports/open: open reported things across the company's events, for the console's badges. */
export const OpenReportsSchema = z.object({
  total: z.number().int(),
  events: z.array(z.object({ eventId: z.uuid(), count: z.number().int() })),
});
export type OpenReports = z.infer<typeof OpenReportsSchema>;
