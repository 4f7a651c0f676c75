import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { ErrorObjectSchema, englishError } from '@mingle/contracts';
import type { TestApp } from './app.js';
import { call, eventWithAttendees, scanCode } from './event-fixture.js';
import { arbitraryOf, objectShape, type DeriveOptions } from './zod-arbitrary.js';

/**
 * Contract fuzzing: requests derived from each route's zod contracts (params, query, body), then
 * broken on purpose (NUL bytes, impossible dates, wrong types, huge strings and numbers, extra and
 * missing fields, bad encodings, bad UUIDs, deep nesting, wrong content types, malformed
 * multipart), sent with inject as a company member or as an attendee of a real event. Every answer
 * must be below 500 and, when it is an error, the error object of the contracts.
 *
 * Shared by src/security/contract-fuzz.test.ts (CI) and bench/contract-fuzz.ts (long runs).
 */

type Schema = Parameters<typeof arbitraryOf>[0];
type Who = 'org' | 'attendee' | 'anon' | 'forged';

export interface FuzzRoute {
  method: string;
  url: string;
  params?: Schema;
  querystring?: Schema;
  body?: Schema;
}

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  remoteAddress: string;
  who: Who;
  /** What was broken, in words. */
  notes: string[];
}

export interface FuzzFinding {
  route: string;
  problem: string;
  request: FuzzRequest;
  status: number;
  body: string;
}

export interface FuzzReport {
  seed: number;
  requests: number;
  serverErrors: number;
  nonShape: number;
  /** 400s that came from PostgreSQL refusing a value (the server's last resort), not from a contract. */
  dbRefusals: number;
  byStatus: Record<number, number>;
  byRoute: Record<string, number>;
  /** Milliseconds spent per route, generation included. */
  msByRoute: Record<string, number>;
  /** The slowest requests, slowest first. */
  slowest: { ms: number; route: string; status: number; notes: string[] }[];
  findings: FuzzFinding[];
  ms: number;
}

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/** The routes worth fuzzing, from the route table seen through onRoute (HEAD twins and /ws left out). */
export function fuzzRoutes(table: RouteOptions[]): FuzzRoute[] {
  const seen = new Set<string>();
  const out: FuzzRoute[] = [];
  for (const r of table) {
    const methods = Array.isArray(r.method) ? r.method : [r.method];
    for (const method of methods) {
      const key = `${method} ${r.url}`;
      if (!METHODS.has(method) || seen.has(key)) continue;
      if (!(r.url.startsWith('/api/') || r.url.startsWith('/media/')) || r.url.startsWith('/api/v1/__')) continue; // __: test-only routes
      seen.add(key);
      const schema = (r.schema ?? {}) as { params?: Schema; querystring?: Schema; body?: Schema };
      out.push({ method, url: r.url, params: schema.params, querystring: schema.querystring, body: schema.body });
    }
  }
  // Deletions last, so the fixture's group, message and connection serve the other routes first.
  return out.sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
}

// ---------------------------------------------------------------------------------------------
// Poison: values that have broken servers before.

