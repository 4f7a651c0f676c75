import { z } from 'zod';
import { IntentOptionSchema } from './intents.js';
import { InterestSchema } from './interests.js';
import { LIMITS } from './limits.js';
import { MessageSchema } from './groups.js';
import { PlaceSchema } from './places.js';
import { eventRef, text, V } from './validation.js';

/** A scan sends the code the QR carried (connects at once); without one it is a request. */
export const CreateConnectionInput = z.object({
  initiatorId: z.uuid({ error: V.required }),
  code: text().trim().min(16, { error: V.invalidValue }).max(64, { error: V.invalidValue }).optional(),
});

/** POST /events/{event}/connections/codes: my next QR codes, one per minute, each valid for a short window. */
export const ConnectionCodesSchema = z.object({
  codes: z.array(z.object({ code: z.string(), validFrom: z.string(), validUntil: z.string() })),
});
export type ConnectionCodes = z.infer<typeof ConnectionCodesSchema>;

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
  /** We are from the same place (and I may see theirs). */
  sharedHometown: z.boolean(),
  /**
   * How many things we share, as the server's one rule counts them (decision 028): exactly the items
   * marked mutual above plus the hometown. Zero on my own profile.
   */
  inCommon: z.number().int().min(0),
  connectionId: z.uuid().nullable(),
  /** An open request between us, when not connected: mine to them (outgoing) or theirs to me (incoming). */
  request: z.object({ requestId: z.uuid(), direction: z.enum(['incoming', 'outgoing']) }).nullable(),
  photoUrl: z.string().nullable().optional(),
  /** As on AttendeeProfile: null or empty when they keep it from me. */
  headline: z.string().nullable(),
  bio: z.string().nullable(),
  links: z.array(z.string()),
  intents: z.array(IntentOptionSchema),
});
export type ConnectionProfile = z.infer<typeof ConnectionProfileSchema>;

export const ConnectionRequestSchema = z.object({
  requestId: z.uuid(),
  eventId: z.uuid(),
  /** The other person, seen from the caller. */
  other: ConnectionPersonSchema,
  direction: z.enum(['incoming', 'outgoing']),
  createdAt: z.string(),
});
export type ConnectionRequest = z.infer<typeof ConnectionRequestSchema>;

/** What POST /connections answers (202) when there was no scan: a request the other person decides on. */
export const ConnectionRequestedSchema = z.object({ requested: z.literal(true), request: ConnectionRequestSchema });
export const CreateConnectionResponse = z.union([ConnectionResultSchema, ConnectionRequestedSchema]);

/** GET /events/{event}/connection-requests: the open requests to me and from me (newest first). */
export const ConnectionRequestsSchema = z.object({ incoming: z.array(ConnectionRequestSchema), outgoing: z.array(ConnectionRequestSchema) });
export const ConnectionRequestParams = z.object({ event: eventRef(), requestId: z.uuid({ error: V.invalidValue }) });
