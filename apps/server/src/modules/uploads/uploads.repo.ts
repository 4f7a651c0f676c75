import { and, count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.js';
import { uploads } from '../../db/schema/index.js';

type Conn = Db | Tx;
export type UploadRow = typeof uploads.$inferSelect;

export const uploadsRepo = {
  insert: async (db: Conn, v: typeof uploads.$inferInsert) => (await db.insert(uploads).values(v).returning())[0]!,
  countToday: async (db: Conn, companyId: string) =>
    (
      await db
        .select({ n: count() })
        .from(uploads)
        .where(and(eq(uploads.companyId, companyId), gt(uploads.createdAt, sql`now() - interval '1 day'`)))
    )[0]?.n ?? 0,
  /** Profile photos one person uploaded in the last day. */
  countPhotosToday: async (db: Conn, userId: string) =>
    (
      await db
        .select({ n: count() })
        .from(uploads)
        .where(and(eq(uploads.uploadedBy, userId), eq(uploads.kind, 'photo'), gt(uploads.createdAt, sql`now() - interval '1 day'`)))
    )[0]?.n ?? 0,
  findById: async (db: Conn, id: string) => (await db.select().from(uploads).where(eq(uploads.id, id)))[0],
  findOfCompany: (db: Conn, companyId: string, ids: string[]) =>
    ids.length
      ? db
          .select()
          .from(uploads)
          .where(and(eq(uploads.companyId, companyId), inArray(uploads.id, ids)))
      : Promise.resolve([]),
};
