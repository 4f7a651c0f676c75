/** Items 1-3 of the security probe (decision 007, accounts) from outside: codes never sign in strangers, guessing is capped, owners are not locked out. */
import { brief, check, figures, http, mailsTo, nextAddress, optional, otherCode, probe, setup, signUp, verifiedAccount, waitMail } from './probe-client.mjs';

const INVALID = '400 Invalid verification code.';
const answer = (r) => `${r.status} ${r.json?.message}${r.json?.accessToken ? ' +SESSION' : ''}`;
const query = (email, code) => new URLSearchParams({ email, code }).toString();

/** 1: a session comes only from this account's valid, unused code; a wrong one reads the same for everyone. */
export async function codesNeverSignInStrangers() {
  const { base, demo, run } = probe;
  const unknown = `nobody-${run}@mingle.demo`;
  for (const email of [demo.organiser, demo.ana, unknown]) {
    const who = email === unknown ? 'unknown email' : email;
    const cb = await setup(base, 'GET', `/api/v1/auth/callback?${query(email, '123456')}`);
    check(1, `callback, wrong code, ${who}`, INVALID, answer(cb), answer(cb) === INVALID);
    const v = await setup(base, 'POST', '/api/v1/auth/verify', { json: { email, code: '123456' } });
    check(1, `verify, wrong code, ${who}`, INVALID, answer(v), answer(v) === INVALID);
  }
  const rv = await setup(base, 'POST', '/api/v1/auth/reset-password/verify', { json: { email: demo.organiser, code: '123456' } });
  check(1, 'reset-password/verify, no reset asked, organiser', INVALID, answer(rv), answer(rv) === INVALID);
  const a = await signUp(base);
  const bad = await setup(base, 'GET', `/api/v1/auth/callback?${query(a.email, otherCode(a.code))}`);
  check(1, 'new account: callback with a wrong code', INVALID, answer(bad), answer(bad) === INVALID);
  const good = await setup(base, 'GET', `/api/v1/auth/callback?${query(a.email, a.code)}`);
  check(1, 'new account: callback with its code', '200 + session', `${good.status}${good.json?.accessToken ? ' + session' : ''}`, good.status === 200 && good.json?.accessToken);
  const again = await setup(base, 'GET', `/api/v1/auth/callback?${query(a.email, a.code)}`);
  check(1, 'new account: the same code again (used)', INVALID, answer(again), answer(again) === INVALID);
  const verifyAgain = await setup(base, 'POST', '/api/v1/auth/verify', { json: { email: a.email, code: a.code } });
  check(1, 'new account: verify with the used code', INVALID, answer(verifyAgain), answer(verifyAgain) === INVALID);
}

/** 2: rotating X-Forwarded-For buys nothing when no proxy is trusted. Run it last: it spends this address's auth budget. */
export async function spoofedForwarding() {
  const statuses = [];
  for (let i = 0; i < 40; i++) {
    const r = await http(probe.base, 'POST', '/api/v1/auth/login', { xff: `203.0.113.${i + 1}`, json: { email: `spoof-${probe.run}@probe.example`, password: 'Wrong-pass-1!' } });
    statuses.push(r.status);
  }
  const limited = statuses.filter((s) => s === 429).length;
  check(
    2,
    '40 logins, X-Forwarded-For rotated, TRUST_PROXY unset',
    '>= 10 of 40 get 429 (30/min per real address)',
    `${limited} x 429 (first at #${statuses.indexOf(429) + 1}), others ${[...new Set(statuses.filter((s) => s !== 429))]}`,
    limited >= 10,
  );
}

/** 2: an attacker with many addresses resends codes, asks for resets and guesses at every code. */
export async function codeGuessCap() {
  const to = probe.trusted;
  const a = await signUp(to);
  const wrong = otherCode(a.code);
  const tally = {};
  let judged = 0;
  let sent = 0;
  const guess = async (path) => {
    sent++;
    const r = await http(to, 'POST', path, { json: { email: a.email, code: wrong } });
    tally[`${r.status} ${r.json?.message}`] = (tally[`${r.status} ${r.json?.message}`] ?? 0) + 1;
    if (answer(r) === INVALID) judged++;
  };
  for (let round = 0; round < 12; round++) {
    await http(to, 'POST', '/api/v1/auth/resend-code', { json: { email: a.email } });
    await http(to, 'POST', '/api/v1/auth/forgot-password', { json: { email: a.email } });
    await new Promise((r) => setTimeout(r, 150)); // the mail leaves after the answer
    for (let g = 0; g < 3; g++) await guess('/api/v1/auth/verify');
    for (let g = 0; g < 2; g++) await guess('/api/v1/auth/reset-password/verify');
  }
  await new Promise((r) => setTimeout(r, 500));
  const mailed = (await mailsTo(a.email)).length;
  figures.codeGuessesPerAccountPerHour = judged;
  check(2, `wrong guesses judged in one hour (${sent} guesses, 12 resends, 12 resets asked)`, '<= 10 (then 429)', `${judged} judged; ${JSON.stringify(tally)}`, judged > 0 && judged <= 10);
  check(2, 'codes mailed to the account in that hour', '<= 5 (sign-up included)', mailed, mailed <= 5);
  const right = await http(to, 'POST', '/api/v1/auth/verify', { json: { email: a.email, code: a.code } });
  check(2, "the owner's own code after the cap", 'no session (429: the cap binds the owner too, decision 007)', brief(right), !right.json?.accessToken);
}

