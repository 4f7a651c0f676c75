import { z } from 'zod';
import { LIMITS } from './limits.js';

export const PageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(LIMITS.pageSizeMax).default(LIMITS.pageSize),
});

export const pageOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), page: z.number(), pageSize: z.number(), hasMore: z.boolean() });
