/**
 * Attendees in taste clusters, shaped like a real event: each cluster likes a handful of
 * interests from one or two categories of the real catalogue; each person picks most of their
 * interests from their cluster and one or two from anywhere. Seeded: every run sees the same people.
 */
import { CATEGORIES } from '../../apps/server/src/modules/interests/interests.catalogue.js';

export function tasteClusters(people: number, clusters: number, seed = 7) {
  let s = seed;
  const rand = () => (s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
  const all = CATEGORIES.flatMap((c) => c.interests.map((i) => i.id));
  const tastes = Array.from({ length: clusters }, (_, c) => {
    const home = CATEGORIES[(c * 3) % CATEGORIES.length]!.interests.map((i) => i.id);
    const core = new Set<string>();
    while (core.size < Math.min(7, home.length)) core.add(pick(home));
    return [...core];
  });
  return Array.from({ length: people }, (_, i) => {
    const taste = tastes[i % clusters]!;
    const interests = new Set<string>();
    const fromTaste = 3 + Math.floor(rand() * 3);
    while (interests.size < fromTaste) interests.add(pick(taste));
    const noise = Math.floor(rand() * 3);
    for (let k = 0; k < noise; k++) interests.add(pick(all));
    return { userId: `user-${String(i).padStart(5, '0')}`, cluster: i % clusters, interests: [...interests] };
  });
}
