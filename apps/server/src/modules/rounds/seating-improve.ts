/**
 * Local search on a seating (see seating.ts): swaps between tables, and moves from a fuller table to
 * a smaller one (sizes stay balanced). Budgets are counted in tries, not time, so a seed always gives
 * the same tables.
 */
import { denseWeights, shuffle, type Model } from './seating-search.js';

/** Tabu steps without a better seating before the search for fewer repeats gives up. */
const STALL = 1000;
/** People sitting with someone they met that one tabu step looks at: enough to choose well, cheap at 10,000 people. */
const CANDIDATES = 8;
/** Up to this many people (4 MB), a tight round's weights are computed once into a table. */
const DENSE_MAX = 1000;

export function improveTables(model: Model, tables: number[][], rand: () => number, budget: { tabuWork: number; tries: number }): void {
  const { n, metWith, interests, holders } = model;
  let weight = model.weight;
  const where = new Int32Array(n);
  tables.forEach((t, i) => t.forEach((p) => (where[p] = i)));
  const costAt = (p: number, table: number, skip: number) => {
    let c = 0;
    for (const m of tables[table]!) if (m !== p && m !== skip) c += weight(p, m);
    return c;
  };
  // Each person's cost with their tablemates, kept up to date: a swap is then weighed in half the work.
  const own = Float64Array.from({ length: n }, (_, p) => costAt(p, where[p]!, p));
  const swapGain = (p: number, q: number) => own[p]! + own[q]! - costAt(p, where[q]!, q) - costAt(q, where[p]!, p);
  const moveGain = (p: number, b: number) => own[p]! - costAt(p, b, -1);
  const canMove = (p: number, b: number) => tables[where[p]!]!.length > tables[b]!.length;
  const swap = (p: number, q: number) => {
    const a = where[p]!;
    const b = where[q]!;
    for (const m of tables[a]!) if (m !== p) own[m]! += weight(m, q) - weight(m, p);
    for (const m of tables[b]!) if (m !== q) own[m]! += weight(m, p) - weight(m, q);
    tables[a]![tables[a]!.indexOf(p)] = q;
    tables[b]![tables[b]!.indexOf(q)] = p;
    where[p] = b;
    where[q] = a;
    own[p] = costAt(p, b, p);
    own[q] = costAt(q, a, q);
  };
  const move = (p: number, b: number) => {
    const from = tables[where[p]!]!;
    from.splice(from.indexOf(p), 1);
    for (const m of from) own[m]! -= weight(m, p);
    for (const m of tables[b]!) own[m]! += weight(m, p);
    tables[b]!.push(p);
    where[p] = b;
    own[p] = costAt(p, b, p);
  };
  const clashes = (p: number) => tables[where[p]!]!.some((m) => metWith[p]!.has(m));
  const everyone = Array.from({ length: n }, (_, p) => p);
  if (tables.length < 2) return;
  if (n <= DENSE_MAX && everyone.some(clashes)) weight = denseWeights(model);

  // Fewer repeats: tabu search over the people sitting with someone they met. It takes the best
  // swap or move even when it makes things worse, and forbids sending a person straight back to
  // the table they left, so it walks out of the dead ends a plain descent stops in.
  let total = 0;
  for (const p of everyone) total += own[p]! / 2;
  let best = total;
  let bestTables = tables.map((t) => [...t]);
  const tabu = new Int32Array(n * tables.length);
  // Work counted in weights computed, so tables of 10 spend the same time as tables of 4.
  let work = 0;
  for (let step = 1, stall = 0; stall < STALL && work < budget.tabuWork; step++, stall++) {
    const clashing = shuffle(everyone.filter(clashes), rand);
    if (clashing.length === 0) break;
    let gain = -Infinity;
    let apply: (() => void) | undefined;
    const allowed = (p: number, to: number, g: number) => tabu[p * tables.length + to]! < step || total - g < best;
    const left = (p: number, table: number) => (tabu[p * tables.length + table] = step + 5 + Math.floor(rand() * 10));
    for (const p of clashing.slice(0, CANDIDATES)) {
      if (work >= budget.tabuWork) break;
      work += n * (tables[where[p]!]!.length + 1);
      for (let q = 0; q < n; q++) {
        if (where[q] === where[p]) continue;
        const g = swapGain(p, q);
        if (g > gain && allowed(p, where[q]!, g) && allowed(q, where[p]!, g)) {
          gain = g;
          apply = () => {
            left(p, where[p]!);
            left(q, where[q]!);
            swap(p, q);
          };
        }
      }
      for (let b = 0; b < tables.length; b++) {
        if (!canMove(p, b)) continue;
        const g = moveGain(p, b);
        if (g > gain && allowed(p, b, g)) {
          gain = g;
          apply = () => {
            left(p, where[p]!);
            move(p, b);
          };
        }
      }
    }
    if (!apply) break;
    apply();
    total -= gain;
    if (total < best) {
      best = total;
      bestTables = tables.map((t) => [...t]);
      stall = 0;
    }
  }
  bestTables.forEach((t, i) => {
    tables[i] = t;
    for (const p of t) where[p] = i;
  });
  for (const p of everyone) own[p] = costAt(p, where[p]!, p);

  // More affinity: swaps and moves kept when they lower the cost (so never adding a repeat). Most
  // proposals take p to the table of someone who shares one of p's interests: random ones would
  // mostly pair strangers and be refused.
  for (let i = 0; i < budget.tries; i++) {
    const p = Math.floor(rand() * n);
    const mine = interests[p]!;
    let q = Math.floor(rand() * n);
    if (mine.length > 0 && rand() < 0.8) {
      const likeMe = holders[mine[Math.floor(rand() * mine.length)]!]!;
      const r = likeMe[Math.floor(rand() * likeMe.length)]!;
      const theirs = tables[where[r]!]!;
      q = theirs[Math.floor(rand() * theirs.length)]!;
      if (q === r) continue;
    }
    if (where[p] === where[q]) continue;
    if (swapGain(p, q) > 0) swap(p, q);
    else if (canMove(p, where[q]!) && moveGain(p, where[q]!) > 0) move(p, where[q]!);
  }
}

/**
 * With tables of two and an odd number of people, someone sits alone. Whoever has met the most sits
 * out, as long as that adds no repeat, so each round someone else waits (the met set is all a round
 * knows of the past, and the one who waited has met one fewer).
 */
export function rotateSolo(model: Model, tables: number[][]): void {
  const { metWith, weight } = model;
  const alone = tables.find((t) => t.length === 1);
  if (!alone) return;
  const s = alone[0]!;
  let swap: { table: number[]; seat: number; cost: number; met: number } | undefined;
  for (const table of tables) {
    if (table.length !== 2) continue;
    for (const seat of [0, 1]) {
      const p = table[seat]!;
      const r = table[1 - seat]!;
      if (metWith[s]!.has(r) && !metWith[p]!.has(r)) continue;
      const met = metWith[p]!.size;
      const cost = weight(s, r);
      if (met > metWith[s]!.size && (!swap || met > swap.met || (met === swap.met && cost < swap.cost))) swap = { table, seat, cost, met };
    }
  }
  if (!swap) return;
  alone[0] = swap.table[swap.seat]!;
  swap.table[swap.seat] = s;
}
