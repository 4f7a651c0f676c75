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
