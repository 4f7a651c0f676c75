import { eq } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { companies, memberships, users } from '../../db/schema/index.js';

/** Every member of every company (and its slug) with the address they sign in with. Filter it on `companyId`. */
export const memberAccounts = () =>
  new QueryBuilder()
    .select({ companyId: memberships.companyId, companySlug: companies.slug, userId: users.id, email: users.email, username: users.username })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(companies, eq(companies.id, memberships.companyId))
    .as('member_account');
