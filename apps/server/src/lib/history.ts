import { errors } from './errors.js';

export interface HistoryQuery {
  before?: string;
  changedSince?: string;
  limit: number;
}

interface HistorySource<Row> {
  changedSince(since: Date, limit: number): Promise<{ rows: Row[]; hasMore: boolean }>;
  /** The `seq` of a message of this board or chat, or undefined when it is not one of them. */
  seqOf(messageId: string): Promise<number | undefined>;
  pageBefore(beforeSeq: number | undefined, limit: number): Promise<{ rows: Row[]; hasMore: boolean }>;
}

/**
 * Boards and chats page the same way: by `before` cursor, or everything changed since a time (or,
 * when that is more than a page, the newest page marked `restart`).
 */
export async function loadHistory<Row, Out>(q: HistoryQuery, source: HistorySource<Row>, toOut: (r: Row) => Out) {
  if (q.changedSince) {
    const changed = await source.changedSince(new Date(q.changedSince), q.limit);
    if (!changed.hasMore) return { items: changed.rows.map(toOut), hasMore: false };
    // More changed than one answer holds: the newest page, to start the screen again from.
    const newest = await source.pageBefore(undefined, q.limit);
    return { items: newest.rows.map(toOut), hasMore: newest.hasMore, restart: true };
  }
  let beforeSeq: number | undefined;
  if (q.before) {
    beforeSeq = await source.seqOf(q.before);
    if (beforeSeq === undefined) throw errors.notFound();
  }
  const { rows, hasMore } = await source.pageBefore(beforeSeq, q.limit);
  return { items: rows.map(toOut), hasMore };
}
