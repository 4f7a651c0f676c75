import { eq, sql } from 'drizzle-orm';
import type { ProfileData } from '@mingle/contracts';
import type { Db, Tx } from '../../db/index.js';
import { keptProfiles } from '../../db/schema/index.js';
import { storageKeyOf } from '../uploads/uploads.queries.js';

type Conn = Db | Tx;
export type KeptRow = typeof keptProfiles.$inferSelect;

/**
 * The profile a person asked us to keep for future events (decision 020): asked, never
 * assumed, and one copy per person, so it outlives the event it came from. Withdrawing deletes it.
 */
export const keptProfileRepo = {
  has: async (db: Conn, userId: string) => (await db.select({ userId: keptProfiles.userId }).from(keptProfiles).where(eq(keptProfiles.userId, userId))).length > 0,
  find: async (db: Conn, userId: string) =>
    (
      await db
        .select({ kept: keptProfiles, photoKey: storageKeyOf(keptProfiles.photoUploadId) })
        .from(keptProfiles)
        .where(eq(keptProfiles.userId, userId))
    )[0],

  /** Keeps this profile as the one for future events, replacing the copy kept before. */
  async keep(tx: Tx, userId: string, input: ProfileData, photoUploadId: string | null) {
    const row = {
      firstName: input.firstName,
      lastName: input.lastName,
      gender: input.gender,
      hometownId: input.hometownId,
      adventureIds: input.adventures,
      destinationIds: input.destinations,
      interestIds: input.interests,
      photoUploadId,
      keptAt: sql`now()`,
    };
    await tx
      .insert(keptProfiles)
      .values({ userId, ...row })
      .onConflictDoUpdate({ target: keptProfiles.userId, set: row });
  },

  /** Withdraws the consent: the kept copy is gone. True if there was one. */
  withdraw: async (db: Conn, userId: string) => (await db.delete(keptProfiles).where(eq(keptProfiles.userId, userId)).returning()).length > 0,
};
