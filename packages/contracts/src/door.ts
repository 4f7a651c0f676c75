import { z } from 'zod';
import { isoDateTime, text, V } from './validation.js';

/**
 * The event pass and the door (decision 038). A pass is `MGP1.<payload>.<signature>`: the payload
 * is base64url JSON of opaque ids only (PassClaims), signed with the event's Ed25519 key over the
 * ASCII of `MGP1.<payload>`. It names nobody: only the event's organisers can turn it into a person.
 */
export const PASS_PREFIX = 'MGP1';
export const DOOR = {
  /** The longest pass a field takes (a real one is about 230 characters). */
  passMax: 600,
  /** Name search at the door: at least this many characters, and a short list, never a browsable one. */
  searchMin: 2,
  searchLimit: 8,
  /** A door device's own id (random, kept on the device). */
  deviceIdMax: 64,
} as const;

/** What a pass says, in the signed payload. Times in seconds since 1970. */
export const PassClaimsSchema = z.object({
  v: z.literal(1),
  /** The key that signed it (door_keys.key_id). */
  k: z.string(),
  /** The event's id. */
  e: z.uuid(),
  /** The pass's serial. */
  p: z.uuid(),
  iat: z.number().int(),
  exp: z.number().int(),
});
export type PassClaims = z.infer<typeof PassClaimsSchema>;

/** GET /events/{event}/pass: my pass for an event I joined. */
export const EventPassSchema = z.object({
  eventId: z.uuid(),
  passId: z.uuid(),
  /** The signed pass: the QR code's text. */
  token: z.string(),
  issuedAt: z.string(),
  expiresAt: z.string(),
});
export type EventPass = z.infer<typeof EventPassSchema>;

/** POST /company/events/{id}/check-ins: a scanned (or pasted) pass, or a person found by name. */
export const CheckInInput = z
  .object({
    pass: text().trim().min(1, { error: V.required }).max(DOOR.passMax, { error: V.passInvalid }).optional(),
    userId: z.uuid({ error: V.invalidValue }).optional(),
    /** When the door saw them, for a check-in queued offline; later than now counts as now. */
    scannedAt: isoDateTime().optional(),
    deviceId: text().trim().max(DOOR.deviceIdMax, { error: V.tooLong }).optional(),
  })
  .refine((v) => (v.pass === undefined) !== (v.userId === undefined), { error: V.passOrPerson, path: ['pass'] });
export type CheckInData = z.infer<typeof CheckInInput>;

export const CheckInPersonSchema = z.object({
  userId: z.uuid(),
  /** The full name on their profile at the event, else their username. */
  name: z.string(),
  photoUrl: z.string().nullable(),
});

/** The door's answer: who it is and, when someone was quicker, when and by whom. */
export const CheckInResultSchema = z.object({
  person: CheckInPersonSchema,
  checkedInAt: z.string(),
  /** Set when they had already been checked in (by this scan's earlier copy or another device). */
  alreadyCheckedInAt: z.string().optional(),
  /** Who checked them in first (a teammate's name), when already checked in. */
  checkedInBy: z.string().nullable().optional(),
  /** Another door device did it first. */
  otherDevice: z.boolean().optional(),
});
export type CheckInResult = z.infer<typeof CheckInResultSchema>;

/** GET /company/events/{id}/check-ins?q=: a name search at the door (never a list of everyone). */
export const CheckInSearchQuery = z.object({
  q: text(V.required).trim().min(DOOR.searchMin, { error: V.searchTooShort }).max(80, { error: V.tooLong }),
});
export const CheckInSearchSchema = z.object({
  items: z.array(CheckInPersonSchema.extend({ checkedInAt: z.string().nullable(), checkedInBy: z.string().nullable() })),
});
export type CheckInSearch = z.infer<typeof CheckInSearchSchema>;

export const CheckInParams = z.object({ id: text().min(1), userId: z.uuid({ error: V.invalidValue }) });

/** GET /company/events/{id}/check-in/keys: what a door device keeps to check passes offline. */
export const DoorKeysSchema = z.object({
  eventId: z.uuid(),
  keys: z.array(z.object({ keyId: z.string(), algorithm: z.literal('Ed25519'), publicKey: z.string() })),
  /** Passes refused although their signature is good: their holder left or was removed, or the event was cancelled. */
  revoked: z.array(z.uuid()),
  /** Passes already used at the door (as the server knew when this was read). */
  checkedIn: z.array(z.object({ passId: z.uuid(), at: z.string() })),
  checkedInCount: z.number().int(),
  joinedCount: z.number().int(),
  at: z.string(),
});
export type DoorKeys = z.infer<typeof DoorKeysSchema>;
