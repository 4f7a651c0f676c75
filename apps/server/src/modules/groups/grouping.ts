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
import { assign, profilesOf, seedProfile } from './group-assignment.js';

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

const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const ROUNDS = 4;
/** Groups formed per `targetSize` people: seats to spare. */
const SLACK = 1.15;

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

/** The interests of one pass as indices in id order: ties broken by index are broken by id. */
interface Vocabulary {
  names: string[];
  /** Each person's interest indices, ascending. */
  likes: Int32Array[];
}

function formOnce(profiles: readonly GroupingProfile[], targetSize: number, takenKeys: Set<string>, takenSets: Set<string>): FormedGroup[] {
  const people = profiles.filter((p) => p.interests.length > 0).sort((a, b) => byId(a.userId, b.userId));
  if (!people.length || targetSize < 2) return [];
  // A little more room than people, so late profiles find a seat and tastes need not fit exactly.
  const wanted = Math.max(1, Math.ceil((people.length * SLACK) / targetSize));
  const distinct = new Set<string>();
  for (const p of people) for (const x of p.interests) distinct.add(x);
  const names = [...distinct].sort();
  const indexOf = new Map(names.map((x, i) => [x, i]));
  const words: Vocabulary = { names, likes: people.map((p) => likesOf(p.interests, indexOf)) };

  const seeds = seedThemes(words, wanted);
  if (!seeds.length) return [];
  let profilesNow = seeds.map(seedProfile);
  let assignment: Int32Array = new Int32Array(0);
  for (let round = 0; round < ROUNDS; round++) {
    const next = assign(words.likes, profilesNow, targetSize, names.length);
    if (next.length === assignment.length && next.every((g, i) => g === assignment[i])) break;
    assignment = next;
    // The last round's profiles would describe groups nobody assigns to again.
    if (round < ROUNDS - 1) profilesNow = profilesOf(words.likes, assignment, seeds, names.length);
  }

  const members: number[][] = seeds.map(() => []);
  assignment.forEach((g, i) => g >= 0 && members[g]!.push(i));
  return nameGroups(
    members.filter((m) => m.length >= 2),
    people.map((p) => p.userId),
    words,
    takenKeys,
    takenSets,
  );
}

/** A person's interests as indices, ascending, each once. */
function likesOf(interests: readonly string[], indexOf: ReadonlyMap<string, number>) {
  const xs = new Int32Array(interests.length);
  interests.forEach((x, i) => (xs[i] = indexOf.get(x)!));
  xs.sort();
  let kept = 0;
  for (let i = 0; i < xs.length; i++) if (i === 0 || xs[i] !== xs[i - 1]) xs[kept++] = xs[i]!;
  return xs.subarray(0, kept);
}

/**
 * Pairs that co-occur at least twice and more than chance would have it, most common first; when
 * there are too few, single interests that at least two people like.
 */
function seedThemes({ names, likes }: Vocabulary, wanted: number): number[][] {
  const v = names.length;
  const single = new Int32Array(v);
  const pairs = new Map<number, number>();
  for (const xs of likes) {
    for (let i = 0; i < xs.length; i++) {
      single[xs[i]!]!++;
      for (let j = i + 1; j < xs.length; j++) {
        const k = xs[i]! * v + xs[j]!;
        pairs.set(k, (pairs.get(k) ?? 0) + 1);
      }
    }
  }
  const n = likes.length;
  const ranked: { a: number; b: number; count: number; key: string }[] = [];
  for (const [k, count] of pairs) {
    const a = Math.floor(k / v);
    const b = k % v;
    if (count >= 2 && (count * n) / (single[a]! * single[b]!) > 1) ranked.push({ a, b, count, key: `${names[a]}|${names[b]}` });
  }
  ranked.sort((x, y) => y.count - x.count || byId(x.key, y.key));
  const used = new Int32Array(v);
  const taken = new Uint8Array(ranked.length);
  let takenCount = 0;
  const themes: number[][] = [];
  // Variety first: each interest anchors its share of themes; when that runs short, a bit more.
  for (let maxUse = Math.max(1, Math.ceil((2 * wanted) / Math.max(1, v))); themes.length < wanted && takenCount < ranked.length; maxUse++) {
    for (let r = 0; r < ranked.length && themes.length < wanted; r++) {
      const { a, b } = ranked[r]!;
      if (taken[r] || used[a]! >= maxUse || used[b]! >= maxUse) continue;
      taken[r] = 1;
      takenCount++;
      themes.push([a, b]);
      used[a]!++;
      used[b]!++;
    }
  }
  const singles = names.map((_, x) => x).filter((x) => single[x]! >= 2 && !used[x]);
  singles.sort((x, y) => single[y]! - single[x]! || x - y);
  for (const x of singles.slice(0, wanted - themes.length)) themes.push([x]);
  return themes;
}