/** 2: a concurrent burst at one code gets at most its 5 tries (PG_URL: the stored counter too). */
export async function concurrentGuesses() {
  const to = probe.trusted;
  const a = await signUp(to);
  const answers = await Promise.all(Array.from({ length: 30 }, () => http(to, 'POST', '/api/v1/auth/verify', { json: { email: a.email, code: otherCode(a.code) } })));
  const tally = {};
  for (const r of answers) tally[`${r.status} ${r.json?.message}`] = (tally[`${r.status} ${r.json?.message}`] ?? 0) + 1;
  const judged = answers.filter((r) => answer(r) === INVALID).length;
  let stored = '';
  const pg = process.env.PG_URL && optional('pg');
  if (pg) {
    const client = new pg.Client({ connectionString: process.env.PG_URL });
    await client.connect();
    const { rows } = await client.query(
      `select c.attempts from verification_codes c join users u on u.id = c.user_id where u.email = $1 and c.purpose = 'verify_email' order by c.created_at desc limit 1`,
      [a.email],
    );
    await client.end();
    stored = `; tries stored on the code: ${rows[0]?.attempts}`;
    figures.burstStoredTries = rows[0]?.attempts;
  }
  figures.burstJudged = judged;
  check(2, '30 concurrent wrong guesses at one code', '<= 5 judged, the rest 429', `${judged} judged${stored}; ${JSON.stringify(tally)}`, judged <= 5);
  const right = await http(to, 'POST', '/api/v1/auth/verify', { json: { email: a.email, code: a.code } });
  check(2, 'the right code after the burst spent its tries', 'no session (429)', brief(right), !right.json?.accessToken);
}

/** 3: the guesser waits, doubling; the owner, from an address that has not failed, signs in and is mailed. */
export async function passwordThrottle() {
  const to = probe.trusted;
  const a = await verifiedAccount(to);
  const since = Date.now() - 5;
  const attempt = (xff, password = 'Wrong-pass-1!') => http(to, 'POST', '/api/v1/auth/login', { xff, json: { email: a.email, password } });
  const guesser = nextAddress();
  const first = [];
  for (let i = 0; i < 5; i++) first.push((await attempt(guesser)).status);
  check(
    3,
    'guesser address: 5 wrong passwords',
    '401 x5',
    first.join(','),
    first.every((s) => s === 401),
  );
  const steps = [];
  const waits = [];
  for (let step = 0; step < 3; step++) {
    const held = await attempt(guesser);
    waits.push(Number(held.headers.get('retry-after')));
    await new Promise((r) => setTimeout(r, waits.at(-1) * 1000 + 150));
    steps.push(`${held.status}/${waits.at(-1)}s then ${(await attempt(guesser)).status}`);
  }
  check(3, 'guesser address: further tries wait, doubling', '429 with Retry-After 1, 2, 4 s', steps.join('; '), waits.join(',') === '1,2,4');
  const others = [];
  for (let i = 0; i < 5; i++) others.push((await attempt(nextAddress())).status);
  check(
    3,
    '5 more addresses, one wrong password each',
    '401 each (a new address gets its try)',
    others.join(','),
    others.every((s) => s === 401),
  );
  const fresh = nextAddress();
  const freshTries = [(await attempt(fresh)).status, (await attempt(fresh)).status];
  check(3, 'under attack, a new address: 1 free try, then waits', '401,429', freshTries.join(','), freshTries.join(',') === '401,429');
  const owner = await attempt(nextAddress(), probe.password);
  check(3, 'the owner from an address that has not failed', '200 + session', `${owner.status}${owner.json?.accessToken ? ' + session' : ''}`, owner.status === 200 && owner.json?.accessToken);
  const held = await attempt(guesser, probe.password);
  check(3, 'the guesser address with the right password while it waits', '429 (not judged)', brief(held), held.status === 429);
  await waitMail(a.email, since, /(Someone is trying to sign in)/, 8000);
  const warnings = (await mailsTo(a.email)).filter((m) => m.at >= since && /Someone is trying to sign in/.test(m.text)).length;
  check(3, 'the owner is mailed after 10 failures in an hour', '1 warning mail', `${warnings} warning mail(s)`, warnings === 1);
}
