import type { EventPass } from '@mingle/contracts';
import type { Db } from '../../db/index.js';
import { doorRepo } from './door.repo.js';
import { newSigningKey, signPass, type StoredKey } from './pass-signing.js';

const DAY_MS = 86_400_000;
/** A day after the event's last day ends anywhere on Earth (UTC-12): the last day plus two, at noon UTC. */
export const passExpiry = (endDate: string) => new Date(Date.parse(`${endDate}T12:00:00Z`) + 2 * DAY_MS);

/** Events' signing keys and the passes they sign (decision 038): the door reads them, the pass screen and the pass mail show them. */
export function createPasses(db: Db) {
  /** Keys never change once made: each process keeps the ones it read (a copy of the table's rows). */
  const keys = new Map<string, StoredKey>();
  /** The event's key, made (once, even with processes racing) on first use. */
  async function keyOf(eventId: string): Promise<StoredKey> {
    const known = keys.get(eventId);
    if (known) return known;
    let found = await doorRepo.key(db, eventId);
    if (!found) {
      await doorRepo.keepKey(db, eventId, newSigningKey());
      found = (await doorRepo.key(db, eventId))!;
    }
    if (keys.size >= 1000) keys.clear();
    keys.set(eventId, found);
    return found;
  }

  return {
    keyOf,
    /** The person's pass at the event, made on first ask; it names only opaque ids. */
    async passOf(event: { id: string; endDate: string }, userId: string): Promise<EventPass> {
      const [key, pass] = await Promise.all([keyOf(event.id), doorRepo.pass(db, event.id, userId)]);
      const expiresAt = passExpiry(event.endDate);
      const token = signPass(key, { e: event.id, p: pass.id, iat: Math.floor(pass.issuedAt.getTime() / 1000), exp: Math.floor(expiresAt.getTime() / 1000) });
      return { eventId: event.id, passId: pass.id, token, issuedAt: pass.issuedAt.toISOString(), expiresAt: expiresAt.toISOString() };
    },
  };
}
export type Passes = ReturnType<typeof createPasses>;
