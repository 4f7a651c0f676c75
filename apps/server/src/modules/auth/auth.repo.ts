import { and, asc, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.js';
import { companies, loginAttempts, memberships, sessions, users, verificationCodes } from '../../db/schema/index.js';

type Conn = Db | Tx;
export type UserRow = typeof users.$inferSelect;
export type CodePurpose = (typeof verificationCodes.$inferSelect)['purpose'];

export const authRepo = {
  findUserByEmail: async (db: Conn, email: string) =>
    (await db.select().from(users).where(eq(users.email, email)).limit(1))[0],

  usernameTaken: async (db: Conn, username: string) =>
    (await db.select({ id: users.id }).from(users).where(sql`lower(${users.username}) = lower(${username})`).limit(1))
      .length > 0,

  insertUser: async (db: Conn, v: { email: string; username: string; passwordHash: string }) =>
    (await db.insert(users).values(v).returning())[0]!,

  markVerified: (db: Conn, userId: string) =>
    db.update(users).set({ emailVerifiedAt: new Date() }).where(and(eq(users.id, userId), isNull(users.emailVerifiedAt))),

  setPassword: (db: Conn, userId: string, passwordHash: string) =>
    db.update(users).set({ passwordHash }).where(eq(users.id, userId)),

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

  /** Atomic, so concurrent wrong guesses cannot exceed the limit. */
  bumpAttempts: async (db: Conn, codeId: string) =>
    (
      await db
        .update(verificationCodes)
        .set({ attempts: sql`${verificationCodes.attempts} + 1` })
        .where(eq(verificationCodes.id, codeId))
        .returning({ attempts: verificationCodes.attempts })
    )[0]?.attempts ?? 0,

  /** Marks a code used; false when another request used it first. */
  useCode: async (db: Conn, codeId: string) =>
    (
      await db
        .update(verificationCodes)
        .set({ usedAt: new Date() })
        .where(and(eq(verificationCodes.id, codeId), isNull(verificationCodes.usedAt)))
        .returning({ id: verificationCodes.id })
    ).length === 1,

  recordLogin: (db: Conn, v: { email: string; ip: string; succeeded: boolean }) => db.insert(loginAttempts).values(v),

  recentFailures: async (db: Conn, email: string, since: Date) =>
    (
      await db
        .select({ n: count() })
        .from(loginAttempts)
        .where(and(eq(loginAttempts.email, email), eq(loginAttempts.succeeded, false), gt(loginAttempts.createdAt, since)))
    )[0]?.n ?? 0,

  insertSession: (db: Conn, v: { userId: string; tokenHash: string; expiresAt: Date }) => db.insert(sessions).values(v),

  findSession: async (db: Conn, tokenHash: string) =>
    (
      await db
        .select({ sessionId: sessions.id, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
        .limit(1)
    )[0],

  revokeSession: (db: Conn, sessionId: string) =>
    db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId)),

  revokeAllSessions: (db: Conn, userId: string) =>
    db.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt))),

  firstMembership: async (db: Conn, userId: string) =>
    (
      await db
        .select({ companyId: memberships.companyId, slug: companies.slug, role: memberships.role })
        .from(memberships)
        .innerJoin(companies, eq(companies.id, memberships.companyId))
        .where(eq(memberships.userId, userId))
        .orderBy(asc(memberships.createdAt))
        .limit(1)
    )[0],

  isMember: async (db: Conn, userId: string, companyId: string) =>
    (
      await db
        .select({ userId: memberships.userId })
        .from(memberships)
        .where(and(eq(memberships.userId, userId), eq(memberships.companyId, companyId)))
        .limit(1)
    ).length === 1,
};
