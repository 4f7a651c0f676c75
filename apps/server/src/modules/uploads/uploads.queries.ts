import { sql, type SQLWrapper } from 'drizzle-orm';
import { uploads } from '../../db/schema/index.js';

/* What other modules may read of the uploads, inside their own queries (the uploads module owns them). */

/** SQL: where an upload's file is stored (null for no upload). */
export const storageKeyOf = (uploadId: SQLWrapper) => sql<string | null>`(select up.storage_key from ${uploads} up where up.id = ${uploadId})`;
