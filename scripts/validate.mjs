#!/usr/bin/env node
/**
 * `npm run validate`: everything a change must pass before it lands, in the order that fails
 * fastest. The static checks (format, types, lint) run side by side, two at a time on a 2-core
 * machine (CPU-bound; more only waits); then the tests, which use both cores themselves.
 * Extra arguments are passed on to the tests (e.g. DATABASE_URL in the environment picks PostgreSQL).
 */
import { spawn } from 'node:child_process';
import os from 'node:os';

const run = (name, args) =>
  new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', '--silent', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      console.log(`${code === 0 ? 'ok  ' : 'FAIL'} ${name} (${seconds} s)`);
      if (code !== 0) console.log(output);
      resolve(code === 0);
    });
  });

async function inParallel(tasks, width) {
  const results = [];
  const queue = [...tasks];
  await Promise.all(
    Array.from({ length: Math.min(width, queue.length) }, async () => {
      while (queue.length) {
        const [name, args] = queue.shift();
        results.push(await run(name, args));
      }
    }),
  );
  return results.every(Boolean);
}

const width = Math.max(1, Math.min(os.availableParallelism?.() ?? os.cpus().length, 3));
const checked = await inParallel(
  [
    ['format', ['format:check']],
    ['lint', ['lint']],
    ['typecheck', ['typecheck']],
  ],
  width,
);
if (!checked) process.exit(1);
// Tests stream their own output: they are long, and their progress is worth seeing.
const tests = spawn('npm', ['test'], { stdio: 'inherit' });
tests.on('close', (code) => process.exit(code ?? 1));
