import { z } from 'zod';
import { InterestSchema } from './interests.js';
import { aboutFields, ChosenIntentsInput, IntentOptionSchema } from './intents.js';
import { LIMITS } from './limits.js';
import { PlaceSchema } from './places.js';
import { PublicEventSchema } from './events.js';
import { eventRef, requiredLine, text, V } from './validation.js';

export const GENDERS = ['male', 'female', 'non-binary', 'transgender', 'fluid', 'agender', 'other'] as const;
export type Gender = (typeof GENDERS)[number];

const placeId = text(V.required).min(1, { error: V.required });
const topPlaces = z
  .array(placeId, { error: V.required })
  .length(LIMITS.topPlaces, { error: V.exactlyThreePlaces })
  .refine((ids) => new Set(ids).size === ids.length, { error: V.distinctPlaces });

/** The profile an attendee writes for an event (docs/product.md, "Profile setup"). */
export const ProfileInput = z.object({
  firstName: requiredLine(50),
  lastName: requiredLine(50),
  gender: z.enum(GENDERS, { error: (issue) => (issue.input === undefined || issue.input === '' ? V.required : V.invalidValue) }),
  hometownId: placeId,
  interests: z
    .array(text().min(1), { error: V.atLeastOneInterest })
    .min(1, { error: V.atLeastOneInterest })
    .max(30, { error: V.tooLong })
    .refine((ids) => new Set(ids).size === ids.length, { error: V.invalidValue }),
  adventures: topPlaces,
  destinations: topPlaces,
  /**
   * The option to keep the profile, asked and never assumed (decision 020): true keeps a copy of this profile for
   * future events (replacing the one kept before); false withdraws, deleting the kept copy.
   */
  keepForFuture: z.boolean({ error: V.invalidValue }).default(false),
  /**
   * Optional photo: an upload of kind 'photo' by the same person (POST /uploads). null removes it;
   * left out, the photo stays as it is (a new profile starts without one).
   */
  photoUploadId: z.uuid({ error: V.invalidValue }).nullish(),
  /** Optional: job title and company, one line. */
  headline: aboutFields.headline,
  /** Optional: a few words about me; line breaks allowed. */
  bio: aboutFields.bio,
  /** Up to three web addresses (http or https), e.g. LinkedIn and a website. */
  links: aboutFields.links,
  /** Ids of the event's intent options (decision 040), at most three. */
  intents: ChosenIntentsInput.default([]),
});
export type ProfileInput = z.input<typeof ProfileInput>;
export type ProfileData = z.output<typeof ProfileInput>;

export const ProfileSchema = z.object({
  id: z.uuid(),
  eventId: z.uuid(),
  userId: z.uuid(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  gender: z.enum(GENDERS),
  hometown: PlaceSchema,
  interests: z.array(InterestSchema),
  adventures: z.array(PlaceSchema),
  destinations: z.array(PlaceSchema),
  /** The person keeps a profile for future events (a per-person consent, not per event). */
  keepForFuture: z.boolean(),
  /** The profile photo (a square image), or null: screens show initials then. */
  photoUploadId: z.uuid().nullable(),
  photoUrl: z.string().nullable(),
  headline: z.string().nullable(),
  bio: z.string().nullable(),
  links: z.array(z.string()),
  /** My intents among the event's current options, in the organisers' order. */
  intents: z.array(IntentOptionSchema),
});
export type Profile = z.infer<typeof ProfileSchema>;

export const MyEventSchema = PublicEventSchema.extend({
  joinedAt: z.string(),
  hasProfile: z.boolean(),
  /** Ongoing or upcoming in the event's own time zone. */
  current: z.boolean(),
});
export type MyEvent = z.infer<typeof MyEventSchema>;

export const AttendeesQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(LIMITS.pageSizeMax).default(LIMITS.pageSize),
  q: text().trim().max(80).optional(),
  interest: text().trim().max(80).optional(),
});

export const AttendeeCardSchema = z.object({
  userId: z.uuid(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  hometown: z.string(),
  interestCount: z.number().int(),
  sharedInterests: z.array(InterestSchema),
  isMe: z.boolean(),
  photoUrl: z.string().nullable().optional(),
  /** Null when there is none or they keep their "about" from me. */
  headline: z.string().nullable(),
  /** Empty when there are none or they keep them from me. */
  intents: z.array(IntentOptionSchema),
});
export type AttendeeCard = z.infer<typeof AttendeeCardSchema>;

export const EventParams = z.object({ event: eventRef() });
export const AttendeeParams = z.object({ event: eventRef(), userId: z.uuid({ error: V.invalidValue }) });
