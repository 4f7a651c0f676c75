/** Items 8-9 of the security probe (decision 007: answers, timing and floods) from outside: headers, the request log, timing, throttles, quotas, redirects. */
import fs from 'node:fs';
import { brief, check, figures, http, isErrorShape, login, median, optional, percentile, probe, setup, verifiedAccount } from './probe-client.mjs';

/** 8: a strict CSP, frame-ancestors, nosniff and Referrer-Policy everywhere; HSTS only with an https APP_URL. */
export async function securityHeaders() {
  const { base, event } = probe;
  const targets = [
    ['SPA /', '/'],
    ['SPA deep link', `/events/${event}`],
    ['API /api/v1/health', '/api/v1/health'],
    ['API error', '/api/v1/nope'],
    ['docs /api/docs', '/api/docs'],
    ['docs script', '/api/docs/static/swagger-initializer.js'],
    ['/config.js', '/config.js'],
  ];
  for (const [name, path] of targets) {
    const r = await http(base, 'GET', path);
    const h = (k) => r.headers.get(k) ?? '';
    const csp = h('content-security-policy');
    const scripts = /script-src ([^;]*)/.exec(csp)?.[1] ?? /default-src ([^;]*)/.exec(csp)?.[1] ?? '';
    const strict = scripts.trim() !== '' && !/unsafe-inline|unsafe-eval|https?:|\*/.test(scripts);
    const ok = strict && csp.includes("frame-ancestors 'none'") && h('x-content-type-options') === 'nosniff' && h('referrer-policy') === 'no-referrer' && !h('strict-transport-security');
    check(
      8,
      `headers on ${name} (${r.status})`,
      "script-src 'self', frame-ancestors 'none', nosniff, no-referrer, no HSTS on http",
      `script-src ${scripts}; frame-ancestors ${/frame-ancestors ([^;]*)/.exec(csp)?.[1]}; ${h('x-content-type-options')}; ${h('referrer-policy')}; HSTS ${h('strict-transport-security') || '-'}`,
      ok,
    );
  }
  const html = (await http(base, 'GET', '/')).text;
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>/g)].length;
  const foreign = [...html.matchAll(/<script[^>]*src="(https?:)?\/\//g)].length;
  check(8, 'the page has no inline or third-party script', '0 / 0', `${inline} / ${foreign}`, inline === 0 && foreign === 0);
  if (!probe.https) return check(8, 'HSTS when APP_URL is https', 'HTTPS_URL given', 'not given', false);
  for (const path of ['/', '/api/v1/health', '/api/docs']) {
    const hsts = (await http(probe.https, 'GET', path)).headers.get('strict-transport-security') ?? '';
    check(8, `HSTS with APP_URL=https, ${path}`, 'max-age >= 31536000', hsts || 'none', Number(/max-age=(\d+)/.exec(hsts)?.[1]) >= 31_536_000);
  }
}

/** 9: neither the mail link's code nor the address reaches the request log. */
export async function requestLog(to, logFile, label) {
  if (!logFile) return check(9, `${label}: codes in the request log`, 'a LOG_FILE', 'not given', false);
  const code = String(100000 + Math.floor(Math.random() * 899999));
  const email = `logged-${probe.run}@probe.example`;
  await setup(to, 'GET', `/api/v1/auth/callback?email=${encodeURIComponent(email)}&code=${code}`);
  await setup(to, 'GET', `/api/v1/auth/callback?CODE=${code}&Email=${encodeURIComponent(email)}&x=1`);
  await http(to, 'GET', `/auth/callback?email=${encodeURIComponent(email)}&code=${code}`); // the mail's link: the web page
  await new Promise((r) => setTimeout(r, 500));
  const log = fs.readFileSync(logFile, 'utf8');
  const lines = log.split('\n').filter((l) => l.includes('auth/callback')).length;
  const leaked = new RegExp(`(?<![0-9])${code}(?![0-9])`).test(log) || log.includes(email) || log.includes(encodeURIComponent(email));
  check(9, `${label}: mail-link code and address in the request log`, 'absent (redacted)', `${lines} callback lines logged; code/address ${leaked ? 'FOUND' : 'absent'}`, !leaked && lines > 0);
}

/** 9: forgot-password answers as fast for a known address as for an unknown one. */
export async function forgotPasswordTiming() {
  const to = probe.trusted;
  const known = await verifiedAccount(to);
  const times = { known: [], unknown: [] };
  for (let i = 0; i < probe.samples; i++) {
    for (const kind of i % 2 ? ['known', 'unknown'] : ['unknown', 'known']) {
      const email = kind === 'known' ? known.email : `nobody-${probe.run}-${i}@probe.example`;
      const r = await http(to, 'POST', '/api/v1/auth/forgot-password', { json: { email } });
      if (r.status === 200) times[kind].push(r.ms);
    }
  }
  const round = (x) => Math.round(x * 100) / 100;
  const t = {
    knownMedianMs: round(median(times.known)),
    unknownMedianMs: round(median(times.unknown)),
    knownP90Ms: round(percentile(times.known, 0.9)),
    unknownP90Ms: round(percentile(times.unknown, 0.9)),
    samples: times.known.length,
  };
  figures.forgotPasswordTiming = t;
  check(
    9,
    `forgot-password timing, ${times.known.length}/${times.unknown.length} samples`,
    'medians within 1 ms',
    `known ${t.knownMedianMs} ms, unknown ${t.unknownMedianMs} ms (p90 ${t.knownP90Ms} / ${t.unknownP90Ms})`,
    Math.abs(t.knownMedianMs - t.unknownMedianMs) < 1,
  );
}

/** 9: the general throttle, per signed-in user on a guarded route and per address for visitors. */
export async function apiThrottle() {
  const { https: to, throttleLimit: max } = probe;
  if (!to) return check(9, 'general API throttle', 'HTTPS_URL given', 'not given', false);
  // A new account: nothing else has spent its budget. (Public routes do not authenticate: there a
  // signed-in person counts by address, as a visitor.)
  const who = await verifiedAccount(to);
  const answers = [];
  for (let i = 0; i < max + 10; i++) answers.push(await http(to, 'GET', '/api/v1/events/me', { token: who.token }));
  const first = answers.findIndex((r) => r.status === 429);
  const refusal = answers[first];
  check(
    9,
    `general throttle: ${max + 10} requests of one user, API_RATE_LIMIT=${max}`,
    `429 from #${max + 1}, error shape, Retry-After`,
    first < 0 ? 'no 429' : `first 429 at #${first + 1}; Retry-After ${refusal.headers.get('retry-after')}`,
    first === max && isErrorShape(refusal.json, 429) && refusal.headers.get('retry-after'),
  );
  const visitor = [];
  for (let i = 0; i < max + 10; i++) visitor.push((await http(to, 'GET', '/api/v1/interests')).status);
  const v = visitor.indexOf(429);
  check(9, `general throttle: ${max + 10} visitor requests from one address`, `429 by #${max + 1} (earlier calls count)`, v < 0 ? 'no 429' : `first 429 at #${v + 1}`, v >= 0 && v <= max);
}

/** 9: a company gets 200 uploads a day. */
export async function uploadQuota() {
  const sharp = optional('sharp');
  if (!sharp) return check(9, 'upload quota per company', 'sharp installed', 'not found', false);
  const { base, run } = probe;
  const owner = await verifiedAccount(base);
  const co = await http(base, 'POST', '/api/v1/companies', { token: owner.token, json: { slug: `probe-${run}`, name: `Probe ${run}`, contactInformation: 'probe@probe.example' } });
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .png()
    .toBuffer();
  const boundary = `----probe${run}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\nlogo\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="l.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  let accepted = 0;
  let refusal;
  for (let i = 0; i < 230 && !refusal; i++) {
    const r = await http(base, 'POST', '/api/v1/uploads', { token: owner.token, company: co.json?.company?.id, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, raw: body });
    if (r.status === 201) accepted++;
    else refusal = r;
  }
  figures.uploadsBeforeQuota = accepted;
  check(
    9,
    'upload quota: logos of one new company in a day',
    '200 accepted, then 429',
    `${accepted} accepted, then ${refusal ? brief(refusal) : 'no refusal'}`,
    accepted === 200 && refusal?.status === 429,
  );
}

/** 9: signed in, /login?redirect=<hostile> stays on our host (Chromium; CHROMIUM_PATH). */
export async function redirects() {
  const pw = optional('playwright-core');
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!pw || !fs.existsSync(chromium)) return check(9, 'redirect sanitiser in a browser', 'playwright-core and Chromium', 'not found', false);
  const { base } = probe;
  const session = await login(base, probe.demo.ana);
  const browser = await pw.chromium.launch({ executablePath: chromium, args: ['--no-sandbox'] });
  try {
    const context = await browser.newContext();
    await context.addInitScript((value) => localStorage.setItem('USER_TOKEN_KEY', value), JSON.stringify({ accessToken: session.token, user: session.user, authenticated: true }));
    const outcomes = [];
    let left = false;
    for (const target of ['/..//evil.example', '//evil.example', '/\\evil.example', 'https://evil.example', '/%2e%2e//evil.example', '/./..//evil.example/x']) {
      const page = await context.newPage();
      const hosts = [];
      page.on('request', (r) => hosts.push(new URL(r.url()).host));
      await page.goto(`${base}/login?redirect=${encodeURIComponent(target)}`);
      await page.waitForTimeout(1500);
      const at = new URL(page.url());
      outcomes.push(`${target} -> ${at.pathname}`);
      left ||= at.host !== new URL(base).host || hosts.some((h) => h.includes('evil'));
      await page.close();
    }
    check(9, 'redirect sanitiser: signed in, /login?redirect=<hostile>', 'stays on our host', `${left ? 'LEFT; ' : ''}${outcomes.join('; ')}`, !left);
  } finally {
    await browser.close();
  }
}
