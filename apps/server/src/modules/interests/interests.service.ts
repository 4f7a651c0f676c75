import type { Interest } from '@mingle/contracts';
import { CATEGORIES } from './interests.catalogue.js';

const byId = new Map<string, Interest>(CATEGORIES.flatMap((c) => c.interests.map((i) => [i.id, i] as const)));

/** The catalogue as other modules see it. */
export const interestsService = {
  get: (id: string) => byId.get(id),
  /** In the given order; unknown ids are dropped. */
  many: (ids: readonly string[]) => ids.map((id) => byId.get(id)).filter((i): i is Interest => !!i),
  unknown: (ids: readonly string[]) => ids.filter((id) => !byId.has(id)),
};
