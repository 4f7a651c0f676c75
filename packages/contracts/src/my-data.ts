import { z } from 'zod';
import { GENDERS } from './attendees.js';
import { InterestSchema } from './interests.js';
import { LocationsResponse } from './insights.js';
import { PlaceSchema } from './places.js';
import { text, V } from './validation.js';

/** Shown where a person who deleted their account or their event profile wrote or made something. */
export const DELETED_USER_NAME = 'Deleted user';

export type LocationsResponseData = z.infer<typeof LocationsResponse>;

/** DELETE /me: the current password again, so a borrowed phone cannot delete an account. */
export const DeleteAccountInput = z.object({
  password: text(V.required).min(1, { error: V.required }).max(200, { error: V.tooLong }),
});
export type DeleteAccountInput = z.infer<typeof DeleteAccountInput>;

/** The profile a person chose to keep for future events (GET /profile/saved), to pre-fill a new event's setup. */
export const KeptProfileSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  gender: z.enum(GENDERS),
  /** Null only if the place left the gazetteer since: the form asks for it again. */
  hometown: PlaceSchema.nullable(),
  interests: z.array(InterestSchema),
  adventures: z.array(PlaceSchema),
  destinations: z.array(PlaceSchema),
  photoUploadId: z.uuid().nullable(),
  photoUrl: z.string().nullable(),
  keptAt: z.string(),
});
export type KeptProfile = z.infer<typeof KeptProfileSchema>;
export const SavedProfileResponse = z.object({ profile: KeptProfileSchema.nullable() });

/** `mingle-export-2026-05-01.json` */
export const exportFileName = (isoDay: string) => `mingle-export-${isoDay}.json`;

const ExportMessage = z.object({ id: z.uuid(), body: z.string(), createdAt: z.string(), editedAt: z.string().nullable(), deleted: z.boolean() });

/** GET /me/export: everything Mingle holds about the caller, as one JSON file. */
export const MyDataExportSchema = z.object({
  exportedAt: z.string(),
  account: z.object({ id: z.uuid(), email: z.string(), username: z.string(), emailVerified: z.boolean(), createdAt: z.string() }),
  keptProfile: KeptProfileSchema.nullable(),
  photos: z.array(z.object({ id: z.uuid(), url: z.string(), createdAt: z.string() })),
  events: z.array(
    z.object({
      event: z.object({ id: z.uuid(), slug: z.string(), name: z.string(), startDate: z.string(), endDate: z.string() }),
      joinedAt: z.string().nullable(),
      /** Whether I let this event's organisers see my e-mail address. */
      emailSharedWithOrganisers: z.boolean(),
      /** When the door checked me in (decision 038); null: not checked in. */
      checkedInAt: z.string().nullable().optional(),
      profile: z
        .object({
          firstName: z.string(),
          lastName: z.string(),
          gender: z.enum(GENDERS),
          hometown: z.string().nullable(),
          interests: z.array(z.string()),
          adventures: z.array(z.string()),
          destinations: z.array(z.string()),
          photoUrl: z.string().nullable(),
          headline: z.string().nullable(),
          bio: z.string().nullable(),
          links: z.array(z.string()),
          /** Ids of the event's intent options I chose (decision 040). */
          intents: z.array(z.string()),
          /** Who sees each field, and whether the directory lists me (decision 018). */
          privacy: z.record(z.string(), z.unknown()),
          createdAt: z.string(),
          updatedAt: z.string(),
        })
        .nullable(),
      groups: z.array(z.object({ id: z.uuid(), name: z.string(), joinedAt: z.string() })),
      gatherings: z.array(z.object({ id: z.uuid(), title: z.string(), startDate: z.string(), status: z.string(), createdByMe: z.boolean() })),
      boardMessages: z.array(ExportMessage.extend({ groupName: z.string() })),
      /** The other person by name only; the chat messages I wrote. */
      connections: z.array(z.object({ id: z.uuid(), with: z.string(), createdAt: z.string(), endedAt: z.string().nullable(), myMessages: z.array(ExportMessage) })),
      /** Meetings I asked for or was asked to, as I see them (a decline by the other reads pending; my own note only), and the slots I marked free. */
      meetings: z.array(
        z.object({
          id: z.uuid(),
          with: z.string(),
          askedByMe: z.boolean(),
          startsAt: z.string(),
          endsAt: z.string(),
          spot: z.string().nullable(),
          status: z.string(),
          note: z.string().nullable(),
          heldAt: z.string().nullable(),
          createdAt: z.string(),
        }),
      ),
      meetingHours: z.array(z.string()),
      blocked: z.array(z.object({ name: z.string(), createdAt: z.string() })),
      reportsMade: z.array(z.object({ kind: z.string(), reason: z.string().nullable(), status: z.string(), createdAt: z.string() })),
      /** My notification choices here; null while I have never changed the defaults (all on). */
      notificationSettings: z.object({ announcementMail: z.boolean(), chatPush: z.boolean(), requestPush: z.boolean(), reminderPush: z.boolean() }).nullable(),
    }),
  ),
  /** Browsers that get my notifications: the push service each one uses, and since when (decision 024). */
  browserNotifications: z.array(z.object({ service: z.string(), since: z.string() })),
  company: z
    .object({
      id: z.uuid(),
      slug: z.string(),
      name: z.string(),
      description: z.string(),
      contactInformation: z.string(),
      role: z.string(),
      events: z.array(z.object({ id: z.uuid(), slug: z.string(), name: z.string(), startDate: z.string(), endDate: z.string(), attendeeDataRetentionDays: z.number().nullable() })),
    })
    .nullable(),
});
export type MyDataExport = z.infer<typeof MyDataExportSchema>;
