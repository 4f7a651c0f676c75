/** An ILIKE pattern for "contains this text": the user's %, _ and \ are matched as themselves. */
export const containsPattern = (q: string) => `%${q.replace(/[%_\\]/g, (m) => `\\${m}`)}%`;
