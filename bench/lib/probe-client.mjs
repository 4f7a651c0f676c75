/**
 * What the security probe (bench/security-probe.mjs) needs to talk to running servers from outside:
 * its settings, HTTP and raw-socket requests, the mail catcher, new accounts, WebSocket clients,
 * and the table of checks. Nothing here imports the server.
 */
import net from 'node:net';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
/** A package of the repository when it is installed (sharp, pg, playwright-core), else undefined. */
export const optional = (name) => {
  try {
    return require(name);
  } catch {
    return undefined;
  }
};
const { WebSocket } = require('ws');

const env = process.env;
const trim = (url) => url?.replace(/\/$/, '');
const base = trim(env.BASE_URL) ?? 'http://127.0.0.1:3000';
export const probe = {
  base,
  trusted: trim(env.TRUSTED_URL),
  https: trim(env.HTTPS_URL),
  mail: trim(env.MAIL_URL) ?? 'http://127.0.0.1:2581',
  allowedOrigin: env.ALLOWED_ORIGIN ?? `http://localhost:${new URL(base).port || 80}`,
  production: env.EXPECT_ENV === 'production',
  samples: Number(env.TIMING_SAMPLES ?? 200),
  throttleLimit: Number(env.THROTTLE_LIMIT ?? 40),
  event: env.EVENT_SLUG ?? 'summer-makers-meetup',
  demo: { organiser: 'organiser@mingle.demo', ana: 'ana@mingle.demo', kofi: 'kofi@mingle.demo', password: 'Mingle2026!' },
  password: 'Probe-Sunshine-2026!',
  run: Date.now().toString(36).slice(-5),
};

// ---------- the table ----------
export const rows = [];
export const figures = {};
export function check(item, name, expected, observed, pass) {
  rows.push({ item: String(item), name, expected: String(expected), observed: String(observed), pass: Boolean(pass) });
  if (env.PROBE_VERBOSE) console.error(`${pass ? 'PASS' : 'FAIL'} ${item} ${name}: ${observed}`);
}
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s[(s.length - 1) >> 1] + s[s.length >> 1]) / 2 : NaN;
};
export const percentile = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];

// ---------- HTTP ----------
let addresses = (Date.now() >> 10) & 0xffff;
/** A new address for X-Forwarded-For: one more attacker machine behind the trusted proxy. */
export const nextAddress = () => {
  addresses++;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
};

/** One request; calls to TRUSTED_URL come from a new address each unless `xff` names one. */
export async function http(to, method, path, opts = {}) {
  const headers = { ...(opts.headers ?? {}) };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.company) headers['x-company-id'] = opts.company;
  if (opts.xff) headers['x-forwarded-for'] = opts.xff;
  else if (to === probe.trusted) headers['x-forwarded-for'] = nextAddress();
  let body = opts.raw;
  if (opts.json !== undefined) {
    body = JSON.stringify(opts.json);
    headers['content-type'] ??= 'application/json';
  }
  const t0 = performance.now();
  const res = await fetch(`${to}${path}`, { method, headers, body, redirect: 'manual' });
  const text = await res.text();
  const ms = performance.now() - t0;
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, text, json, ms };
}

/** Setup calls on the auth routes wait out the per-address limit (never a code or sign-in refusal). */
export async function setup(to, method, path, opts = {}) {
  for (let i = 0; i < 4; i++) {
    const r = await http(to, method, path, opts);
    const wait = Number(r.headers.get('retry-after')) || 10;
    if (r.status !== 429 || /code|tries|sign-in/i.test(r.json?.message ?? '') || wait > 70) return r;
    await sleep(wait * 1000 + 200);
  }
  throw new Error(`${method} ${path}: still 429`);
}

export const isErrorShape = (j, status) =>
  j !== null &&
  typeof j === 'object' &&
  typeof j.code === 'number' &&
  (status === undefined || j.code === status) &&
  typeof j.name === 'string' &&
  typeof j.message === 'string' &&
  typeof j.path === 'string' &&
  typeof j.timestamp === 'string' &&
  !Number.isNaN(Date.parse(j.timestamp));
export const fieldsOf = (j) => Object.fromEntries((j?.issues ?? []).map((i) => [i.field, i.key]));
export const brief = (r) => `${r.status} ${r.json?.name ?? ''} ${r.json?.message ?? r.text.slice(0, 60)}`.trim();

