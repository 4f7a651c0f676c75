import type { Db } from '../../db/index.js';
import { blocksRepo } from './blocks.repo.js';

/**
 * The one rule of blocking, read by every module that shows people or what they wrote (directory,
 * boards, people lists, suggestions, profiles, connections, live deliveries): at an event, the
 * people someone blocked and the people who blocked them are hidden from them, both ways.
 * Organisers' views (the console) never ask it: they see everyone.
 */
export function createBlockList({ db }: { db: Db }) {
  return {
    /** Everyone hidden from `userId` at the event (blocked by them, or blocking them). */
    hiddenFrom: async (eventId: string, userId: string): Promise<Set<string>> => new Set(await blocksRepo.eitherWay(db, eventId, userId)),
    /** When `blocker` blocked `blocked` at the event (one way only), or undefined. */
    blockedAt: (eventId: string, blocker: string, blocked: string): Promise<Date | undefined> => blocksRepo.madeAt(db, eventId, blocker, blocked),
    /** Whether either of the two blocked the other at the event. */
    between: async (eventId: string, a: string, b: string) => (await blocksRepo.exists(db, eventId, a, b)) || (await blocksRepo.exists(db, eventId, b, a)),
  };
}
export type BlockList = ReturnType<typeof createBlockList>;
