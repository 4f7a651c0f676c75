#!/usr/bin/env node
/**
 * The threat model (decisions 007, 008, 030, 031) probed from outside: running servers are called over HTTP and WebSocket as
 * an attacker would, and a table of item / check / expected / observed / PASS|FAIL is printed, then
 * the figures (code guesses judged per account per hour, a burst's judged tries, the socket's cut
 * after logout, forgot-password timing, the upload quota). Exits 1 on any FAIL.
 *
 * The items (the first column), each a promise of the decision named:
 *   1  codes never sign in someone else: wrong, used or unknown (007, Accounts)
 *   2  code guesses are capped per code and per account per hour, bursts included (007, Accounts)
 *   3  the password throttle slows the guesser and never locks the owner out (007, Accounts)
 *   4  ended sessions stop their sockets, floods are closed, only our origins connect (007, Live connections)
 *   5  bad input (NUL, year 0000, broken multipart) is a 4xx naming the field (008)
 *   6  every answer, before any route too, is the error object (008)
 *   7  authentication runs before validation on every guarded route (007, Input and answers)
 *   8  security headers, a page without inline or third-party script, HSTS (007, Input and answers)
 *   9  no codes in the request log, forgot-password timing, the API throttle, the upload quota and
 *      hostile redirects (007, Timing, Input and answers, Floods)
 *   11 names, titles and places stay on one line, in calendar files and contact cards too (031)
 *   12 sign-up does not tell who has an account (031)
 *   A8-A10 push endpoints lead only to public addresses, a blocker can still report, asking again
 *          does not nag (030)
 *
 *   BASE_URL       the server as `npm start` runs it (TRUST_PROXY unset, demo data, SMTP_URL to the catcher)
 *   TRUSTED_URL    a server behind TRUST_PROXY=1 (or 127.0.0.1): X-Forwarded-For stands for many
 *                  attacker addresses (code caps, password throttle, timing)
 *   HTTPS_URL      a server with APP_URL=https://… and API_RATE_LIMIT=$THROTTLE_LIMIT (default 40)
 *   MAIL_URL       the mail catcher's HTTP side (apps/web/e2e/support/mail-catcher.ts)
 *   LOG_FILE, HTTPS_LOG_FILE   the servers' output, searched for mail-link codes
 *   ALLOWED_ORIGIN BASE_URL's APP_URL origin (default http://localhost:<port>); EXPECT_ENV production|development
 *   PG_URL         optional: BASE_URL's PostgreSQL database, to read a code's try counter after a burst
 *   TIMING_SAMPLES forgot-password samples per kind (default 200); PROBE_VERBOSE=1 prints checks as they run
 *
 * It changes the servers' data (accounts, groups, messages, uploads): use scratch servers.
 */
import { check, figures, http, probe, rows, verifiedAccount } from './lib/probe-client.mjs';
import { codeGuessCap, codesNeverSignInStrangers, concurrentGuesses, passwordThrottle, spoofedForwarding } from './lib/probe-accounts.mjs';
import { liveConnections } from './lib/probe-live.mjs';
import { authenticationFirst, badInput, errorShapes, operations, outsideFuzz } from './lib/probe-input.mjs';
import { askWithdrawAsk, pushEndpoints, reportAfterBlock } from './lib/probe-abuse.mjs';
import { injection } from './lib/probe-injection.mjs';
import { apiThrottle, forgotPasswordTiming, redirects, requestLog, securityHeaders, uploadQuota } from './lib/probe-answers.mjs';

async function step(name, fn) {
  try {
    return await fn();
  } catch (err) {
    check(
      name,
      'probe step',
      'runs',
      `threw: ${String(err?.stack ?? err)
        .split('\n')
        .slice(0, 2)
        .join(' ')}`,
      false,
    );
    return undefined;
  }
}
const needs = (url, item, fn) => (url ? fn : async () => check(item, 'needs a server behind a trusted proxy', 'TRUSTED_URL', 'not given', false));

async function main() {
  const t0 = Date.now();
  const health = await http(probe.base, 'GET', '/api/v1/health');
  if (health.status !== 200) throw new Error(`${probe.base} answers health with ${health.status}`);
  await step(1, codesNeverSignInStrangers);
  await step(2, needs(probe.trusted, 2, codeGuessCap));
  await step(2, needs(probe.trusted, 2, concurrentGuesses));
  await step(3, needs(probe.trusted, 3, passwordThrottle));
  const session = await step(4, liveConnections);
  if (session) {
    await step(5, () => badInput(session));
    await step(6, () => errorShapes(session));
    await step('11/12', () => injection(session));
  }
  const ops = await operations();
  await step(7, () => authenticationFirst(ops));
  await step('5/6', async () => outsideFuzz(ops, await verifiedAccount(probe.base, { join: probe.event })));
  await step(8, securityHeaders);
  await step(9, () => requestLog(probe.base, process.env.LOG_FILE, 'BASE_URL'));
  if (probe.https) await step(9, () => requestLog(probe.https, process.env.HTTPS_LOG_FILE, 'HTTPS_URL'));
  await step(9, needs(probe.trusted, 9, forgotPasswordTiming));
  await step(9, apiThrottle);
  await step(9, uploadQuota);
  await step(9, redirects);
  for (const [item, fn] of [
    ['A8', pushEndpoints],
    ['A9', reportAfterBlock],
    ['A10', askWithdrawAsk],
  ])
    await step(item, fn);
  await step(2, spoofedForwarding); // last: it spends this address's auth budget for a minute
  print(Date.now() - t0);
}

function print(ms) {
  const cut = (s, n) => (s.length > n ? `${s.slice(0, n - 1)}…` : s.padEnd(n));
  const wide = process.env.PROBE_WIDE ? 400 : 110;
  console.log(
    `Security probe of ${probe.base}${probe.trusted ? `, trusted ${probe.trusted}` : ''}${probe.https ? `, https ${probe.https}` : ''} (${probe.production ? 'production' : 'development'}), ${(ms / 1000).toFixed(0)} s\n`,
  );
  console.log(`${cut('item', 5)} ${cut('check', 62)} ${cut('expected', 42)} ${cut('observed', wide)} result`);
  for (const r of rows) console.log(`${cut(r.item, 5)} ${cut(r.name, 62)} ${cut(r.expected, 42)} ${cut(r.observed, wide)} ${r.pass ? 'PASS' : 'FAIL'}`);
  const failed = rows.filter((r) => !r.pass).length;
  console.log(`\n${rows.length} checks, ${rows.length - failed} PASS, ${failed} FAIL`);
  console.log(`figures ${JSON.stringify(figures)}`);
  process.exitCode = failed ? 1 : 0;
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 2;
});
