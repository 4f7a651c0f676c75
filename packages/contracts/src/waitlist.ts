import { z } from 'zod';
import { PageQuery } from './paging.js';
import { PublicEventSchema } from './events.js';

/*
 * Places at the event (decision 037): `event_attendees` are the people with a place; the others
 * wait in line (the event is full) or for the organisers' yes (approval required).
 */

export const PLACE_STATUSES = ['joined', 'waitlisted', 'pending'] as const;
export type PlaceStatus = (typeof PLACE_STATUSES)[number];

/** Where a person stands at an event: a place, in line (number N), or waiting for approval. */
export const PlaceAnswerSchema = z.object({
  status: z.enum(PLACE_STATUSES),
  /** In line (1 = next) or among those waiting for approval, by arrival. */
  position: z.number().int().optional(),
});
export type PlaceAnswer = z.infer<typeof PlaceAnswerSchema>;

/** POST /events/{event}/join and /waitlist/confirm: where the caller stands now (joinedAt null until they have a place). */
export const JoinResponse = PlaceAnswerSchema.extend({ event: PublicEventSchema, joinedAt: z.string().nullable(), hasProfile: z.boolean() });
export type JoinAnswer = z.infer<typeof JoinResponse>;

/** GET /events/{event}/waitlist: my place at the event, and a freed place offered to me. */
export const MyPlaceSchema = z.object({
  status: z.enum([...PLACE_STATUSES, 'none']),
  position: z.number().int().optional(),
  /** A place is held for me until this moment: confirm it before then. */
  offerExpiresAt: z.string().nullable(),
});
export type MyPlace = z.infer<typeof MyPlaceSchema>;

/** One person waiting, as the organisers see them. */
export const WaitingPersonSchema = z.object({
  userId: z.uuid(),
  username: z.string(),
  kind: z.enum(['waitlisted', 'pending']),
  position: z.number().int(),
  arrivedAt: z.string(),
  /** A freed place is held for them until this moment (null: no offer out). */
  offerExpiresAt: z.string().nullable(),
});
export type WaitingPerson = z.infer<typeof WaitingPersonSchema>;

export const WaitlistQuery = PageQuery;
export const WaitlistPage = z.object({ items: z.array(WaitingPersonSchema), page: z.number(), pageSize: z.number(), hasMore: z.boolean() });
export type WaitlistPage = z.infer<typeof WaitlistPage>;
