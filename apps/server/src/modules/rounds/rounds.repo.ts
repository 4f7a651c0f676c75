import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.js';
import { roundAway, roundRuns, roundSeatings } from '../../db/schema/index.js';

type Conn = Db | Tx;
export type RunRow = typeof roundRuns.$inferSelect;
export type SeatingRow = typeof roundSeatings.$inferSelect;
/** A run as read, with the database clock of the read (every process counts from the same clock). */
export type RunAt = RunRow & { now: Date };

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
/** When the run's last round ends if nobody stops or moves it. */
const naturalEnd = sql`${roundRuns.roundStartedAt} + make_interval(mins => (${roundRuns.rounds} - ${roundRuns.round} + 1) * ${roundRuns.minutes})`;
const withNow = { run: roundRuns, now: sql<string>`now()`.as('now') };
const atNow = (r: { run: RunRow; now: string | Date }): RunAt => ({ ...r.run, now: new Date(r.now) });

/** The rounds module's tables (decision 042). */
export const roundsRepo = {
  /** Ends the open runs whose time is over (at that time); answers them, each once across processes. */
  async closeFinished(db: Conn, eventId?: string) {
    return db
      .update(roundRuns)
      .set({ endedAt: naturalEnd })
      .where(and(isNull(roundRuns.endedAt), sql`${naturalEnd} <= now()`, eventId ? eq(roundRuns.eventId, eventId) : undefined))
      .returning();
  },
  insert: async (db: Conn, v: { eventId: string; groupId: string | null; rounds: number; minutes: number; tableSize: number; seed: number; createdBy: string }) =>
    (await db.insert(roundRuns).values(v).returning())[0]!,
  /** The event's latest run, open or not. */
  async latest(db: Conn, eventId: string): Promise<RunAt | undefined> {
    const [r] = await db.select(withNow).from(roundRuns).where(eq(roundRuns.eventId, eventId)).orderBy(desc(roundRuns.createdAt)).limit(1);
    return r && atNow(r);
  },
  async find(db: Conn, runId: string): Promise<RunAt | undefined> {
    const [r] = await db.select(withNow).from(roundRuns).where(eq(roundRuns.id, runId));
    return r && atNow(r);
  },
  /** Every open run, for the clock. */
  async open(db: Conn): Promise<RunAt[]> {
    return (await db.select(withNow).from(roundRuns).where(isNull(roundRuns.endedAt))).map(atNow);
  },
  /** The clock moved to `round` now, when nobody moved it since it was read as `from`. */
  async moveTo(db: Conn, from: RunRow, round: number) {
    const [row] = await db
      .update(roundRuns)
      .set({ round, roundStartedAt: sql`now()` })
      .where(
        and(
          eq(roundRuns.id, from.id),
          isNull(roundRuns.endedAt),
          eq(roundRuns.round, from.round),
          // The row keeps microseconds, a Date only milliseconds: the same start within one.
          sql`abs(extract(epoch from ${roundRuns.roundStartedAt} - ${from.roundStartedAt.toISOString()}::timestamptz)) < 0.001`,
        ),
      )
      .returning();
    return row;
  },
  async stop(db: Conn, runId: string) {
    const [row] = await db
      .update(roundRuns)
      .set({ endedAt: sql`now()`, stoppedAt: sql`now()` })
      .where(and(eq(roundRuns.id, runId), isNull(roundRuns.endedAt)))
      .returning();
    return row;
  },

  seatings: (db: Conn, runId: string) => db.select().from(roundSeatings).where(eq(roundSeatings.runId, runId)).orderBy(asc(roundSeatings.round)),
  async seating(db: Conn, runId: string, round: number) {
    const [row] = await db
      .select()
      .from(roundSeatings)
      .where(and(eq(roundSeatings.runId, runId), eq(roundSeatings.round, round)));
    return row;
  },
  /** One statement: the first seating of a round stands; answers it when it was this one. */
  async insertSeating(db: Conn, v: { runId: string; round: number; tables: string[][]; away: string[] }) {
    const [row] = await db.insert(roundSeatings).values(v).onConflictDoNothing().returning();
    return row;
  },

  away: async (db: Conn, runId: string) => (await db.select({ userId: roundAway.userId }).from(roundAway).where(eq(roundAway.runId, runId))).map((r) => r.userId),
  async setAway(db: Conn, runId: string, userId: string, away: boolean) {
    if (away) await db.insert(roundAway).values({ runId, userId }).onConflictDoNothing();
    else await db.delete(roundAway).where(and(eq(roundAway.runId, runId), eq(roundAway.userId, userId)));
  },

  /**
   * Who sits in a run now: the group's members who still attend the event, or the event's
   * attendees; each with their interests and intents at this event (none without a profile).
   */
  async sitters(db: Conn, eventId: string, groupId: string | null) {
    const scope = groupId ? sql`join group_members gm on gm.user_id = ea.user_id and gm.group_id = ${groupId}` : sql``;
    return rowsOf<{ id: string; interests: string[] | null; intents: string[] | null }>(
      await db.execute(sql`
        select ea.user_id as id, p.intents,
          (select array_agg(pi.interest_id order by pi.interest_id) from profile_interests pi where pi.profile_id = p.id) as interests
        from event_attendees ea ${scope}
        left join profiles p on p.event_id = ea.event_id and p.user_id = ea.user_id
        where ea.event_id = ${eventId}
        order by ea.user_id`),
    ).map((r) => ({ id: r.id, interests: r.interests ?? [], intents: r.intents ?? [] }));
  },
  /** Whether the person sits in the run's scope now. */
  async inScope(db: Conn, eventId: string, groupId: string | null, userId: string) {
    const scope = groupId ? sql`and exists (select 1 from group_members gm where gm.group_id = ${groupId} and gm.user_id = ea.user_id)` : sql``;
    const rows = rowsOf<{ one: number }>(await db.execute(sql`select 1 as one from event_attendees ea where ea.event_id = ${eventId} and ea.user_id = ${userId} ${scope}`));
    return rows.length > 0;
  },
  /** The event's active group of that id, with its name. */
  async group(db: Conn, eventId: string, groupId: string) {
    return rowsOf<{ id: string; name: string }>(await db.execute(sql`select id, name from groups where id = ${groupId} and event_id = ${eventId} and deactivated_at is null`))[0];
  },
  async groupName(db: Conn, groupId: string) {
    return rowsOf<{ name: string }>(await db.execute(sql`select name from groups where id = ${groupId}`))[0]?.name ?? null;
  },
  /** Pairs of the event where one blocked the other. */
  async blockedPairs(db: Conn, eventId: string) {
    return rowsOf<{ a: string; b: string }>(await db.execute(sql`select blocker_id as a, blocked_id as b from blocks where event_id = ${eventId}`));
  },
};
