/**
 * Forms interest groups for an event, deterministically and explainably, with no network service.
 *
 * 1. Seeds: the most common pairs of interests that attendees share (and share more often than
 *    chance would pair them), chosen greedily so that no interest anchors more than its share.
 * 2. Balanced assignment, refined: everyone goes to the group whose people they overlap with most,
 *    best fits first, never past `targetSize`; then each group's profile becomes what its people
 *    like, and the assignment is redone, until it settles. Someone who shares nothing with any
 *    group is left out rather than put with strangers (they are placed later, when they ask).
 * 3. Each group is named and keyed by the pair of interests most of its people share; no two
 *    groups get the same pair or the same interests, so a rerun finds the same groups.
 * Every sort breaks ties by id, so the same input always gives the same groups.
 */
export interface GroupingProfile {
  userId: string;
  interests: readonly string[];
}

export interface FormedGroup {
  /** Sorted theme interest ids (one to three, usually two) joined by '+': stable across reruns. */
  key: string;
  /** The theme (the key's interests, most shared first), then the people's other most shared interests. */
  interestIds: string[];
  memberIds: string[];
}

const pairKey = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);
const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const ROUNDS = 4;
/** Candidates kept per person and round; the rest only matter when these are all full. */
const CANDIDATES = 8;
/** Groups formed per `targetSize` people: seats to spare. */
const SLACK = 1.15;
/** Interests that describe a group while assigning. */
const PROFILE_SIZE = 8;

export function formGroups(profiles: readonly GroupingProfile[], targetSize: number): FormedGroup[] {
  const out: FormedGroup[] = [];
  const takenKeys = new Set<string>();
  const takenSets = new Set<string>();
  let left = profiles;
  // Tastes rarely come in multiples of the size: whoever did not fit gets groups of their own.
  for (let pass = 0; pass < 3 && left.length >= 2; pass++) {
    const formed = formOnce(left, targetSize, takenKeys, takenSets);
    if (!formed.length) break;
    out.push(...formed);
    const placed = new Set(formed.flatMap((g) => g.memberIds));
    left = left.filter((p) => !placed.has(p.userId));
  }
  return out.sort((x, y) => byId(x.key, y.key));
}

function formOnce(profiles: readonly GroupingProfile[], targetSize: number, takenKeys: Set<string>, takenSets: Set<string>): FormedGroup[] {
  const people = profiles
    .map((p) => ({ userId: p.userId, interests: [...new Set(p.interests)].sort() }))
    .filter((p) => p.interests.length > 0)
    .sort((a, b) => byId(a.userId, b.userId));
  if (!people.length || targetSize < 2) return [];
  // A little more room than people, so late profiles find a seat and tastes need not fit exactly.
  const wanted = Math.max(1, Math.ceil((people.length * SLACK) / targetSize));

  const seeds = seedThemes(people, wanted);
  if (!seeds.length) return [];
  // A group's profile: interest -> share of its people who like it.
  let profilesOf: Map<string, number>[] = seeds.map((seed) => new Map(seed.map((x) => [x, 1])));
  let assignment: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const next = assign(people, profilesOf, targetSize);
    if (next.every((g, i) => g === assignment[i])) break;
    assignment = next;
    profilesOf = profilesOf.map(() => new Map<string, number>());
    const sizes = profilesOf.map(() => 0);
    people.forEach((p, i) => {
      const g = assignment[i]!;
      if (g < 0) return;
      sizes[g]!++;
      for (const x of p.interests) profilesOf[g]!.set(x, (profilesOf[g]!.get(x) ?? 0) + 1);
    });
    // A group is what most of its people like: its top interests, not one person's strays.
    profilesOf = profilesOf.map(
      (m, g) =>
        new Map(
          [...m]
            .sort((a, b) => b[1] - a[1] || byId(a[0], b[0]))
            .slice(0, PROFILE_SIZE)
            .map(([x, n]) => [x, n / sizes[g]!]),
        ),
    );
    // A group nobody fitted this round keeps its seed, so its seats stay on offer.
    profilesOf = profilesOf.map((m, g) => (sizes[g] ? m : new Map(seeds[g]!.map((x) => [x, 1]))));
  }

  const members: number[][] = seeds.map(() => []);
  assignment.forEach((g, i) => g >= 0 && members[g]!.push(i));
  return nameGroups(
    members.filter((m) => m.length >= 2).map((m) => m.map((i) => people[i]!)),
    takenKeys,
    takenSets,
  );
}