/** Names each group by its people's most shared pair; no two groups share a pair or a set. */
function nameGroups(groupsOfPeople: number[][], userIds: readonly string[], { names, likes }: Vocabulary, takenKeys: Set<string>, takenSets: Set<string>): FormedGroup[] {
  const order = groupsOfPeople.map((ps) => ({ ps, ids: ps.map((i) => userIds[i]!).sort(byId) })).sort((a, b) => b.ps.length - a.ps.length || byId(a.ids[0]!, b.ids[0]!));
  const localOf = new Int32Array(names.length).fill(-1);
  const out: FormedGroup[] = [];
  for (const { ps, ids } of order) {
    const { interests, counts, pairs, liking } = tally(ps, likes, localOf);
    const size = interests.length;
    const nameOf = (xs: readonly number[]) => xs.map((x) => names[interests[x]!]!).join('|');
    // The name liked by most (at least two), then first by id, that no other group has.
    let named: string | undefined;
    let parts: number[] = [];
    let most = 2;
    const consider = (n: number, xs: number[]) => {
      if (n < most) return;
      const name = nameOf(xs);
      if ((n === most && named !== undefined && name >= named) || takenKeys.has(name)) return;
      [named, parts, most] = [name, xs, n];
    };
    // Named by a pair at least two of them like together, else one interest they share, else
    // (many groups of one taste) three they like together; never a name another group has.
    for (let a = 0; a < size; a++) {
      for (let b = a + 1; b < size; b++) if (pairs[a * size + b]! >= most) consider(pairs[a * size + b]!, [a, b]);
    }
    if (named === undefined) for (let a = 0; a < size; a++) if (counts[a]! >= most) consider(counts[a]!, [a]);
    if (named === undefined) for (const [k, n] of triples(liking, size)) consider(n, [Math.floor(k / size / size), Math.floor(k / size) % size, k % size]);
    if (named === undefined) continue;
    takenKeys.add(named);
    // Local indices follow id order, so ties between counts go by id.
    const byLiking = (x: number, y: number) => counts[y]! - counts[x]! || x - y;
    const theme = [...parts].sort(byLiking).map((x) => names[interests[x]!]!);
    const others = interests
      .map((_, x) => x)
      .filter((x) => !parts.includes(x) && counts[x]! >= 2)
      .sort(byLiking)
      .slice(0, 3)
      .map((x) => names[interests[x]!]!);
    // Fewer extras until the set is one no other group has (the pair alone always is).
    let interestIds = [...theme, ...others];
    while (takenSets.has([...interestIds].sort().join('|'))) interestIds = interestIds.slice(0, -1);
    takenSets.add([...interestIds].sort().join('|'));
    out.push({ key: [...theme].sort().join('+'), interestIds, memberIds: ids });
  }
  return out;
}

/**
 * A group's interests numbered locally (in id order), how many of its people like each and each
 * pair (a square of counts: small, as a group's people like few interests between them), and each
 * person's interests as local numbers. `localOf` is scratch space, left as it was found (all -1).
 */
function tally(ps: readonly number[], likes: readonly Int32Array[], localOf: Int32Array) {
  const interests: number[] = [];
  for (const i of ps) {
    for (const x of likes[i]!) {
      if (localOf[x] !== -1) continue;
      localOf[x] = 0; // seen; numbered below
      interests.push(x);
    }
  }
  interests.sort((a, b) => a - b);
  interests.forEach((x, l) => (localOf[x] = l));
  const size = interests.length;
  const counts = new Int32Array(size);
  const pairs = new Int32Array(size * size);
  const liking = ps.map((i) => {
    const xs = likes[i]!;
    const local = new Array<number>(xs.length);
    for (let k = 0; k < xs.length; k++) local[k] = localOf[xs[k]!]!;
    return local;
  });
  for (const xs of liking) {
    for (let a = 0; a < xs.length; a++) {
      counts[xs[a]!]!++;
      for (let b = a + 1; b < xs.length; b++) pairs[xs[a]! * size + xs[b]!]!++;
    }
  }
  for (const x of interests) localOf[x] = -1;
  return { interests, counts, pairs, liking };
}

/** How many like each three interests together, keyed by local numbers (rarely needed: on demand). */
function triples(liking: readonly number[][], size: number) {
  const out = new Map<number, number>();
  for (const xs of liking)
    for (let a = 0; a < xs.length; a++)
      for (let b = a + 1; b < xs.length; b++)
        for (let c = b + 1; c < xs.length; c++) {
          const k = (xs[a]! * size + xs[b]!) * size + xs[c]!;
          out.set(k, (out.get(k) ?? 0) + 1);
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
