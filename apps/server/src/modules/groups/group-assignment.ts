/**
 * Step 2 of forming groups (see grouping.ts): people to groups, best fits first, with capacity.
 * Interests and groups are small integers here, and scores live in flat arrays reused from person
 * to person: at 10,000 people a map per person per round spent most of the time allocating.
 * Interest indices follow id order, so a tie broken by index is broken by id, as before.
 */

/** What a group is while assigning: interest indices and the share of its people who like each. */
export interface GroupProfile {
  xs: number[];
  ws: number[];
}

/** Candidates kept per person and round; the rest only matter when these are all full. */
const CANDIDATES = 8;
/** Interests that describe a group while assigning. */
const PROFILE_SIZE = 8;

export const seedProfile = (seed: readonly number[]): GroupProfile => ({ xs: [...seed], ws: seed.map(() => 1) });

/** A higher score first; on a tie, the lower group. */
const better = (g: number, s: number, h: number, t: number) => s > t || (s === t && g < h);

/**
 * Each person's score for every group they share an interest with: the sum, over their interests,
 * of the share of the group's people who like it. A class, not a closure per round, so the hot
 * calls keep one target and the compiled code stays.
 */
class Scores {
  /** For each interest, the groups whose profile holds it (ascending) and its weight there. */
  private readonly start: Int32Array;
  private readonly groupAt: Int32Array;
  private readonly weightAt: Float64Array;
  readonly score: Float64Array;
  /** The groups scored by the last `of`, first its result many. */
  readonly touched: Int32Array;
  private scored = 0;

  constructor(
    private readonly likes: readonly Int32Array[],
    profiles: readonly GroupProfile[],
    interestCount: number,
  ) {
    const start = new Int32Array(interestCount + 1);
    for (const p of profiles) for (const x of p.xs) start[x + 1]!++;
    for (let x = 0; x < interestCount; x++) start[x + 1]! += start[x]!;
    this.start = start;
    this.groupAt = new Int32Array(start[interestCount]!);
    this.weightAt = new Float64Array(start[interestCount]!);
    const fill = start.slice(0, interestCount);
    profiles.forEach((p, g) =>
      p.xs.forEach((x, k) => {
        const at = fill[x]!++;
        this.groupAt[at] = g;
        this.weightAt[at] = p.ws[k]!;
      }),
    );
    this.score = new Float64Array(profiles.length);
    this.touched = new Int32Array(profiles.length);
  }

  /** Scores `person` into `score`; answers how many groups `touched` holds. */
  of(person: number) {
    const { start, groupAt, weightAt, score, touched } = this;
    // The last person's scores go back to 0: weights are positive, so 0 is "not scored yet".
    for (let k = 0; k < this.scored; k++) score[touched[k]!] = 0;
    let count = 0;
    const xs = this.likes[person]!;
    // Summed in the person's interest order, so every score is the same number on every run.
    for (let k = 0; k < xs.length; k++) {
      const x = xs[k]!;
      for (let at = start[x]!; at < start[x + 1]!; at++) {
        const g = groupAt[at]!;
        if (score[g] === 0) touched[count++] = g;
        score[g]! += weightAt[at]!;
      }
    }
    this.scored = count;
    return count;
  }
}

/** Best fits first, with capacity: the group index of each person, or -1. */
export function assign(likes: readonly Int32Array[], profiles: readonly GroupProfile[], targetSize: number, interestCount: number): Int32Array {
  const scores = new Scores(likes, profiles, interestCount);
  const offers = offersOf(scores, likes.length);
  const out = new Int32Array(likes.length).fill(-1);
  const sizes = new Int32Array(profiles.length);
  // Highest score first, then by person, then by group: offers were made in that order per person.
  const order = byScoreThenIndex(offers.score, offers.count);
  for (let k = 0; k < order.length; k++) {
    const person = offers.person[order[k]!]!;
    const group = offers.group[order[k]!]!;
    if (out[person]! >= 0 || sizes[group]! >= targetSize) continue;
    out[person] = group;
    sizes[group]!++;
  }
  // Whoever found all their best groups full takes the best one with room that they share with.
  for (let person = 0; person < likes.length; person++) if (out[person]! < 0) takeBestWithRoom(scores, person, sizes, targetSize, out);
  return out;
}

/** Each person's best few groups, as offers (person, group, score), person by person. */
function offersOf(scores: Scores, people: number) {
  const { score, touched } = scores;
  const person = new Int32Array(people * CANDIDATES);
  const group = new Int32Array(people * CANDIDATES);
  const scoreOf = new Float64Array(people * CANDIDATES);
  let count = 0;
  const topG = new Int32Array(CANDIDATES);
  const topS = new Float64Array(CANDIDATES);
  for (let p = 0; p < people; p++) {
    const scored = scores.of(p);
    // An insertion into a short list: the full list can be long.
    let kept = 0;
    // The last kept while the list is full: anything not better is skipped at once.
    let lastG = -1;
    let lastS = -1;
    for (let k = 0; k < scored; k++) {
      const g = touched[k]!;
      const s = score[g]!;
      if (!better(g, s, lastG, lastS)) continue;
      let i = kept < CANDIDATES ? kept++ : CANDIDATES - 1;
      for (; i > 0 && better(g, s, topG[i - 1]!, topS[i - 1]!); i--) {
        topG[i] = topG[i - 1]!;
        topS[i] = topS[i - 1]!;
      }
      topG[i] = g;
      topS[i] = s;
      if (kept === CANDIDATES) {
        lastG = topG[CANDIDATES - 1]!;
        lastS = topS[CANDIDATES - 1]!;
      }
    }
    for (let k = 0; k < kept; k++) {
      person[count] = p;
      group[count] = topG[k]!;
      scoreOf[count++] = topS[k]!;
    }
  }
  return { person, group, score: scoreOf, count };
}