type Person = { userId: string; interests: string[] };

/**
 * Pairs that co-occur at least twice and more than chance would have it, most common first; when
 * there are too few, single interests that at least two people like.
 */
function seedThemes(people: readonly Person[], wanted: number): string[][] {
  const single = new Map<string, number>();
  const pairs = new Map<string, number>();
  for (const p of people) {
    for (let i = 0; i < p.interests.length; i++) {
      single.set(p.interests[i]!, (single.get(p.interests[i]!) ?? 0) + 1);
      for (let j = i + 1; j < p.interests.length; j++) {
        const k = pairKey(p.interests[i]!, p.interests[j]!);
        pairs.set(k, (pairs.get(k) ?? 0) + 1);
      }
    }
  }
  const n = people.length;
  const lift = (k: string, count: number) => {
    const [a, b] = k.split('|') as [string, string];
    return (count * n) / (single.get(a)! * single.get(b)!);
  };
  const ranked = [...pairs].filter(([k, c]) => c >= 2 && lift(k, c) > 1).sort((a, b) => b[1] - a[1] || byId(a[0], b[0]));
  const used = new Map<string, number>();
  const taken = new Set<string>();
  const themes: string[][] = [];
  // Variety first: each interest anchors its share of themes; when that runs short, a bit more.
  for (let maxUse = Math.max(1, Math.ceil((2 * wanted) / Math.max(1, single.size))); themes.length < wanted && taken.size < ranked.length; maxUse++) {
    for (const [k] of ranked) {
      if (themes.length === wanted) break;
      const [a, b] = k.split('|') as [string, string];
      if (taken.has(k) || (used.get(a) ?? 0) >= maxUse || (used.get(b) ?? 0) >= maxUse) continue;
      taken.add(k);
      themes.push([a, b]);
      used.set(a, (used.get(a) ?? 0) + 1);
      used.set(b, (used.get(b) ?? 0) + 1);
    }
  }
  const singles = [...single].filter(([x, c]) => c >= 2 && !used.has(x)).sort((a, b) => b[1] - a[1] || byId(a[0], b[0]));
  for (const [x] of singles.slice(0, wanted - themes.length)) themes.push([x]);
  return themes;
}

/** Best fits first, with capacity: the group index of each person, or -1. */
function assign(people: readonly Person[], profilesOf: readonly Map<string, number>[], targetSize: number): number[] {
  const groupsWith = new Map<string, [number, number][]>();
  profilesOf.forEach((m, g) =>
    m.forEach((w, x) => {
      const list = groupsWith.get(x);
      if (list) list.push([g, w]);
      else groupsWith.set(x, [[g, w]]);
    }),
  );
  const better = (a: [number, number], b: [number, number]) => a[1] > b[1] || (a[1] === b[1] && a[0] < b[0]);
  const scores = people.map((p) => {
    const s = new Map<number, number>();
    for (const x of p.interests) for (const [g, w] of groupsWith.get(x) ?? []) s.set(g, (s.get(g) ?? 0) + w);
    return s;
  });
  const offers: { person: number; group: number; score: number }[] = [];
  scores.forEach((s, person) => {
    // The person's best few groups (a partial sort: the full list can be long).
    const top: [number, number][] = [];
    for (const e of s) {
      if (top.length === CANDIDATES && !better(e, top[CANDIDATES - 1]!)) continue;
      let i = Math.min(top.length, CANDIDATES - 1);
      while (i > 0 && better(e, top[i - 1]!)) i--;
      top.splice(i, 0, e);
      if (top.length > CANDIDATES) top.pop();
    }
    for (const [group, score] of top) offers.push({ person, group, score });
  });
  offers.sort((a, b) => b.score - a.score || a.person - b.person || a.group - b.group);
  const out = people.map(() => -1);
  const sizes = profilesOf.map(() => 0);
  for (const o of offers) {
    if (out[o.person]! >= 0 || sizes[o.group]! >= targetSize) continue;
    out[o.person] = o.group;
    sizes[o.group]!++;
  }
  // Whoever found all their best groups full takes the best one with room that they share with.
  scores.forEach((s, person) => {
    if (out[person]! >= 0) return;
    let pick: [number, number] | undefined;
    for (const e of s) if (sizes[e[0]]! < targetSize && (!pick || better(e, pick))) pick = e;
    if (pick) {
      out[person] = pick[0];
      sizes[pick[0]]!++;
    }
  });
  return out;
}

