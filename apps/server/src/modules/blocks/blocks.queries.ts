import { sql, type SQLWrapper } from 'drizzle-orm';
import { blocks } from '../../db/schema/index.js';

/** SQL: whether either of the two blocked the other at the event (the rule of block-list.ts, for a statement of another module). */
export const blockedEitherWay = (eventId: string, a: SQLWrapper | string, b: SQLWrapper | string) =>
  sql<boolean>`exists (select 1 from ${blocks} where ${blocks.eventId} = ${eventId}
    and ((${blocks.blockerId} = ${a} and ${blocks.blockedId} = ${b}) or (${blocks.blockerId} = ${b} and ${blocks.blockedId} = ${a})))`;
