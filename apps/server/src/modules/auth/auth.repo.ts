import { and, count, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.js';
import { prepared } from '../../db/prepared.js';
import { uuidsOf } from '../../db/sql-list.js';
import { codeEvents, loginAttempts, sessions, users, verificationCodes } from '../../db/schema/index.js';

type Conn = Db | Tx;
export type UserRow = typeof users.$inferSelect;
export type CodePurpose = (typeof verificationCodes.$inferSelect)['purpose'];

const sessionByHash = prepared((db) =>
  db
    .select({ sessionId: sessions.id, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql.placeholder('now'))))
    .limit(1)
    .prepare('session_by_hash'),
);

export const authRepo = {
  findUserByEmail: async (db: Conn, email: string) => (await db.select().from(users).where(eq(users.email, email)).limit(1))[0],

  usernameTaken: async (db: Conn, username: string) =>
    (
      await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.username}) = lower(${username})`)
        .limit(1)
    ).length > 0,

  insertUser: async (db: Conn, v: { email: string; username: string; passwordHash: string }) => (await db.insert(users).values(v).returning())[0]!,

  markVerified: (db: Conn, userId: string) =>
    db
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt))),

  setPassword: (db: Conn, userId: string, passwordHash: string) => db.update(users).set({ passwordHash }).where(eq(users.id, userId)),

  /** A new code replaces every unused one of the same purpose. */
  async replaceCode(db: Conn, v: { userId: string; purpose: CodePurpose; codeHash: string; expiresAt: Date }) {
    await db
      .update(verificationCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(verificationCodes.userId, v.userId), eq(verificationCodes.purpose, v.purpose), isNull(verificationCodes.usedAt)));
    await db.insert(verificationCodes).values(v);
  },

  latestOpenCode: async (db: Conn, userId: string, purpose: CodePurpose) =>
    (
      await db
        .select()
        .from(verificationCodes)
        .where(and(eq(verificationCodes.userId, userId), eq(verificationCodes.purpose, purpose), isNull(verificationCodes.usedAt)))
        .orderBy(desc(verificationCodes.createdAt))
        .limit(1)
    )[0],

  /**
   * Takes one try at a code: the check and the bump are one statement, so a burst of guesses
   * cannot get more than `max` tries. False when no try is left.
   */
  takeCodeTry: async (db: Conn, codeId: string, max: number) =>
    (
      await db
        .update(verificationCodes)
        .set({ attempts: sql`${verificationCodes.attempts} + 1` })
        .where(and(eq(verificationCodes.id, codeId), lt(verificationCodes.attempts, max), isNull(verificationCodes.usedAt)))
        .returning({ attempts: verificationCodes.attempts })
    ).length === 1,

  /**
   * Records a guess or an issued code for the account unless it already had `cap` of that kind in
   * the last hour; the user row is locked first so concurrent requests cannot all slip under the cap.
   */
  reserveCodeEvent: (db: Db, userId: string, kind: 'guess' | 'issued', cap: number) =>
    db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      const [row] = await tx
        .select({ n: count() })
        .from(codeEvents)
        .where(and(eq(codeEvents.userId, userId), eq(codeEvents.kind, kind), gt(codeEvents.createdAt, sql`now() - interval '1 hour'`)));
      if ((row?.n ?? 0) >= cap) return undefined;
      return (await tx.insert(codeEvents).values({ userId, kind }).returning({ id: codeEvents.id }))[0]!.id;
    }),

  /** A right guess does not count against the owner. */
  releaseCodeEvent: (db: Conn, id: string) => db.delete(codeEvents).where(eq(codeEvents.id, id)),

  /** Marks a code used; false when another request used it first. */
  useCode: async (db: Conn, codeId: string) =>
    (
      await db
        .update(verificationCodes)
        .set({ usedAt: new Date() })
        .where(and(eq(verificationCodes.id, codeId), isNull(verificationCodes.usedAt)))
        .returning({ id: verificationCodes.id })
    ).length === 1,

  /** Every sign-in is written as a failure first and marked a success after; see loginPicture. */
  insertLoginAttempt: async (db: Conn, v: { email: string; ip: string }) =>
    (
      await db
        .insert(loginAttempts)
        .values({ ...v, succeeded: false })
        .returning({ id: loginAttempts.id })
    )[0]!.id,

  markLoginSucceeded: (db: Conn, id: string) => db.update(loginAttempts).set({ succeeded: true }).where(eq(loginAttempts.id, id)),

  deleteLoginAttempt: (db: Conn, id: string) => db.delete(loginAttempts).where(eq(loginAttempts.id, id)),

  /**
   * What the throttle needs, counted after this attempt was written, so of N concurrent attempts
   * the k-th to count sees at least k: a burst cannot all pass as "first try".
   * Address failures count since this address last signed in to the account (at most a day back).
   */
  async loginPicture(db: Conn, email: string, ip: string, attemptId: string) {
    const result = (await db.execute(sql`
      with since as (
        select greatest(coalesce(max(created_at), '-infinity'), now() - interval '24 hours') as t
        from login_attempts where email = ${email} and ip = ${ip} and succeeded
      )
      select
        (select count(*)::int from login_attempts, since
          where email = ${email} and ip = ${ip} and not succeeded and created_at > since.t and id <> ${attemptId}) as "addressFailures",
        (select extract(epoch from max(created_at)) * 1000 from login_attempts, since
          where email = ${email} and ip = ${ip} and not succeeded and created_at > since.t and id <> ${attemptId})::float8 as "lastFailureMs",
        (select count(*)::int from login_attempts
          where email = ${email} and not succeeded and created_at > now() - interval '1 hour') as "accountFailures",
        -- This attempt's place among the hour's failures: one attempt of a burst holds each place.
        (select count(*)::int from login_attempts a, login_attempts me
          where me.id = ${attemptId} and a.email = ${email} and not a.succeeded and a.created_at > now() - interval '1 hour'
            and (a.created_at, a.id) <= (me.created_at, me.id)) as "accountFailurePlace",
        (select count(*)::int from login_attempts
          where ip = ${ip} and not succeeded and created_at > now() - interval '1 hour') as "addressFailuresAllAccounts",
        (extract(epoch from now()) * 1000)::float8 as "nowMs"
    `)) as unknown as {
      rows: { addressFailures: number; lastFailureMs: number | null; accountFailures: number; accountFailurePlace: number; addressFailuresAllAccounts: number; nowMs: number }[];
    };
    return result.rows[0]!;
  },

  insertSession: (db: Conn, v: { userId: string; tokenHash: string; expiresAt: Date }) => db.insert(sessions).values(v),

  /** Every authenticated request asks this: prepared. */
  findSession: async (db: Db, tokenHash: string) => (await sessionByHash(db).execute({ tokenHash, now: new Date().toISOString() }))[0],

  /** Of these sessions (every socket's, thousands: one parameter), the ones still signed in (not revoked, not expired). */
  liveSessionIds: async (db: Db, ids: string[]) =>
    (
      await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(inArray(sessions.id, uuidsOf(ids)), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
    ).map((r) => r.id),

  revokeSession: (db: Conn, sessionId: string) => db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId)),

  revokeAllSessions: (db: Conn, userId: string) =>
    db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt))),
};
