/**
 * Forms interest groups for an event, deterministically and explainably, with no network service.
 *
 * 1. Themes: the most common pairs of interests that attendees share, chosen greedily so that no
 *    interest anchors more than its share of themes (variety), one theme per `targetSize` attendees.
 * 2. Assignment: each attendee goes to the theme they share the most interests with (both, then
 *    one), most certain attendees first, never past `targetSize`. Someone who shares nothing with
 *    any theme is left for suggestions rather than put in a group they have nothing in common with.
 * 3. Each group is keyed by its theme (sorted interest ids), so a rerun finds the same groups.
 * Every sort breaks ties by id, so the same input always gives the same groups.
 */
export interface GroupingProfile {
  userId: string;
  interests: readonly string[];
}

export interface FormedGroup {
  /** Sorted theme interest ids joined by '+': stable across reruns. */
  key: string;
  /** The theme pair first, then the members' other most shared interests. */
  interestIds: string[];
  memberIds: string[];
}

const pairKey = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);

export function formGroups(profiles: readonly GroupingProfile[], targetSize: number): FormedGroup[] {
  const people = profiles
    .map((p) => ({ userId: p.userId, interests: [...new Set(p.interests)].sort() }))
    .filter((p) => p.interests.length > 0)
    .sort((a, b) => (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
  if (!people.length || targetSize < 2) return [];
  const wanted = Math.max(1, Math.ceil(people.length / targetSize));

  // 1. Themes from pair co-occurrence.
  const pairs = new Map<string, number>();
  const distinct = new Set<string>();
  for (const p of people) {
    for (let i = 0; i < p.interests.length; i++) {
      distinct.add(p.interests[i]!);
      for (let j = i + 1; j < p.interests.length; j++) {
        const k = pairKey(p.interests[i]!, p.interests[j]!);
        pairs.set(k, (pairs.get(k) ?? 0) + 1);
      }
    }
  }
  const ranked = [...pairs].filter(([, n]) => n >= 2).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  const maxUse = Math.max(1, Math.ceil((2 * wanted) / Math.max(1, distinct.size)));
  const used = new Map<string, number>();
  const themes: [string, string][] = [];
  for (const [k] of ranked) {
    if (themes.length === wanted) break;
    const [a, b] = k.split('|') as [string, string];
    if ((used.get(a) ?? 0) >= maxUse || (used.get(b) ?? 0) >= maxUse) continue;
    themes.push([a, b]);
    used.set(a, (used.get(a) ?? 0) + 1);
    used.set(b, (used.get(b) ?? 0) + 1);
  }
  if (!themes.length) return [];

  // 2. Assignment, most certain first.
  const themesOf = new Map<string, number[]>();
  themes.forEach(([a, b], t) => {
    for (const i of [a, b]) themesOf.set(i, [...(themesOf.get(i) ?? []), t]);
  });
  const scored = people.map((p, order) => {
    const scores = new Map<number, number>();
    for (const i of p.interests) for (const t of themesOf.get(i) ?? []) scores.set(t, (scores.get(t) ?? 0) + 1);
    const options = [...scores].sort((x, y) => y[1] - x[1] || x[0] - y[0]);
    return { p, order, options, best: options[0]?.[1] ?? 0 };
  });
  scored.sort((x, y) => y.best - x.best || x.options.length - y.options.length || x.order - y.order);
  const members: string[][] = themes.map(() => []);
  const interestsOf = new Map(people.map((p) => [p.userId, p.interests]));
  for (const s of scored) {
    const pick = s.options.find(([t, score]) => score === s.best && members[t]!.length < targetSize)
      ?? s.options.find(([t]) => members[t]!.length < targetSize);
    if (pick) members[pick[0]]!.push(s.p.userId);
  }

  // 3. Describe each group by its theme and its members' most shared interests.
  return themes
    .map(([a, b], t) => {
      const counts = new Map<string, number>();
      for (const id of members[t]!) for (const i of interestsOf.get(id)!) counts.set(i, (counts.get(i) ?? 0) + 1);
      const others = [...counts]
        .filter(([i, n]) => i !== a && i !== b && n >= 2)
        .sort((x, y) => y[1] - x[1] || (x[0] < y[0] ? -1 : 1))
        .slice(0, 3)
        .map(([i]) => i);
      const theme = (counts.get(b) ?? 0) > (counts.get(a) ?? 0) ? [b, a] : [a, b];
      return { key: [a, b].sort().join('+'), interestIds: [...theme, ...others], memberIds: members[t]!.slice().sort() };
    })
    .filter((g) => g.memberIds.length >= 2);
}

/** Mean number of interests shared by two members of the same group, over all such pairs. */
export function meanSharedInterests(groupsOfIds: readonly (readonly string[])[], interestsOf: Map<string, ReadonlySet<string>>): number {
  let pairsSeen = 0;
  let shared = 0;
  for (const ids of groupsOfIds) {
    for (let i = 0; i < ids.length; i++) {
      const a = interestsOf.get(ids[i]!)!;
      for (let j = i + 1; j < ids.length; j++) {
        const b = interestsOf.get(ids[j]!)!;
        for (const x of a) if (b.has(x)) shared++;
        pairsSeen++;
      }
    }
  }
  return pairsSeen ? shared / pairsSeen : 0;
}
