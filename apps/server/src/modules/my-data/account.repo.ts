import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/index.js';
import { companies, events, loginAttempts, memberships, rateLimits, users } from '../../db/schema/index.js';

/** The account-wide part of deleting an account (decision 020); everything else follows the user row (cascade or set null). */
export const accountRepo = {
  /** Each company the person belongs to, with who else is in it (oldest first). */
  async companiesOf(tx: Tx, userId: string) {
    const mine = await tx
      .select({ companyId: memberships.companyId, role: memberships.role, slug: companies.slug, name: companies.name })
      .from(memberships)
      .innerJoin(companies, eq(companies.id, memberships.companyId))
      .where(eq(memberships.userId, userId));
    return Promise.all(
      mine.map(async (m) => ({
        ...m,
        others: await tx
          .select({ userId: memberships.userId, role: memberships.role })
          .from(memberships)
          .where(and(eq(memberships.companyId, m.companyId), ne(memberships.userId, userId)))
          .orderBy(asc(memberships.createdAt)),
      })),
    );
  },
  /** With its events, and everything at them (cascade); answers the events' ids. */
  async deleteCompany(tx: Tx, companyId: string) {
    const gone = await tx.select({ id: events.id }).from(events).where(eq(events.companyId, companyId));
    await tx.delete(companies).where(eq(companies.id, companyId));
    return gone.map((e) => e.id);
  },
  /** Events that name the person as their organiser name the company instead. */
  renameOrganiser: (tx: Tx, companyId: string, username: string, companyName: string) =>
    tx
      .update(events)
      .set({ organizerUsername: companyName })
      .where(and(eq(events.companyId, companyId), sql`lower(${events.organizerUsername}) = lower(${username})`)),

  /** Sign-in attempts are kept by address, not by account: they go by the email. */
  forgetSignIns: (tx: Tx, email: string) => tx.delete(loginAttempts).where(eq(loginAttempts.email, email)),
  /** Counters of limits keyed by anything naming the person (the API throttle keys by a hash already). */
  forgetLimits: (tx: Tx, userId: string, email: string) => tx.delete(rateLimits).where(sql`position(${userId} in ${rateLimits.key}) > 0 or position(lower(${email}) in lower(${rateLimits.key})) > 0`),
  /** The rest follows: sessions, codes, memberships, attendance, profiles, connections, uploads... */
  deleteUser: (tx: Tx, userId: string) => tx.delete(users).where(eq(users.id, userId)).returning({ id: users.id }),
};