function takeBestWithRoom(scores: Scores, person: number, sizes: Int32Array, targetSize: number, out: Int32Array) {
  const { score, touched } = scores;
  const scored = scores.of(person);
  let pick = -1;
  for (let k = 0; k < scored; k++) {
    const g = touched[k]!;
    if (sizes[g]! < targetSize && (pick < 0 || better(g, score[g]!, pick, score[pick]!))) pick = g;
  }
  if (pick >= 0) {
    out[person] = pick;
    sizes[pick]!++;
  }
}

/** Which 32-bit half of a double holds its low bits (the platform's byte order). */
const LOW_HALF = new Uint8Array(Uint32Array.of(1).buffer)[0] === 1 ? 0 : 1;

/**
 * The indices of the first `count` scores, highest score first and equal scores in index order.
 * A stable radix sort on the scores' bits (positive doubles order as their bits do): a comparator
 * sort of 80,000 offers cost about as much as scoring them.
 */
export function byScoreThenIndex(scores: Float64Array, count: number): Int32Array {
  const halves = new Uint32Array(scores.buffer, scores.byteOffset, count * 2);
  let from = new Int32Array(count);
  for (let i = 0; i < count; i++) from[i] = i;
  let to = new Int32Array(count);
  const digits = new Uint16Array(count);
  const starts = new Int32Array(1 << 16);
  // Sixteen bits at a time, lowest first; each digit is flipped so that higher scores come first.
  for (let pass = 0; pass < 4; pass++) {
    if (radixPass(halves, (pass & 1) * 16, pass < 2 ? LOW_HALF : 1 - LOW_HALF, from, to, digits, starts)) [from, to] = [to, from];
  }
  return from;
}

/** One stable pass of the radix sort, `from` into `to`; false when all share the digit (nothing moved). */
function radixPass(halves: Uint32Array, shift: number, half: number, from: Int32Array, to: Int32Array, digits: Uint16Array, starts: Int32Array) {
  const count = from.length;
  starts.fill(0);
  for (let i = 0; i < count; i++) starts[(digits[i] = 0xffff - ((halves[2 * i + half]! >>> shift) & 0xffff))]!++;
  if (count === 0 || starts[digits[0]!] === count) return false;
  for (let d = 0, at = 0; d < starts.length; d++) {
    const n = starts[d]!;
    starts[d] = at;
    at += n;
  }
  for (let k = 0; k < count; k++) to[starts[digits[from[k]!]!]!++] = from[k]!;
  return true;
}

/**
 * What each group's people like: its top interests (most liked, then by id), each with the share of
 * its people who like it. A group nobody was put in keeps its seed, so its seats stay on offer.
 */
export function profilesOf(likes: readonly Int32Array[], assignment: Int32Array, seeds: readonly (readonly number[])[], interestCount: number): GroupProfile[] {
  // People by group (a counting sort), so each group's people are read in one run.
  const groups = seeds.length;
  const first = new Int32Array(groups + 1);
  for (let i = 0; i < assignment.length; i++) if (assignment[i]! >= 0) first[assignment[i]! + 1]!++;
  for (let g = 0; g < groups; g++) first[g + 1]! += first[g]!;
  const byGroup = new Int32Array(first[groups]!);
  const fill = first.slice(0, groups);
  for (let i = 0; i < assignment.length; i++) if (assignment[i]! >= 0) byGroup[fill[assignment[i]!]!++] = i;
  const liked = new Int32Array(interestCount);
  const seen = new Int32Array(interestCount);
  return seeds.map((seed, g) => (first[g] === first[g + 1] ? seedProfile(seed) : profileOf(byGroup.subarray(first[g]!, first[g + 1]!), likes, liked, seen)));
}

/** One group's profile; `liked` is scratch space, left as it was found (all 0). */
function profileOf(people: Int32Array, likes: readonly Int32Array[], liked: Int32Array, seen: Int32Array): GroupProfile {
  let distinct = 0;
  for (let p = 0; p < people.length; p++) {
    const xs = likes[people[p]!]!;
    for (let k = 0; k < xs.length; k++) if (liked[xs[k]!]!++ === 0) seen[distinct++] = xs[k]!;
  }
  const moreLiked = (x: number, y: number) => liked[x]! > liked[y]! || (liked[x] === liked[y] && x < y);
  // The most liked few, by an insertion: a group's people like many interests between them.
  const xs: number[] = [];
  for (let k = 0; k < distinct; k++) {
    const x = seen[k]!;
    if (xs.length === PROFILE_SIZE && !moreLiked(x, xs[PROFILE_SIZE - 1]!)) continue;
    let i = xs.length < PROFILE_SIZE ? xs.push(x) - 1 : PROFILE_SIZE - 1;
    for (; i > 0 && moreLiked(x, xs[i - 1]!); i--) xs[i] = xs[i - 1]!;
    xs[i] = x;
  }
  const profile = { xs, ws: xs.map((x) => liked[x]! / people.length) };
  for (let k = 0; k < distinct; k++) liked[seen[k]!] = 0;
  return profile;
}
