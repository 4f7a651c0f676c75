import { z } from 'zod';
import { IntentOptionSchema } from './intents.js';

/**
 * Icebreakers and people to meet (decisions 025 and 028). The server says what two people share
 * (as far as the viewer may see the other); the web words it, so the text is translated there.
 */
export const SHARED_KINDS = ['destination', 'interest', 'hometown', 'adventure', 'group'] as const;
export type SharedKind = (typeof SHARED_KINDS)[number];

/** A guide article (1 to 6) and the section (1-based) an opener points to. */
export const GuideLinkSchema = z.object({ articleId: z.string(), section: z.number().int().min(1) });
export type GuideLink = z.infer<typeof GuideLinkSchema>;

/** One thing two people share: "You both dream of Patagonia" is { kind: 'destination', names: ['Patagonia'] }. */
export const SharedReasonSchema = z.object({
  kind: z.enum(SHARED_KINDS),
  /** What they share, by name (interests from the catalogue, places by their short name); at least one. */
  names: z.array(z.string()).min(1),
  guide: GuideLinkSchema,
});
export type SharedReason = z.infer<typeof SharedReasonSchema>;

/** GET /events/{event}/attendees/{userId}/openers: up to three conversation openers (none when nothing shared is visible). */
export const OpenersSchema = z.object({ openers: z.array(SharedReasonSchema).max(3) });
export type Openers = z.infer<typeof OpenersSchema>;

export const PEOPLE_TO_MEET_MAX = 5;

export const PersonToMeetSchema = z.object({
  userId: z.uuid(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  photoUrl: z.string().nullable(),
  /** What they show everyone (people to meet are never my connections): null or empty otherwise. */
  headline: z.string().nullable(),
  intents: z.array(IntentOptionSchema),
  /** The strongest thing we share, for one line in words (the first of `reasons`). */
  reason: SharedReasonSchema,
  /** Every kind of thing we share, strongest first (at most three): places count as much as interests. */
  reasons: z.array(SharedReasonSchema).min(1).max(3),
});
export type PersonToMeet = z.infer<typeof PersonToMeetSchema>;

/** GET /events/{event}/people-to-meet: the few people I share most with, best first. */
export const PeopleToMeetSchema = z.object({ items: z.array(PersonToMeetSchema).max(PEOPLE_TO_MEET_MAX) });
export type PeopleToMeet = z.infer<typeof PeopleToMeetSchema>;

/**
 * GET/PUT/DELETE /events/{event}/attendees/{userId}/not-interested (decision 043): my quiet no to
 * being matched with someone. PUT says it, DELETE takes it back (both idempotent); the other person
 * is never told and nothing they see changes.
 */
export const NotInterestedSchema = z.object({ notInterested: z.boolean() });
export type NotInterested = z.infer<typeof NotInterestedSchema>;
