import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.js';
import { companies, memberships } from '../../db/schema/index.js';
import { storageKeyOf } from '../uploads/uploads.queries.js';

type Conn = Db | Tx;

export const companiesRepo = {
  insert: async (db: Conn, v: typeof companies.$inferInsert) => (await db.insert(companies).values(v).returning())[0]!,
  addMember: (db: Conn, v: typeof memberships.$inferInsert) => db.insert(memberships).values(v),
  hasAnyMembership: async (db: Conn, userId: string) => (await db.select({ id: memberships.companyId }).from(memberships).where(eq(memberships.userId, userId)).limit(1)).length > 0,
  /** The company of this slug with the user's role in it, only if the user is a member of it. */
  findForMember: async (db: Conn, slug: string, userId: string) =>
    (
      await db
        .select({ company: companies, role: memberships.role, logoKey: storageKeyOf(companies.logoUploadId) })
        .from(companies)
        .innerJoin(memberships, and(eq(memberships.companyId, companies.id), eq(memberships.userId, userId)))
        .where(eq(companies.slug, slug))
        .limit(1)
    )[0],
  /** The company a person joined first, with their role in it. */
  firstMembership: async (db: Conn, userId: string) =>
    (
      await db
        .select({ company: companies, role: memberships.role })
        .from(memberships)
        .innerJoin(companies, eq(companies.id, memberships.companyId))
        .where(eq(memberships.userId, userId))
        .orderBy(asc(memberships.createdAt))
        .limit(1)
    )[0],
  roleIn: async (db: Conn, userId: string, companyId: string) =>
    (
      await db
        .select({ role: memberships.role })
        .from(memberships)
        .where(and(eq(memberships.userId, userId), eq(memberships.companyId, companyId)))
        .limit(1)
    )[0]?.role,
  update: async (db: Conn, id: string, v: Partial<typeof companies.$inferInsert>) => {
    await db.update(companies).set(v).where(eq(companies.id, id));
    return (
      await db
        .select({ company: companies, logoKey: storageKeyOf(companies.logoUploadId) })
        .from(companies)
        .where(eq(companies.id, id))
    )[0]!;
  },
};