/** A request written on a socket as it is (what fetch would refuse to send or would rewrite). */
export function raw(to, request) {
  const { hostname, port } = new URL(to);
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: hostname, port: Number(port) }, () => socket.write(request));
    let answer = '';
    socket.on('data', (d) => (answer += d.toString('latin1')));
    socket.on('close', () => resolve(parseRaw(answer)));
    socket.on('error', (err) => (answer ? resolve(parseRaw(answer)) : reject(err)));
    setTimeout(() => socket.destroy(), 5000);
  });
}
function parseRaw(answer) {
  const at = answer.indexOf('\r\n\r\n');
  const head = answer.slice(0, at).toLowerCase();
  let body = answer.slice(at + 4);
  if (head.includes('transfer-encoding: chunked')) body = body.replace(/^[0-9a-f]+\r\n/i, '').replace(/\r\n0\r\n\r\n$/, '');
  let json;
  try {
    json = JSON.parse(body);
  } catch {
    json = undefined;
  }
  return { status: Number(head.split(' ')[1]), head, json, text: body };
}

// ---------- mail and accounts ----------
export const mailsTo = async (to) => (await fetch(`${probe.mail}/mails?to=${encodeURIComponent(to)}`)).json();
export async function waitMail(to, since, pattern, timeoutMs = 10_000) {
  for (const end = Date.now() + timeoutMs; Date.now() < end; await sleep(100)) {
    const found = (await mailsTo(to))
      .filter((m) => m.at >= since)
      .map((m) => pattern.exec(m.text))
      .filter(Boolean)
      .at(-1);
    if (found) return found[1] ?? found[0];
  }
  return undefined;
}
export const CODE = /^ {4}(\d{6})\s*$/m;
export const otherCode = (code) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

let accounts = 0;
export async function signUp(to, opts = {}) {
  const username = `probe${probe.run}${++accounts}`;
  const email = `${username}@probe.example`;
  const since = Date.now() - 5;
  const r = await setup(to, 'POST', '/api/v1/auth/register', { json: { email, username, password: probe.password, ...(opts.join ? { join: opts.join } : {}) } });
  if (r.status !== 201) throw new Error(`register: ${brief(r)}`);
  const code = await waitMail(email, since, CODE);
  if (!code) throw new Error(`no code mailed to ${email} (is the server's SMTP_URL the catcher of ${probe.mail}?)`);
  return { email, username, code };
}
export async function verifiedAccount(to, opts) {
  const a = await signUp(to, opts);
  const r = await setup(to, 'POST', '/api/v1/auth/verify', { json: { email: a.email, code: a.code, ...(opts?.join ? { join: opts.join } : {}) } });
  if (r.status !== 200) throw new Error(`verify: ${brief(r)}`);
  return { ...a, token: r.json.accessToken, userId: r.json.user.id };
}
export async function login(to, email, password = probe.demo.password) {
  const r = await setup(to, 'POST', '/api/v1/auth/login', { json: { email, password } });
  if (r.status !== 200) throw new Error(`login ${email}: ${brief(r)}`);
  return { token: r.json.accessToken, userId: r.json.user.id, company: r.json.membership?.companyId, user: r.json.user };
}

// ---------- WebSocket ----------
/** Opens /ws: { ok, client } or { ok: false, status } (the HTTP status of a refused upgrade). */
export function wsOpen(to, { origin, host } = {}) {
  return new Promise((resolve) => {
    const ws = new WebSocket(`${to.replace(/^http/, 'ws')}/ws`, { headers: host ? { host } : {}, ...(origin ? { origin } : {}) });
    const client = { ws, received: [], closed: undefined, send: (m) => ws.send(JSON.stringify(m)) };
    ws.on('message', (d) => client.received.push({ at: performance.now(), m: JSON.parse(String(d)) }));
    ws.on('close', (code, reason) => (client.closed = { code, reason: String(reason), at: performance.now() }));
    ws.on('open', () => resolve({ ok: true, client }));
    ws.on('unexpected-response', (_req, res) => {
      res.resume();
      resolve({ ok: false, status: res.statusCode });
    });
    ws.on('error', (err) => resolve({ ok: false, status: 0, error: String(err) }));
  });
}
export async function until(pred, timeoutMs = 3000) {
  for (const end = Date.now() + timeoutMs; Date.now() < end; await sleep(10)) {
    const v = pred();
    if (v) return v;
  }
  return pred();
}
export async function socketFor(to, token, companyId) {
  const o = await wsOpen(to, { origin: probe.allowedOrigin });
  if (!o.ok) throw new Error(`socket refused: ${o.status}`);
  o.client.send({ type: 'auth', token, ...(companyId ? { companyId } : {}) });
  await until(() => o.client.received.some((x) => x.m.type === 'ready'));
  return o.client;
}
/** 'subscribed', 'error <code>', 'closed <code>' or 'no answer'. */
export async function subscribe(c, channel) {
  const before = c.received.length;
  c.send({ type: 'subscribe', channel });
  const got = await until(() => c.closed || c.received.slice(before).find((x) => x.m.type === 'subscribed' || x.m.type === 'error'));
  return got?.m?.type === 'subscribed' ? 'subscribed' : got?.m ? `error ${got.m.code}` : got?.code ? `closed ${got.code}` : 'no answer';
}
