import { z } from 'zod';

export const InterestSchema = z.object({ id: z.string(), name: z.string(), emoji: z.string() });
export const CategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  emoji: z.string(),
  interests: z.array(InterestSchema),
});
export const CategoriesResponse = z.array(CategorySchema);
export type Interest = z.infer<typeof InterestSchema>;
export type Category = z.infer<typeof CategorySchema>;
