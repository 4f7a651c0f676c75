import { z } from 'zod';
import { InterestSchema } from './interests.js';

/**
 * One person in a list of people at an event (a group's members, a gathering's going and
 * interested): the name from their event profile (null until they have one; screens show the
 * username then), and the interests they share with the viewer.
 */
export const PersonCardSchema = z.object({
  userId: z.uuid(),
  username: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  /** What they and the viewer both chose; empty on the viewer's own row. */
  sharedInterests: z.array(InterestSchema),
  isMe: z.boolean(),
  /** Their profile photo, if any (screens show initials otherwise). */
  photoUrl: z.string().nullable().optional(),
});
export type PersonCard = z.infer<typeof PersonCardSchema>;
