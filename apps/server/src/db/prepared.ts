import type { Db } from './index.js';

/**
 * A hot query built once per database handle and prepared under a name (decision 015): on
 * PostgreSQL each pooled connection parses and plans it once instead of on every call; on PGlite
 * the name is ignored, the built SQL is still reused. Names must be unique across the server.
 */
export function prepared<Q>(build: (db: Db) => Q): (db: Db) => Q {
  const built = new WeakMap<Db, Q>();
  return (db) => {
    let query = built.get(db);
    if (!query) built.set(db, (query = build(db)));
    return query;
  };
}
