import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { pushSubscriptions } from '../../db/schema/index.js';
import { wantsPush } from '../announcements/announcements.queries.js';

export type PushKind = 'chat' | 'request' | 'reminder';
export type SubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** Devices one person may have subscribed; the oldest goes when a new one passes it. */
const DEVICES_PER_PERSON = 10;

export const pushRepo = {
  /** A browser subscribes (again): it belongs to whoever subscribed it last. */
  async save(db: Db, userId: string, s: { endpoint: string; p256dh: string; auth: string }) {
    await db
      .insert(pushSubscriptions)
      .values({ userId, ...s })
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { userId, p256dh: s.p256dh, auth: s.auth, createdAt: sql`now()` } });
    const keep = db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(desc(pushSubscriptions.createdAt))
      .limit(DEVICES_PER_PERSON);
    await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.endpoint, keep)));
  },
  remove: (db: Db, userId: string, endpoint: string) => db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint))),
  /** The push service said the subscription is gone (404/410). */
  forget: (db: Db, endpoint: string) => db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)),
  /** The person's devices, unless they turned this kind off at the event (no settings row: on). */
  async devicesWanting(db: Db, userId: string, eventId: string, kind: PushKind): Promise<SubscriptionRow[]> {
    if (!(await wantsPush(db, userId, eventId, kind))) return [];
    return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  },
};
