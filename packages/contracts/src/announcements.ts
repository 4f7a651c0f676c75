import { z } from 'zod';
import { PageQuery, pageOf } from './paging.js';
import { eventRef, isoDateTime, requiredLine, requiredString, text, V } from './validation.js';

/**
 * Organiser announcements (decision 022): a message from an event's organisers to all its
 * attendees or to the members of one group, shown as a pinned card in the app and mailed to those
 * who did not mute announcement mail. Sent now, or at `sendAt` (at most 90 days ahead).
 */
export const ANNOUNCEMENT_TITLE_MAX = 120;
export const ANNOUNCEMENT_BODY_MAX = 2000;
export const ANNOUNCEMENT_SCHEDULE_MAX_DAYS = 90;

/** `event`: every attendee; a group's id: that group's members. */
/** Who an announcement is for: everyone, one group (its id), or by the door (decision 038): those checked in, or those not. */
export const DOOR_AUDIENCES = ['checkedIn', 'notCheckedIn'] as const;
export type DoorAudience = (typeof DOOR_AUDIENCES)[number];
export const isDoorAudience = (audience: string): audience is DoorAudience => (DOOR_AUDIENCES as readonly string[]).includes(audience);
export const AnnouncementAudience = z.union([z.literal('event'), z.enum(DOOR_AUDIENCES), z.uuid({ error: V.invalidValue })], { error: V.invalidValue });

/**
 * POST /company/events/{id}/announcements, and PATCH .../{announcementId} while scheduled.
 * `sendAt` absent or null: send now. Otherwise a future UTC date-time (the server refuses the past
 * with `sendAtInPast` and beyond 90 days with `sendAtTooFar`, on the field `sendAt`).
 */
export const AnnouncementInput = z.object({
  title: requiredLine(ANNOUNCEMENT_TITLE_MAX),
  body: requiredString(ANNOUNCEMENT_BODY_MAX),
  audience: AnnouncementAudience,
  sendAt: isoDateTime().nullable().optional(),
});
export type AnnouncementInput = z.infer<typeof AnnouncementInput>;

export const AnnouncementParams = z.object({ id: text().min(1), announcementId: z.uuid({ error: V.invalidValue }) });
export const AnnouncementsQuery = PageQuery;

export const AnnouncementStatus = z.enum(['scheduled', 'sent']);
export type AnnouncementStatus = z.infer<typeof AnnouncementStatus>;

/** As the organisers' list shows it. */
export const AnnouncementSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  body: z.string(),
  audience: z.union([z.literal('event'), z.enum(DOOR_AUDIENCES), z.uuid()]),
  /** The group's name when the audience is a group. */
  groupName: z.string().nullable(),
  status: AnnouncementStatus,
  sendAt: z.string(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
  /** People it reached in the app when it went out; null while scheduled (and for ones sent before this was counted). */
  reached: z.number().int().nullable(),
  /** Mails sent and mails that failed so far (they grow while it is being delivered). */
  mailed: z.number().int(),
  mailFailed: z.number().int(),
});
export type Announcement = z.infer<typeof AnnouncementSchema>;
export const AnnouncementsPage = pageOf(AnnouncementSchema);

// --- Before it leaves (decision 035) ---------------------------------------------------------

/**
 * POST /company/events/{id}/announcements/preview (body: AnnouncementInput): whom it would reach now
 * (`inApp`: the audience; `mail`: those of them who have not muted announcement mail) and the mail
 * exactly as the mail builder makes it, addressed to the caller (as "Send me a test" sends it).
 */
export const AnnouncementPreviewSchema = z.object({
  audience: z.object({ inApp: z.number().int(), mail: z.number().int() }),
  mail: z.object({ subject: z.string(), text: z.string() }),
});
export type AnnouncementPreview = z.infer<typeof AnnouncementPreviewSchema>;

/** POST /company/events/{id}/announcements/test (body: AnnouncementInput): the preview mailed to the caller only; stored nowhere. */
export const AnnouncementTestSchema = z.object({ ok: z.literal(true), to: z.string() });
export type AnnouncementTest = z.infer<typeof AnnouncementTestSchema>;

// --- One attendee (decision 035) --------------------------------------------------------------

export const ATTENDEE_MESSAGE_SUBJECT_MAX = ANNOUNCEMENT_TITLE_MAX;
export const ATTENDEE_MESSAGE_BODY_MAX = ANNOUNCEMENT_BODY_MAX;

export const AttendeeMessageParams = z.object({ id: text().min(1), userId: z.uuid({ error: V.invalidValue }) });
/** POST /company/events/{id}/attendees/{userId}/messages: to that attendee only, in the app and by mail. */
export const AttendeeMessageInput = z.object({ subject: requiredLine(ATTENDEE_MESSAGE_SUBJECT_MAX), body: requiredString(ATTENDEE_MESSAGE_BODY_MAX) });
export type AttendeeMessageInput = z.infer<typeof AttendeeMessageInput>;
/** `mail`: whether a mail goes too (false when the person muted announcement mail at this event). */
export const AttendeeMessageSchema = z.object({ id: z.uuid(), sentAt: z.string(), mail: z.boolean() });
export type AttendeeMessage = z.infer<typeof AttendeeMessageSchema>;

// --- What attendees see -----------------------------------------------------------------------

/** GET /events/{event}/announcements: sent ones meant for me that I have not dismissed, newest first. */
export const AttendeeAnnouncementSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  body: z.string(),
  /** null: the whole event; otherwise the group it went to (I am a member). */
  group: z.object({ id: z.uuid(), name: z.string(), icon: z.string() }).nullable(),
  /** A message from the organisers to me alone (decision 035). */
  personal: z.boolean(),
  sentAt: z.string(),
});
export type AttendeeAnnouncement = z.infer<typeof AttendeeAnnouncementSchema>;
export const AttendeeAnnouncementsSchema = z.object({ items: z.array(AttendeeAnnouncementSchema) });
export type AttendeeAnnouncements = z.infer<typeof AttendeeAnnouncementsSchema>;

/** POST /events/{event}/announcements/{announcementId}/dismiss */
export const AnnouncementDismissParams = z.object({ event: eventRef(), announcementId: z.uuid({ error: V.invalidValue }) });

/**
 * GET/PUT /events/{event}/notification-settings: my per-event choices (decisions 022, 024). The
 * push choices apply to the browsers I turned notifications on in (POST /me/push-subscriptions).
 */
export const NotificationSettingsSchema = z.object({
  announcementMail: z.boolean({ error: V.required }),
  /** Browser notifications for new chat messages, connection requests and reminders of gatherings I go to. */
  chatPush: z.boolean({ error: V.required }),
  requestPush: z.boolean({ error: V.required }),
  reminderPush: z.boolean({ error: V.required }),
  /** The server's VAPID public key (base64url) to subscribe with; null when this server sends no browser notifications. */
  pushPublicKey: z.string().nullable(),
});
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>;
/** PUT's body: the choices to change; the others stay. */
export const NotificationSettingsInput = NotificationSettingsSchema.omit({ pushPublicKey: true })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { error: V.required });
export type NotificationSettingsInput = z.infer<typeof NotificationSettingsInput>;
