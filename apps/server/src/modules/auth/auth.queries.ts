import { sql, type SQLWrapper } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema/index.js';

/* What other modules may read of the accounts, inside their own queries (the auth module owns them). */

/** Every account, by id, with what other modules show or write to: the username and the email address. */
export const accounts = () => new QueryBuilder().select({ id: users.id, username: users.username, email: users.email }).from(users).as('account');

/** SQL: the username of an account (null for none). */
/** A person's sign-in address (for those who chose to share it). */
export const emailOf = (userId: SQLWrapper | string) => sql<string | null>`(select u.email from ${users} u where u.id = ${userId})`;
export const usernameOf = (userId: SQLWrapper | string) => sql<string | null>`(select u.username from ${users} u where u.id = ${userId})`;
