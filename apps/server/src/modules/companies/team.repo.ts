import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.js';
import { companies, invitations, memberships, users } from '../../db/schema/index.js';

type Conn = Db | Tx;
const page = <T>(rows: T[], pageSize: number) => ({ rows: rows.slice(0, pageSize), hasMore: rows.length > pageSize });

export const teamRepo = {
  async members(db: Conn, companyId: string, p: { page: number; pageSize: number }) {
    const rows = await db
      .select({ userId: memberships.userId, role: memberships.role, joinedAt: memberships.createdAt, username: users.username, email: users.email })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(eq(memberships.companyId, companyId))
      .orderBy(asc(memberships.createdAt), asc(memberships.userId))
      .limit(p.pageSize + 1)
      .offset((p.page - 1) * p.pageSize);
    return page(rows, p.pageSize);
  },
  member: async (db: Conn, companyId: string, userId: string) =>
    (
      await db
        .select({ userId: memberships.userId, role: memberships.role, joinedAt: memberships.createdAt, username: users.username, email: users.email })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(and(eq(memberships.companyId, companyId), eq(memberships.userId, userId)))
    )[0],
  memberByEmail: async (db: Conn, companyId: string, email: string) =>
    (
      await db
        .select({ userId: memberships.userId })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(and(eq(memberships.companyId, companyId), sql`lower(${users.email}) = ${email}`))
    ).length > 0,
  /** The company's owners, locked: two owners demoting each other at once cannot leave none. */
  lockOwners: async (tx: Tx, companyId: string) =>
    (
      await tx
        .select({ userId: memberships.userId })
        .from(memberships)
        .where(and(eq(memberships.companyId, companyId), eq(memberships.role, 'owner')))
        .for('update')
    ).map((r) => r.userId),
  setRole: (tx: Tx, companyId: string, userId: string, role: 'owner' | 'organiser') =>
    tx
      .update(memberships)
      .set({ role })
      .where(and(eq(memberships.companyId, companyId), eq(memberships.userId, userId))),
  removeMember: (tx: Tx, companyId: string, userId: string) => tx.delete(memberships).where(and(eq(memberships.companyId, companyId), eq(memberships.userId, userId))),
  /** The membership as sign-in carries it. */
  membershipIn: async (db: Conn, companyId: string, userId: string) =>
    (
      await db
        .select({ companyId: memberships.companyId, slug: companies.slug, role: memberships.role })
        .from(memberships)
        .innerJoin(companies, eq(companies.id, memberships.companyId))
        .where(and(eq(memberships.companyId, companyId), eq(memberships.userId, userId)))
    )[0],
  hasAnyMembership: async (db: Conn, userId: string) => (await db.select({ id: memberships.companyId }).from(memberships).where(eq(memberships.userId, userId)).limit(1)).length > 0,
  addMember: (tx: Tx, v: typeof memberships.$inferInsert) => tx.insert(memberships).values(v).onConflictDoNothing(),

  async openInvitations(db: Conn, companyId: string, p: { page: number; pageSize: number }) {
    const rows = await db
      .select({ id: invitations.id, email: invitations.email, role: invitations.role, createdAt: invitations.createdAt, expiresAt: invitations.expiresAt, invitedBy: users.username })
      .from(invitations)
      .leftJoin(users, eq(users.id, invitations.invitedBy))
      .where(and(eq(invitations.companyId, companyId), isNull(invitations.acceptedAt)))
      .orderBy(desc(invitations.createdAt), asc(invitations.id))
      .limit(p.pageSize + 1)
      .offset((p.page - 1) * p.pageSize);
    return page(rows, p.pageSize);
  },
  /** Re-inviting an address replaces its open invitation: the old link stops working. */
  dropOpenFor: (tx: Tx, companyId: string, email: string) => tx.delete(invitations).where(and(eq(invitations.companyId, companyId), eq(invitations.email, email), isNull(invitations.acceptedAt))),
  insertInvitation: async (tx: Tx, v: typeof invitations.$inferInsert) => (await tx.insert(invitations).values(v).returning())[0]!,
  revoke: (db: Conn, companyId: string, id: string) => db.delete(invitations).where(and(eq(invitations.companyId, companyId), eq(invitations.id, id), isNull(invitations.acceptedAt))),
  byTokenHash: async (db: Conn, tokenHash: string) => (await db.select().from(invitations).where(eq(invitations.tokenHash, tokenHash)).limit(1))[0],
  /** Takes the invitation once: false when someone else took it first. */
  markAccepted: async (tx: Tx, id: string, userId: string) =>
    (
      await tx
        .update(invitations)
        .set({ acceptedAt: new Date(), acceptedBy: userId })
        .where(and(eq(invitations.id, id), isNull(invitations.acceptedAt)))
        .returning({ id: invitations.id })
    ).length === 1,
};
