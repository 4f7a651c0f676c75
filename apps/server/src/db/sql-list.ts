import { sql } from 'drizzle-orm';

/** `($1, $2, ...)` for `in` in hand-written SQL, one parameter per value (callers skip empty lists). */
export const sqlList = (values: string[]) =>
  sql.join([
    sql`(`,
    sql.join(
      values.map((v) => sql`${v}`),
      sql`, `,
    ),
    sql`)`,
  ]);

/**
 * The ids of a long list (thousands: everyone a fan-out reached, every socket's session) as one
 * JSON parameter, a subquery of one uuid column `id`. A parameter per id costs more CPU and garbage
 * to build than the statement costs the database.
 */
export const uuidsOf = (ids: string[]) => sql`(select u::uuid as id from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb) as listed(u))`;