/** Names each group by its people's most shared pair; no two groups share a pair or a set. */
function nameGroups(groupsOfPeople: Person[][], takenKeys: Set<string>, takenSets: Set<string>): FormedGroup[] {
  const order = groupsOfPeople.map((ps) => ({ ps, ids: ps.map((p) => p.userId).sort(byId) })).sort((a, b) => b.ps.length - a.ps.length || byId(a.ids[0]!, b.ids[0]!));
  const out: FormedGroup[] = [];
  for (const { ps, ids } of order) {
    const counts = new Map<string, number>();
    const pairs = new Map<string, number>();
    const triples = new Map<string, number>();
    const add = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + 1);
    for (const { interests: xs } of ps) {
      for (let i = 0; i < xs.length; i++) {
        add(counts, xs[i]!);
        for (let j = i + 1; j < xs.length; j++) {
          add(pairs, `${xs[i]}|${xs[j]}`);
          for (let k = j + 1; k < xs.length; k++) add(triples, `${xs[i]}|${xs[j]}|${xs[k]}`);
        }
      }
    }
    // Named by a pair at least two of them like together, else one interest they share, else
    // (many groups of one taste) three they like together; never a name another group has.
    const best = (m: Map<string, number>) => [...m].filter(([k, n]) => n >= 2 && !takenKeys.has(k)).sort((x, y) => y[1] - x[1] || byId(x[0], y[0]))[0]?.[0];
    const named = best(pairs) ?? best(counts) ?? best(triples);
    if (!named) continue;
    takenKeys.add(named);
    const parts = named.split('|');
    const theme = parts.sort((x, y) => (counts.get(y) ?? 0) - (counts.get(x) ?? 0) || byId(x, y));
    const others = [...counts]
      .filter(([x, n]) => !parts.includes(x) && n >= 2)
      .sort((x, y) => y[1] - x[1] || byId(x[0], y[0]))
      .slice(0, 3)
      .map(([x]) => x);
    // Fewer extras until the set is one no other group has (the pair alone always is).
    let interestIds = [...theme, ...others];
    while (takenSets.has([...interestIds].sort().join('|'))) interestIds = interestIds.slice(0, -1);
    takenSets.add([...interestIds].sort().join('|'));
    out.push({ key: [...parts].sort().join('+'), interestIds, memberIds: ids });
  }
  return out;
}

/**
 * What I share with a group's people, in a form that is true as written: the interests named are
 * ones every counted person shares with me. The most shared interest first; a second is named only
 * while it keeps at least half of those people (and two of them).
 */
export function sharedWith(mine: ReadonlySet<string>, others: readonly (readonly string[])[], themeFirst: readonly string[] = []) {
  const holders = new Map<string, number[]>();
  others.forEach((list, person) => {
    for (const x of list) if (mine.has(x)) holders.set(x, [...(holders.get(x) ?? []), person]);
  });
  const themeRank = (x: string) => (themeFirst.includes(x) ? themeFirst.indexOf(x) : themeFirst.length);
  const ranked = [...holders].sort((a, b) => b[1].length - a[1].length || themeRank(a[0]) - themeRank(b[0]) || byId(a[0], b[0]));
  if (!ranked.length) return { interestIds: [] as string[], people: 0 };
  const [first, firstPeople] = ranked[0]!;
  let named = [first];
  let people = firstPeople;
  for (const [x, xs] of ranked.slice(1)) {
    const both = people.filter((p) => xs.includes(p));
    if (both.length < 2 || both.length * 2 < firstPeople.length) continue;
    named = [...named, x];
    people = both;
    if (named.length === 2) break;
  }
  return { interestIds: named, people: people.length };
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
