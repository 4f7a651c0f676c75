import { LIMITS } from '@mingle/contracts';
import { z } from 'zod';

export const GUIDE_IDS = ['1', '2', '3', '4', '5', '6'] as const;
export type GuideId = (typeof GUIDE_IDS)[number];

/** The article id in /guides/{articleId}: a whole number 1 to 6 written plainly ("1", not "01" or "1.0"). */
export const GuideParamSchema = z
  .string()
  .regex(/^[1-9]\d*$/)
  .transform(Number)
  .pipe(z.number().int().min(1).max(LIMITS.guides))
  .transform((n) => String(n) as GuideId);

export function parseGuideId(value: string): GuideId | null {
  const parsed = GuideParamSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
