import { z } from 'zod';
import { InterestSchema } from './interests.js';
import { IntentOptionSchema } from './intents.js';
import { PlaceSchema } from './places.js';
import { V } from './validation.js';

/** Who may see a profile field: everyone at the event, my connections there, or only me. */
export const AUDIENCES = ['everyone', 'connections', 'me'] as const;
export type Audience = (typeof AUDIENCES)[number];

/** The profile fields beyond the name that carry their own audience. */
/** `about` covers the headline, bio and links; `intents` what they come for (decision 040). */
export const PROFILE_FIELDS = ['hometown', 'interests', 'adventures', 'destinations', 'groups', 'about', 'intents'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

const audience = z.enum(AUDIENCES, { error: V.invalidValue });

export const ProfileVisibilitySchema = z.object({
  hometown: audience,
  interests: audience,
  adventures: audience,
  destinations: audience,
  groups: audience,
  about: audience,
  intents: audience,
});
export type ProfileVisibility = z.infer<typeof ProfileVisibilitySchema>;

/** GET/PUT /events/{event}/profile/privacy. */
export const PrivacySettingsSchema = z.object({
  visibility: ProfileVisibilitySchema,
  /** Left out of the attendee directory (still in groups, boards and chats I take part in). */
  hiddenFromDirectory: z.boolean({ error: V.invalidValue }),
});
export type PrivacySettings = z.infer<typeof PrivacySettingsSchema>;

/**
 * GET/PUT /events/{event}/email-sharing: whether the event's organisers may see my e-mail address
 * (in their attendee list and its CSV). Off unless I turn it on; I can turn it off again.
 */
export const EmailSharingSchema = z.object({ shared: z.boolean({ error: V.invalidValue }) });
export type EmailSharing = z.infer<typeof EmailSharingSchema>;

/** Another attendee's profile as I may see it: a field they keep from me is null or empty. */
export const AttendeeProfileSchema = z.object({
  userId: z.uuid(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  hometown: PlaceSchema.nullable(),
  interests: z.array(InterestSchema),
  adventures: z.array(PlaceSchema),
  destinations: z.array(PlaceSchema),
  photoUrl: z.string().nullable(),
  /** Null (or empty) when kept from me: headline, bio and links share the `about` audience. */
  headline: z.string().nullable(),
  bio: z.string().nullable(),
  links: z.array(z.string()),
  intents: z.array(IntentOptionSchema),
});
export type AttendeeProfile = z.infer<typeof AttendeeProfileSchema>;
