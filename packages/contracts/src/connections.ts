import { z } from 'zod';
import { InterestSchema } from './interests.js';
import { LIMITS } from './limits.js';
import { MessageSchema } from './groups.js';
import { PlaceSchema } from './places.js';
import { eventRef, text, V } from './validation.js';

export const CreateConnectionInput = z.object({ initiatorId: z.uuid({ error: V.required }) });

export const ConnectionPersonSchema = z.object({
  userId: z.uuid(),
  username: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  hometown: z.string().nullable(),
  photoUrl: z.string().nullable().optional(),
});

export const ConnectionSchema = z.object({
  connectionId: z.uuid(),
  eventId: z.uuid(),
  initiatorId: z.uuid(),
  userId: z.uuid(),
  /** The other person, seen from the caller. */
  other: ConnectionPersonSchema,
  createdAt: z.string(),
  lastMessage: MessageSchema.nullable(),
});
export type Connection = z.infer<typeof ConnectionSchema>;

/** What POST /connections answers: the connection, whether it is new, and what the two share. */
export const ConnectionResultSchema = z.object({
  connection: ConnectionSchema,
  created: z.boolean(),
  sharedInterests: z.array(InterestSchema),
  sharedAdventures: z.array(PlaceSchema),
  sharedDestinations: z.array(PlaceSchema),
});

export const ConnectionsQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(LIMITS.pageSizeMax).default(LIMITS.pageSize),
});

export const ConnectionParams = z.object({ event: eventRef(), connectionId: z.uuid({ error: V.invalidValue }) });
export const UserProfileParams = z.object({ event: eventRef(), userId: z.uuid({ error: V.invalidValue }) });

export const ChatMessageInput = z.object({
  body: text(V.required).trim().min(1, { error: V.required, abort: true }).max(2000, { error: V.tooLong }),
});

/** Another attendee as a connection sees them, with what we have in common marked. */
export const ConnectionProfileSchema = z.object({
  userId: z.uuid(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  hometown: PlaceSchema.nullable(),
  interests: z.array(InterestSchema.extend({ mutual: z.boolean() })),
  adventures: z.array(PlaceSchema.extend({ mutual: z.boolean() })),
  destinations: z.array(PlaceSchema.extend({ mutual: z.boolean() })),
  groups: z.array(z.object({ id: z.uuid(), name: z.string(), icon: z.string(), mutual: z.boolean() })),
  connectionId: z.uuid().nullable(),
  photoUrl: z.string().nullable().optional(),
});
export type ConnectionProfile = z.infer<typeof ConnectionProfileSchema>;
