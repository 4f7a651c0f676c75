/**
 * One figure of the table in bench/README.md: every bench script reports its figures through here, so
 * `npm run bench` can print them all with their goals at the end. Each call prints one line now and,
 * when BENCH_REPORT names a file, appends the figure to it as one JSON line.
 */
import fs from 'node:fs';

export interface Figure {
  /** Short id from the table, e.g. 'P1', 'P2', 'health-under-load', 'P7-js'. */
  id: string;
  /** What was measured, in words. */
  name: string;
  /** The measured value as printed, with its reference: '31,200 req/s vs hello 52,000 (0.60x), p99 11 ms'. */
  value: string;
  /** The goal as printed: '>= 0.5x, p99 < 25 ms'. */
  goal: string;
  /** null when the figure has no pass/fail (P3 and P4 are printed with what bounds them). */
  met: boolean | null;
  /** What bounds it, or how it was run. */
  note?: string;
}

export function report(figure: Figure): void {
  const verdict = figure.met === null ? 'printed' : figure.met ? 'met' : 'NOT met';
  console.log(`[${figure.id}] ${figure.name}: ${figure.value} | goal ${figure.goal} | ${verdict}${figure.note ? ` (${figure.note})` : ''}`);
  const file = process.env.BENCH_REPORT;
  if (file) fs.appendFileSync(file, `${JSON.stringify(figure)}\n`);
}

export function readReport(file: string): Figure[] {
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Figure);
}
