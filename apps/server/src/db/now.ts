import { sql } from 'drizzle-orm';

/**
 * The database clock at the start of the statement's transaction, as an ISO string (UTC, microseconds).
 * Selected beside live state, it orders reads: a later value has seen at least as much (the `at` of
 * a live change).
 */
export const dbNowIso = () => sql<string>`to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