const HUGE = 'x'.repeat(200_000);
export const POISON_STRINGS: readonly string[] = [
  '\u0000',
  'a\u0000b',
  'UTC\u0000',
  '\u0000\u0000\u0000',
  '00000000-0000-4000-8000-000000000000\u0000',
  '0000-01-01',
  '0000-12-31',
  '0001-01-01',
  '1899-12-31',
  '9999-12-31',
  '10000-01-01',
  '+010000-01-01',
  '-000001-01-01',
  '2024-02-30',
  '2023-02-29',
  '2024-13-01',
  '2024-00-10',
  '2024-1-1',
  '20240101',
  '0000-01-01T00:00:00Z',
  '0000-01-01T00:00:00.000Z',
  '9999-12-31T23:59:59.999Z',
  '+275760-09-13T00:00:00.000Z',
  '1970-01-01T00:00:00+25:00',
  '2024-01-01T25:00:00Z',
  '2024-01-01T00:00:00',
  '24:00',
  '23:60',
  '99:99',
  '7:00',
  '-1:00',
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '00000000-0000-4000-8000-00000000000g',
  '{00000000-0000-4000-8000-000000000000}',
  '00000000000040008000000000000000',
  '\uD800',
  '\uDFFF',
  'a\uD800b',
  '\uFFFE',
  '\uFFFF',
  '\u202E',
  '\u200B',
  '🏕️',
  '😀\u0000',
  '👨‍👩‍👧‍👦'.repeat(40),
  '',
  ' ',
  '\t',
  '\r\n',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '9007199254740993',
  '-0',
  '0x10',
  '1_000',
  'true',
  'null',
  'undefined',
  '__proto__',
  'constructor',
  'prototype',
  "' OR 1=1 --",
  '"; drop table users; --',
  '%00',
  '%E0%A4%A',
  '\\',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '${jndi:ldap://x}',
  '{{7*7}}',
  'Europe/Lisbon\u0000',
  'Not/AZone',
  'x'.repeat(10_000),
  'é'.repeat(3_000),
  HUGE,
];
const POISON_NUMBERS: readonly number[] = [0, -1, 1.5, -1.5, 1e308, -1e308, 2 ** 31, 2 ** 31 - 1, -(2 ** 31), 2 ** 53, 2 ** 53 + 2, 2 ** 63, 1e21, Number.MIN_VALUE, Number.MAX_SAFE_INTEGER];
/** Raw JSON tokens that JSON.stringify cannot produce. */
const RAW_TOKENS: readonly string[] = [
  '1e400',
  '-1e400',
  `1${'0'.repeat(400)}`,
  `0.${'0'.repeat(400)}1`,
  '-0',
  '"a\u0000b"',
  '"\\ud800"',
  '"\\u0000"',
  `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
  `${'{"a":'.repeat(3_000)}1${'}'.repeat(3_000)}`,
  `[${Array.from({ length: 50_000 }, () => '1').join(',')}]`,
  `[${Array.from({ length: 20_000 }, () => '"x"').join(',')}]`,
];
const EXTRA_KEYS = ['__proto__', 'constructor', 'prototype', 'hasOwnProperty', 'toString', 'extra', 'id', 'companyId', 'userId', 'role', 'admin', ''];

/** Path params, already as they go into the URL. */
const PARAM_POISON: readonly string[] = [
  'a%00b',
  '%00',
  '%E0%A4%A',
  '%',
  '%zz',
  '%C0%80',
  '%FF',
  '%ED%A0%80',
  '..',
  '%2e%2e',
  '%2F',
  'a%2Fb',
  '%20',
  '%0A',
  '%F0%9F%98%80',
  'a'.repeat(100),
  'a'.repeat(101),
  'A'.repeat(5_000),
  '00000000-0000-0000-0000-000000000000',
  'FFFFFFFF-FFFF-4FFF-BFFF-FFFFFFFFFFFF',
  '00000000-0000-4000-8000-000000000000%00',
  'not-a-uuid',
  '1e309',
  '-1',
  'null',
  'undefined',
  '__proto__',
  'constructor',
  '%3Cscript%3E',
  "'%20OR%201=1--",
  '0000-01-01',
  'x;y',
  'x.json',
];
/** Query strings appended whole. */
const QUERY_POISON: readonly string[] = [
  '%',
  '%E0%A4%A',
  'a=%',
  '=',
  '&&&',
  '&=&=',
  '__proto__=x',
  '__proto__[x]=y',
  'constructor[prototype][x]=y',
  'page[]=1',
  'page[a]=1',
  'q=%00',
  'q=a%00b',
  `q=${'a'.repeat(100_000)}`,
  'page=1;pageSize=2',
  'page=%C0%80',
  'x=\u00e9',
  '+=+',
  '%FF=%FF',
];

/** Any value as text (generated objects may have no prototype, so no String()). */
const asText = (v: unknown): string => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));
/** encodeURIComponent that also writes lone surrogates (as their 3 bytes, which decode to nothing valid). */
function pct(s: string): string {
  try {
    return encodeURIComponent(s);
  } catch {
    return Array.from(s, (ch) => {
      try {
        return encodeURIComponent(ch);
      } catch {
        const c = ch.charCodeAt(0);
        return [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
      }
    }).join('');
  }
}
const short = (s: string, n = 60) => (s.length > n ? `${s.slice(0, n)}…(${s.length} chars)` : s);
const desc = (v: unknown) => short(JSON.stringify(v) ?? 'undefined');

// ---------------------------------------------------------------------------------------------
// Mutating JSON-ish values.

type Path = (string | number)[];
type Mutated = { value: unknown; notes: string[]; raw?: string; final?: boolean };

function pathsOf(value: unknown, path: Path = [], out: Path[] = []): Path[] {
  out.push(path);
  if (out.length > 200) return out;
  if (Array.isArray(value)) value.forEach((v, i) => pathsOf(v, [...path, i], out));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) pathsOf(v, [...path, k], out);
  return out;
}

function setAt(root: unknown, path: Path, fn: (old: unknown, parent: Record<string | number, unknown> | undefined, key: string | number | undefined) => unknown): unknown {
  if (!path.length) return fn(root, undefined, undefined);
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let node = copy;
  for (const k of path.slice(0, -1)) node = node[k] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  const next = fn(node[last], node, last);
  if (next !== REMOVED) node[last] = next;
  return copy;
}
const REMOVED = Symbol('removed');
const ownKey = (obj: Record<string, unknown>, key: string, value: unknown) => Object.defineProperty(obj, key, { value, enumerable: true, configurable: true, writable: true });

function nested(depth: number, array: boolean): unknown {
  let v: unknown = 'bottom';
  for (let i = 0; i < depth; i++) v = array ? [v] : { a: v };
  return v;
}

type Op =
  | { kind: 'string'; s: string }
  | { kind: 'nulInside'; at: number }
  | { kind: 'number'; n: number }
  | { kind: 'type'; v: unknown }
  | { kind: 'remove' }
  | { kind: 'extra'; key: string; v: unknown }
  | { kind: 'bigArray'; n: number }
  | { kind: 'nest'; depth: number; array: boolean }
  | { kind: 'raw'; token: string };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...POISON_STRINGS).map((s): Op => ({ kind: 'string', s })) },
  { weight: 3, arbitrary: fc.nat().map((at): Op => ({ kind: 'nulInside', at })) },
  { weight: 3, arbitrary: fc.constantFrom(...POISON_NUMBERS).map((n): Op => ({ kind: 'number', n })) },
  { weight: 3, arbitrary: fc.constantFrom<unknown>(null, true, false, 0, 'x', [], {}, ['x'], [null], { a: 1 }).map((v): Op => ({ kind: 'type', v })) },
  { weight: 3, arbitrary: fc.constant<Op>({ kind: 'remove' }) },
  { weight: 2, arbitrary: fc.tuple(fc.constantFrom(...EXTRA_KEYS), fc.jsonValue({ maxDepth: 2 })).map(([key, v]): Op => ({ kind: 'extra', key, v })) },
  { weight: 1, arbitrary: fc.constantFrom(1_000, 20_000).map((n): Op => ({ kind: 'bigArray', n })) },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom(50, 500, 2_000), fc.boolean()).map(([depth, array]): Op => ({ kind: 'nest', depth, array })) },
  { weight: 2, arbitrary: fc.constantFrom(...RAW_TOKENS).map((token): Op => ({ kind: 'raw', token })) },
);

const RAW_MARK = '\u0001raw-token\u0001';

function applyOp(value: unknown, path: Path, op: Op): Mutated {
  const where = path.length ? path.join('.') : '(root)';
  switch (op.kind) {
    case 'string':
      return { value: setAt(value, path, () => op.s), notes: [`${where} = ${desc(op.s)}`] };
    case 'nulInside':
      return {
        value: setAt(value, path, (old) => {
          const s = asText(old);
          const i = s.length ? op.at % (s.length + 1) : 0;
          return `${s.slice(0, i)}\u0000${s.slice(i)}`;
        }),
        notes: [`${where} with a NUL byte`],
      };
    case 'number':
      return { value: setAt(value, path, () => op.n), notes: [`${where} = ${op.n}`] };
    case 'type':
      return { value: setAt(value, path, () => structuredClone(op.v)), notes: [`${where} = ${desc(op.v)}`] };
    case 'remove':
      if (!path.length) return { value: undefined, notes: ['no body'] };
      return {
        value: setAt(value, path, (_old, parent, key) => {
          if (Array.isArray(parent)) parent.splice(key as number, 1);
          else if (parent) delete parent[key as string];
          return REMOVED;
        }),
        notes: [`${where} removed`],
      };
    case 'extra':
      return {
        value: setAt(value, path, (old) => {
          const target = old && typeof old === 'object' && !Array.isArray(old) ? (old as Record<string, unknown>) : {};
          return ownKey(target, op.key, op.v);
        }),
        notes: [`${where}.${op.key} added`],
      };
    case 'bigArray':
      return {
        value: setAt(value, path, (old) => {
          const item = (JSON.stringify(old) ?? '').length > 200 ? 'x' : (old ?? 'x');
          return Array.from({ length: op.n }, () => item);
        }),
        notes: [`${where} as an array of ${op.n}`],
      };
    case 'nest':
      return { value: setAt(value, path, () => nested(op.depth, op.array)), notes: [`${where} nested ${op.depth} deep`] };
    case 'raw':
      return { value: setAt(value, path, () => RAW_MARK), raw: op.token, notes: [`${where} = raw ${short(op.token, 30)}`] };
  }
}

/** One to three mutations of a value. */
function mutated(base: fc.Arbitrary<unknown>): fc.Arbitrary<Mutated> {
  return base.chain((value) =>
    fc.array(fc.tuple(fc.nat(), opArb), { minLength: 1, maxLength: 3 }).map((ops) => {
      let current: Mutated = { value, notes: [] };
      for (const [i, op] of ops) {
        if (current.final) break; // raw tokens, deep nesting and big arrays are the last word
        const paths = pathsOf(current.value);
        const next = applyOp(current.value, paths[i % paths.length]!, op);
        const final = next.raw !== undefined || op.kind === 'nest' || op.kind === 'bigArray';
        current = { value: next.value, notes: [...current.notes, ...next.notes], ...(next.raw !== undefined ? { raw: next.raw } : {}), final };
      }
      return current;
    }),
  );
}

function toJson(m: Mutated): string | undefined {
  const text = JSON.stringify(m.value);
  if (text === undefined) return undefined;
  return m.raw === undefined ? text : text.replace(JSON.stringify(RAW_MARK), m.raw);
}

// ---------------------------------------------------------------------------------------------
// Parts of a request.

type Part = { text: string; notes: string[] };

function paramsArb(route: FuzzRoute, opts: DeriveOptions): fc.Arbitrary<{ url: string; notes: string[] }> {
  const shape = objectShape(route.params) ?? {};
  const segments = route.url.split('/');
  const arbs = segments.map((seg): fc.Arbitrary<Part> => {
    if (!seg.startsWith(':') && seg !== '*') return fc.constant({ text: seg, notes: [] });
    const name = seg === '*' ? '*' : seg.slice(1);
    const schema = shape[name];
    const plausible = (schema ? arbitraryOf(schema, opts, name) : fc.string({ minLength: 1, maxLength: 20 })).map(asText);
    return fc.oneof(
      { weight: 10, arbitrary: plausible.map((v): Part => ({ text: pct(v) || 'x', notes: [] })) },
      { weight: 3, arbitrary: fc.constantFrom(...PARAM_POISON).map((p): Part => ({ text: p, notes: [`param ${name} = ${short(p, 40)}`] })) },
      {
        weight: 1,
        arbitrary: plausible.chain((v) => fc.nat({ max: v.length }).map((i): Part => ({ text: pct(`${v.slice(0, i)}\u0000${v.slice(i)}`), notes: [`param ${name} with NUL`] }))),
      },
    );
  });
  return fc.tuple(...arbs).map((parts) => ({ url: parts.map((p) => p.text).join('/'), notes: parts.flatMap((p) => p.notes) }));
}

const encodePair = (k: string, v: unknown) => `${pct(k)}=${pct(asText(v))}`;

function encodeQuery(value: unknown): string[] {
  if (!value || typeof value !== 'object') return [];
  const pairs: string[] = [];
  for (const [k, v] of Object.entries(value)) {
    if (v === undefined) continue;
    if (Array.isArray(v)) for (const item of v) pairs.push(encodePair(k, item));
    else pairs.push(encodePair(k, v));
  }
  return pairs;
}

function queryArb(route: FuzzRoute, opts: DeriveOptions): fc.Arbitrary<Part> {
  const base = route.querystring ? arbitraryOf(route.querystring, opts) : fc.constant({});
  const plain = base.map((v): Part => ({ text: encodeQuery(v).join('&'), notes: [] }));
  const broken = mutated(base).map((m): Part => {
    const pairs = encodeQuery(m.value);
    if (m.raw !== undefined) pairs.push(`x=${pct(m.raw.slice(0, 5_000))}`);
    // Past a few hundred kB a query tells nothing new (Node refuses 16 kB of headers anyway).
    return { text: pairs.join('&').slice(0, 300_000), notes: m.notes.map((n) => `query ${n}`) };
  });
  const duplicated = base.chain((v) => {
    const pairs = encodeQuery(v);
    if (!pairs.length) return fc.constant<Part>({ text: 'page=1&page=2', notes: ['query duplicate page'] });
    return fc.tuple(fc.nat(), fc.constantFrom('dup', 'brackets', 'index')).map(([i, how]): Part => {
      const pair = pairs[i % pairs.length]!;
      const [k, val = ''] = pair.split('=');
      const extra = how === 'dup' ? `${k}=${val}` : how === 'brackets' ? `${k}[]=${val}` : `${k}[0]=${val}`;
      return { text: [...pairs, extra].join('&'), notes: [`query ${how} ${k}`] };
    });
  });
  const whole = fc.constantFrom(...QUERY_POISON).map((q): Part => ({ text: q, notes: [`query ${short(q, 40)}`] }));
  return fc.oneof({ weight: 4, arbitrary: plain }, { weight: 4, arbitrary: broken }, { weight: 2, arbitrary: duplicated }, { weight: 1, arbitrary: whole });
}

type Body = { payload?: string | Buffer; contentType?: string; notes: string[] };

const JSON_TYPE = 'application/json';
const BIG_JSON = JSON.stringify({ pad: 'x'.repeat(1_100_000) });
const RAW_BODIES: readonly { contentType?: string; payload: string | Buffer }[] = [
  { contentType: JSON_TYPE, payload: '{"a":' },
  { contentType: JSON_TYPE, payload: '{' },
  { contentType: JSON_TYPE, payload: '[1,2' },
  { contentType: JSON_TYPE, payload: '{"a":1,}' },
  { contentType: JSON_TYPE, payload: "{'a':1}" },
  { contentType: JSON_TYPE, payload: 'NaN' },
  { contentType: JSON_TYPE, payload: 'null' },
  { contentType: JSON_TYPE, payload: '"str"' },
  { contentType: JSON_TYPE, payload: '123' },
  { contentType: JSON_TYPE, payload: '[]' },
  { contentType: JSON_TYPE, payload: '' },
  { contentType: JSON_TYPE, payload: ' ' },
  { contentType: JSON_TYPE, payload: '\uFEFF{}' },
  { contentType: JSON_TYPE, payload: Buffer.from([0xff, 0xfe, 0x7b, 0x7d]) },
  { contentType: JSON_TYPE, payload: Buffer.from('{"name":"\xff\xfe\xc0\x80"}', 'latin1') },
  { contentType: JSON_TYPE, payload: '{"name":"a\u0000b"}' },
  { contentType: JSON_TYPE, payload: `${'['.repeat(100_000)}${']'.repeat(100_000)}` },
  { contentType: JSON_TYPE, payload: `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}` },
  { contentType: JSON_TYPE, payload: `${'{"__proto__":'.repeat(2_000)}1${'}'.repeat(2_000)}` },
  { contentType: JSON_TYPE, payload: '{"__proto__":{"admin":true}}' },
  { contentType: JSON_TYPE, payload: '{"constructor":{"prototype":{"admin":true}}}' },
  { contentType: JSON_TYPE, payload: BIG_JSON },
  { contentType: 'text/plain', payload: 'hello' },
  { contentType: 'application/xml', payload: '<a/>' },
  { contentType: 'application/x-www-form-urlencoded', payload: 'a=1&b=2' },
  { contentType: 'multipart/form-data', payload: '--x--' },
  { contentType: 'multipart/form-data; boundary=x', payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n' },
  { contentType: 'application/json; charset=utf-16', payload: '{}' },
  { contentType: 'application/json; charset=latin1', payload: '{}' },
  { contentType: 'APPLICATION/JSON', payload: '{}' },
  { contentType: 'application/jsonp', payload: '{}' },
  { contentType: 'application/json;;;', payload: '{}' },
  { contentType: 'application/json; boundary=%00', payload: '{}' },
  { contentType: '*/*', payload: '{}' },
  { contentType: '', payload: '{}' },
  { contentType: 'a/b/c', payload: '{}' },
  { contentType: 'application/octet-stream', payload: Buffer.from([0, 1, 2, 3, 255]) },
  { payload: '{}' },
];

function jsonBody(m: Mutated): Body {
  const text = toJson(m);
  const notes = m.notes.map((n) => `body ${n}`);
  return text === undefined ? { notes } : { payload: text, contentType: JSON_TYPE, notes };
}

function bodyArb(route: FuzzRoute, opts: DeriveOptions): fc.Arbitrary<Body> {
  const writes = route.method !== 'GET';
  const base = route.body ? arbitraryOf(route.body, opts) : fc.constant<unknown>({});
  const plain = base.map((v) => jsonBody({ value: v, notes: [] }));
  const broken = mutated(base).map(jsonBody);
  const raw = fc
    .constantFrom(...RAW_BODIES)
    .map((b): Body => ({ ...b, notes: [`body ${b.contentType ?? 'without content-type'}: ${desc(typeof b.payload === 'string' ? b.payload : `<${b.payload.length} bytes>`)}`] }));
  const wrongType = fc
    .tuple(base, fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/xml', 'multipart/form-data'))
    .map(([v, contentType]): Body => ({ payload: JSON.stringify(v) ?? '', contentType, notes: [`body as ${contentType}`] }));
  if (!writes) return fc.oneof({ weight: 12, arbitrary: fc.constant<Body>({ notes: [] }) }, { weight: 1, arbitrary: raw }, { weight: 1, arbitrary: broken });
  return fc.oneof(
    { weight: 3, arbitrary: plain },
    { weight: 8, arbitrary: broken },
    { weight: 2, arbitrary: raw },
    { weight: 1, arbitrary: wrongType },
    { weight: 1, arbitrary: fc.constant<Body>({ notes: ['no body'] }) },
  );
}

// Multipart bodies for the upload route: well-formed, broken and in between.
const CRLF = '\r\n';
function multipartBody(parts: { headers: string[]; data: string | Buffer }[], boundary: string, close = true): Buffer {
  const chunks: Buffer[] = [];
  for (const p of parts) chunks.push(Buffer.from(`--${boundary}${CRLF}${p.headers.join(CRLF)}${CRLF}${CRLF}`), Buffer.from(p.data), Buffer.from(CRLF));
  if (close) chunks.push(Buffer.from(`--${boundary}--${CRLF}`));
  return Buffer.concat(chunks);
}
const field = (name: string, value: string | Buffer) => ({ headers: [`Content-Disposition: form-data; name="${name}"`], data: value });
const filePart = (data: Buffer, name = 'file', filename = 'a.png', type = 'image/png') => ({
  headers: [`Content-Disposition: form-data; name="${name}"; filename="${filename}"`, `Content-Type: ${type}`],
  data,
});

function multipartArb(image: Buffer): fc.Arbitrary<Body> {
  const boundary = 'fuzzboundary';
  const ct = `multipart/form-data; boundary=${boundary}`;
  const kind = fc.oneof(fc.constantFrom('logo', 'banner'), fc.constantFrom(...POISON_STRINGS.filter((s) => s.length < 20_000)));
  const file = fc.oneof(
    { weight: 1, arbitrary: fc.constant(image) },
    { weight: 3, arbitrary: fc.uint8Array({ maxLength: 2_000 }).map((a) => Buffer.from(a)) },
    { weight: 1, arbitrary: fc.constant(image.subarray(0, Math.floor(image.length / 2))) },
    { weight: 1, arbitrary: fc.constant(Buffer.alloc(0)) },
  );
  const cases: fc.Arbitrary<Body>[] = [
    fc.tuple(kind, file).map(([k, f]) => ({ payload: multipartBody([field('kind', k), filePart(f)], boundary), contentType: ct, notes: [`multipart kind=${desc(k)}, file ${f.length} bytes`] })),
    fc.tuple(kind, file).map(([k, f]) => ({ payload: multipartBody([filePart(f), field('kind', k)], boundary), contentType: ct, notes: ['multipart file before kind'] })),
    kind.map((k) => ({ payload: multipartBody([field('kind', k)], boundary), contentType: ct, notes: ['multipart without file'] })),
    file.map((f) => ({ payload: multipartBody([filePart(f)], boundary), contentType: ct, notes: ['multipart without kind'] })),
    file.map((f) => ({ payload: multipartBody([field('kind', 'logo'), filePart(f)], boundary, false), contentType: ct, notes: ['multipart without closing boundary'] })),
    file.map((f) => {
      const whole = multipartBody([field('kind', 'logo'), filePart(f)], boundary);
      return { payload: whole.subarray(0, Math.floor(whole.length / 2)), contentType: ct, notes: ['multipart cut in half'] };
    }),
    file.map((f) => ({ payload: multipartBody([field('kind', 'logo'), filePart(f), filePart(f)], boundary), contentType: ct, notes: ['multipart with two files'] })),
    fc.constant({
      payload: multipartBody(
        Array.from({ length: 10 }, (_, i) => field(`f${i}`, 'x')),
        boundary,
      ),
      contentType: ct,
      notes: ['multipart with ten fields'],
    }),
    fc.constant({ payload: multipartBody([field('kind', 'logo'), field('kind', 'banner'), filePart(image)], boundary), contentType: ct, notes: ['multipart with kind twice'] }),
    fc.constant({ payload: multipartBody([field('__proto__', 'x'), field('constructor', 'y'), filePart(image)], boundary), contentType: ct, notes: ['multipart with __proto__ fields'] }),
    fc.constant({ payload: multipartBody([field('kind', 'logo'), filePart(image, 'file', '../../etc/passwd\u0000.png')], boundary), contentType: ct, notes: ['multipart filename with NUL and ..'] }),
    fc.constant({ payload: multipartBody([{ headers: ['Content-Disposition: form-data'], data: 'x' }, filePart(image)], boundary), contentType: ct, notes: ['multipart part without a name'] }),
    fc.constant({ payload: multipartBody([{ headers: ['X-Nothing: 1'], data: 'x' }], boundary), contentType: ct, notes: ['multipart part without content-disposition'] }),
    fc.constant({ payload: multipartBody([field('kind', 'logo'), filePart(image)], 'other'), contentType: ct, notes: ['multipart with another boundary'] }),
    fc.constant({ payload: multipartBody([field('kind', 'logo'), filePart(image)], boundary), contentType: 'multipart/form-data', notes: ['multipart without boundary parameter'] }),
    fc.constant({ payload: multipartBody([field('kind', 'logo')], 'b'.repeat(200)), contentType: `multipart/form-data; boundary=${'b'.repeat(200)}`, notes: ['multipart with a 200-char boundary'] }),
    fc.constant({ payload: 'garbage', contentType: ct, notes: ['multipart garbage'] }),
    fc.constant({ payload: '', contentType: ct, notes: ['multipart empty'] }),
    fc.constant({ payload: `--${boundary}--${CRLF}`, contentType: ct, notes: ['multipart with no parts'] }),
    fc.constant({ payload: Buffer.alloc(6 * 1024 * 1024, 1), contentType: ct, notes: ['multipart 6 MB of junk'] }),
    fc.constant({ payload: multipartBody([field('kind', 'logo'), filePart(Buffer.alloc(6 * 1024 * 1024, 7))], boundary), contentType: ct, notes: ['multipart 6 MB file'] }),
    fc.constant({ payload: multipartBody([field('kind', Buffer.from([0xff, 0xfe, 0x00])), filePart(image)], boundary), contentType: ct, notes: ['multipart kind with invalid UTF-8'] }),
  ];
  return fc.oneof(...cases);
}

// ---------------------------------------------------------------------------------------------
// The fixture: a real event with a company, attendees, a group, a message, a gathering and a connection.

export interface FuzzTarget {
  t: TestApp;
  routes: FuzzRoute[];
  headers: Record<'org' | 'attendee', Record<string, string>>;
  derive: DeriveOptions;
  image: Buffer;
}

function ok<T>(res: { statusCode: number; body: string; json(): unknown }, what: string): T {
  if (res.statusCode >= 300) throw new Error(`fuzz fixture: ${what} answered ${res.statusCode} ${res.body}`);
  return res.json() as T;
}

export async function fuzzTarget(t: TestApp, table: RouteOptions[]): Promise<FuzzTarget> {
  const api = call(t);
  const fx = await eventWithAttendees(t, 'fz', { ann: ['hiking', 'camping', 'street-photography'], bob: ['hiking', 'camping'] });
  const ann = fx.attendees.ann!;
  const bob = fx.attendees.bob!;
  const ev = fx.event.id;
  const group = ok<{ id: string }>(await api('POST', `/events/${ev}/groups`, fx.org, { name: 'Hikers', icon: '🥾', labels: ['outdoors'] }), 'group');
  const spare = ok<{ id: string }>(await api('POST', `/events/${ev}/groups`, fx.org, { name: 'Campers', icon: '⛺' }), 'spare group');
  const board = `/events/${ev}/attendee/groups/${group.id}`;
  for (const who of [ann, bob]) ok(await api('POST', `${board}/join`, who), 'join group');
  const message = ok<{ id: string }>(await api('POST', `${board}/messages`, ann, { body: 'Hello hikers' }), 'message');
  const gathering = ok<{ id: string }>(await api('POST', `${board}/gatherings`, ann, { title: 'Walk', startDate: '2099-06-11', startHour: '10:00', endHour: '12:00', location: 'Park' }), 'gathering');
  const connection = ok<{ connection: { connectionId: string } }>(await scanCode(t, ev, bob, ann), 'connection');
  const connectionId = connection.connection.connectionId;
  ok(await api('POST', `/events/${ev}/connections/${connectionId}/messages`, ann, { body: 'Hi Bob' }), 'chat message');
  const lisbon = ok<{ id: string }[]>(await api('GET', '/places?q=Lisbon', fx.org), 'places')[0]!.id;
  const three = ok<{ id: string }[]>(await api('GET', '/places?q=Par', fx.org), 'places')
    .slice(0, 3)
    .map((p) => p.id);
  const me = ok<{ membership: { slug: string } }>(await api('GET', '/auth/me', fx.org), 'me').membership.slug;
  const { default: sharp } = await import('sharp');
  const image = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();

  const samples: Record<string, readonly unknown[]> = {
    event: [ev, fx.event.slug],
    id: [ev, fx.event.slug, group.id, spare.id, gathering.id],
    slug: [me, fx.event.slug],
    groupId: [group.id, spare.id],
    connectionId: [connectionId],
    messageId: [message.id],
    parentId: [message.id],
    before: [message.id],
    userId: [ann.id, bob.id, fx.org.id],
    initiatorId: [bob.id, ann.id],
    interests: [['hiking', 'camping'], ['street-photography']],
    'interests[]': ['hiking', 'camping', 'street-photography'],
    interest: ['hiking'],
    hometownId: [lisbon],
    adventures: [three],
    destinations: [three],
    'adventures[]': three,
    'destinations[]': three,
    timeZone: ['UTC', 'Europe/Lisbon', 'America/Sao_Paulo', 'Asia/Tokyo'],
    icon: ['🥾', '🎉'],
    email: ['fzann@example.com', 'fzorg@example.com', 'nobody@example.com'],
    q: ['Lis', 'hik', 'a'],
    kind: ['logo', 'banner'],
    organizerUsername: ['org'],
    targetSize: [3, 4, 12],
    startHour: ['09:00'],
    endHour: ['11:00'],
  };
  return {
    t,
    routes: fuzzRoutes(table),
    headers: { org: fx.org.headers, attendee: ann.headers },
    derive: { samples },
    image,
  };
}

// ---------------------------------------------------------------------------------------------
// Running.

const whoArb = fc.oneof(
  { weight: 9, arbitrary: fc.constant<Who>('org') },
  { weight: 9, arbitrary: fc.constant<Who>('attendee') },
  { weight: 1, arbitrary: fc.constant<Who>('anon') },
  { weight: 1, arbitrary: fc.constant<Who>('forged') },
);
const forgedHeaders = fc.constantFrom<Record<string, string>>(
  { authorization: 'Bearer not-a-token' },
  { authorization: 'Bearer' },
  { authorization: `Bearer ${'a'.repeat(5_000)}` },
  { authorization: 'Basic YTpi' },
  { authorization: 'Bearer a\u0000b' },
);
const ipArb = fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255)).map(([a, b, c]) => `10.${a}.${b}.${c}`);

export function requestArb(target: FuzzTarget, route: FuzzRoute): fc.Arbitrary<FuzzRequest> {
  const isUpload = route.method === 'POST' && route.url === '/api/v1/uploads';
  const body = isUpload ? fc.oneof({ weight: 4, arbitrary: multipartArb(target.image) }, { weight: 1, arbitrary: bodyArb(route, target.derive) }) : bodyArb(route, target.derive);
  // Signing out would end the fixture's sessions: that route is only called without one.
  const who = route.url.endsWith('/auth/logout') ? fc.constantFrom<Who>('anon', 'forged') : whoArb;
  return fc
    .record({
      who,
      forged: forgedHeaders,
      companyHeader: fc.oneof(
        { weight: 9, arbitrary: fc.constant<string | undefined>(undefined) },
        { weight: 1, arbitrary: fc.constantFrom('not-a-uuid', '00000000-0000-4000-8000-000000000000', '') },
      ),
      params: paramsArb(route, target.derive),
      query: queryArb(route, target.derive),
      body,
      ip: ipArb,
    })
    .map(({ who, forged, companyHeader, params, query, body, ip }) => {
      const headers: Record<string, string> = who === 'org' ? { ...target.headers.org } : who === 'attendee' ? { ...target.headers.attendee } : who === 'forged' ? { ...forged } : {};
      if (companyHeader !== undefined && who !== 'anon') headers['x-company-id'] = companyHeader;
      if (body.contentType !== undefined) headers['content-type'] = body.contentType;
      return {
        method: route.method,
        url: query.text ? `${params.url}?${query.text}` : params.url,
        headers,
        ...(body.payload !== undefined ? { payload: body.payload } : {}),
        remoteAddress: ip,
        who,
        notes: [...params.notes, ...query.notes, ...body.notes, ...(companyHeader !== undefined ? [`x-company-id = ${desc(companyHeader)}`] : [])],
      };
    });
}

/** Requests that belong to no route: unknown methods, broken URLs. */
export function strayRequestArb(target: FuzzTarget): fc.Arbitrary<FuzzRequest> {
  const urls = fc.oneof(
    fc.constantFrom(...target.routes.map((r) => r.url.replace(/:[a-zA-Z]+|\*/g, 'x'))),
    fc.constantFrom(
      '/api/v1/public/events/a%00b',
      '/api/v1/public/events/%E0%A4%A',
      `/api/v1/public/events/${'a'.repeat(101)}`,
      '/api/v1/%',
      '/api/v1/%00',
      '/api/v1//health',
      '/api/v1/health/',
      '/api/v1/health?%',
      '/api/v1/../v1/health',
      '/api/v1/./health',
      '/api/v2/health',
      '/api',
      '/api/',
      '/api/v1/events/%C0%80/attendees',
      `/api/v1/${'a/'.repeat(2_000)}`,
      `/api/v1/health?${'a=1&'.repeat(5_000)}`,
      '/api/v1/health#frag',
      '/media/%00',
      '/media/..%2F..%2Fetc%2Fpasswd',
      '/media/%E0%A4%A',
      '/media/x.webp',
    ),
  );
  return fc
    .record({ url: urls, method: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'SEARCH', 'PROPFIND', 'MKCOL'), who: fc.constantFrom<Who>('org', 'anon'), ip: ipArb })
    .map(({ url, method, who, ip }) => ({
      method,
      url,
      headers: who === 'org' ? { ...target.headers.org } : {},
      remoteAddress: ip,
      who,
      notes: ['stray request'],
    }));
}

const UNSTORABLE = englishError('unstorableValue');

/** What is wrong with an answer, if anything. */
export function problemOf(req: FuzzRequest, status: number, body: string, contentType: string | undefined): string | undefined {
  if (status >= 500) return `${status}`;
  if (status < 400 || req.method === 'HEAD') return undefined;
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return `${status} body is not JSON`;
  }
  const parsed = ErrorObjectSchema.safeParse(json);
  if (!parsed.success) return `${status} body is not the error object`;
  if ((json as { code?: unknown }).code !== status) return `${status} body has code ${String((json as { code?: unknown }).code)}`;
  if (!contentType?.startsWith('application/json')) return `${status} content-type ${contentType}`;
  // The server's last resort when PostgreSQL refuses a value: a contract is missing a rule.
  if (parsed.data.message === UNSTORABLE) return `${status} from the database, not the contracts`;
  return undefined;
}

export interface FuzzOptions {
  /** Requests per route (stray requests get the same number once more). */
  perRoute: number;
  seed?: number;
  /** Keep at most this many findings per route and problem. */
  keep?: number;
  onProgress?: (done: number, total: number) => void;
}

export async function runContractFuzz(target: FuzzTarget, opts: FuzzOptions): Promise<FuzzReport> {
  const seed = opts.seed ?? Date.now() % 2 ** 31;
  const started = performance.now();
  const report: FuzzReport = { seed, requests: 0, serverErrors: 0, nonShape: 0, dbRefusals: 0, byStatus: {}, byRoute: {}, msByRoute: {}, slowest: [], findings: [], ms: 0 };
  const kept = new Map<string, number>();
  const groups: { name: string; arb: fc.Arbitrary<FuzzRequest> }[] = [
    ...target.routes.map((r) => ({ name: `${r.method} ${r.url}`, arb: requestArb(target, r) })),
    { name: 'stray', arb: strayRequestArb(target) },
  ];
  const total = groups.length * opts.perRoute;
  for (const [i, group] of groups.entries()) {
    const groupStarted = performance.now();
    const requests = fc.sample(group.arb, { numRuns: opts.perRoute, seed: seed + i });
    for (const req of requests) {
      const sent = performance.now();
      const res = await target.t.app.inject({
        method: req.method as 'GET',
        url: req.url,
        headers: req.headers,
        remoteAddress: req.remoteAddress,
        ...(req.payload !== undefined ? { payload: req.payload } : {}),
      });
      report.requests++;
      const took = performance.now() - sent;
      if (report.slowest.length < 10 || took > report.slowest[report.slowest.length - 1]!.ms) {
        report.slowest.push({ ms: Math.round(took), route: group.name, status: res.statusCode, notes: req.notes });
        report.slowest.sort((a, b) => b.ms - a.ms).splice(10);
      }
      report.byStatus[res.statusCode] = (report.byStatus[res.statusCode] ?? 0) + 1;
      report.byRoute[group.name] = (report.byRoute[group.name] ?? 0) + 1;
      const ct = res.headers['content-type'];
      const problem = problemOf(req, res.statusCode, res.body, typeof ct === 'string' ? ct : undefined);
      if (problem) {
        if (res.statusCode >= 500) report.serverErrors++;
        else if (problem.includes('database')) report.dbRefusals++;
        else report.nonShape++;
        const key = `${group.name} ${problem}`;
        const n = kept.get(key) ?? 0;
        if (n < (opts.keep ?? 3)) report.findings.push({ route: group.name, problem, request: req, status: res.statusCode, body: res.body });
        kept.set(key, n + 1);
      }
      opts.onProgress?.(report.requests, total);
    }
    report.msByRoute[group.name] = Math.round(performance.now() - groupStarted);
  }
  report.ms = Math.round(performance.now() - started);
  return report;
}

/** A finding as text: method, URL, body and the answer, cut to a readable length. */
export function describeFinding(f: FuzzFinding): string {
  const body = f.request.payload === undefined ? '(none)' : typeof f.request.payload === 'string' ? short(f.request.payload, 300) : `<${f.request.payload.length} bytes>`;
  return [
    `${f.problem} on ${f.route}`,
    `  request: ${f.request.method} ${short(f.request.url, 300)} as ${f.request.who}`,
    `  headers: ${short(JSON.stringify({ ...f.request.headers, authorization: f.request.headers.authorization ? '…' : undefined }), 200)}`,
    `  body: ${body}`,
    `  broken: ${f.request.notes.join('; ') || '(nothing: a plausible request)'}`,
    `  answer: ${f.status} ${short(f.body, 400)}`,
  ].join('\n');
}

export function summarize(r: FuzzReport): string {
  const statuses = Object.entries(r.byStatus)
    .map(([s, n]) => `${s}: ${n}`)
    .join(', ');
  return (
    `${r.requests} requests in ${(r.ms / 1000).toFixed(1)} s (seed ${r.seed}): ${r.serverErrors} 5xx, ${r.nonShape} outside the error shape, ` +
    `${r.dbRefusals} refused by the database rather than a contract; by status ${statuses}`
  );
}
