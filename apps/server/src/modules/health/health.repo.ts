import { sql } from 'drizzle-orm';
import type { Database } from '../../db/index.js';

export const healthRepo = {
  /** The smallest statement that proves the database answers. */
  ping: async (database: Database) => void (await database.db.execute(sql`select 1`)),
};
