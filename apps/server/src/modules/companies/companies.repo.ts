import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.js';
import { companies, memberships } from '../../db/schema/index.js';

type Conn = Db | Tx;

export const companiesRepo = {
  insert: async (db: Conn, v: typeof companies.$inferInsert) => (await db.insert(companies).values(v).returning())[0]!,
  addMember: (db: Conn, v: typeof memberships.$inferInsert) => db.insert(memberships).values(v),
  hasAnyMembership: async (db: Conn, userId: string) =>
    (await db.select({ id: memberships.companyId }).from(memberships).where(eq(memberships.userId, userId)).limit(1)).length > 0,
  /** The company of this slug, only if the user is a member of it. */
  findForMember: async (db: Conn, slug: string, userId: string) =>
    (
      await db
        .select({ company: companies })
        .from(companies)
        .innerJoin(memberships, and(eq(memberships.companyId, companies.id), eq(memberships.userId, userId)))
        .where(eq(companies.slug, slug))
        .limit(1)
    )[0]?.company,
  update: async (db: Conn, id: string, v: Partial<typeof companies.$inferInsert>) =>
    (await db.update(companies).set(v).where(eq(companies.id, id)).returning())[0]!,
};
