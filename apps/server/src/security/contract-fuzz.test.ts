import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { RouteOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorObjectSchema } from '@mingle/contracts';
import { createTestApp, type TestApp } from '../test/app.js';
import { multipart } from '../test/users.js';
import { describeFinding, fuzzTarget, runContractFuzz, summarize, type FuzzTarget } from '../test/contract-fuzz.js';

/**
 * Bad input is a 4xx naming the field, never a 5xx, and every answer of the API is the error object
 * of the contracts (decision 008). The fuzz derives requests from each route's zod
 * contracts, breaks them, and sends them as a company member and as an attendee of a real event.
 * FUZZ_SEED and FUZZ_PER_ROUTE vary a run; bench/contract-fuzz.ts runs longer ones.
 */

const MIN_REQUESTS = 10_000;
let t: TestApp;
let target: FuzzTarget;
let event: string;

beforeAll(async () => {
  const table: RouteOptions[] = [];
  // The general per-user API throttle would answer most of the run with 429s.
  t = await createTestApp(
    { API_RATE_LIMIT: '1000000' },
    // A value the contracts would never let through, handed to the database as it is (left out of the fuzz).
    (app) => app.get('/api/v1/__unstorable', { schema: { hide: true } }, async () => t.database.db.execute(sql`select ${'a\u0000b'}::text as v`)),
    (r) => table.push(r),
  );
  target = await fuzzTarget(t, table);
  event = target.derive.samples!.event![0] as string;
});
afterAll(() => t.close());

const org = () => target.headers.org;
const attendee = () => target.headers.attendee;

async function refusal(res: { statusCode: number; json(): unknown }, status = 400) {
  expect(res.statusCode).toBe(status);
  const body = ErrorObjectSchema.parse(res.json());
  expect(body.code).toBe(status);
  return body;
}
const fields = (body: { issues?: { field: string; key: string }[] }) => Object.fromEntries((body.issues ?? []).map((i) => [i.field, i.key]));

describe('bad input is a 4xx naming the field', () => {
  it('refuses a NUL character in a path, a query or a body, naming the field', async () => {
    const inPath = await refusal(await t.app.inject({ method: 'GET', url: '/api/v1/public/events/a%00b' }));
    expect(fields(inPath)).toEqual({ slug: 'invalidCharacter' });
    expect(inPath.message).toBe('slug: This text contains a character that is not allowed');

    const inQuery = await refusal(await t.app.inject({ method: 'GET', url: `/api/v1/events/${event}/attendees?q=a%00b`, headers: attendee() }));
    expect(fields(inQuery)).toEqual({ q: 'invalidCharacter' });

    const inBody = await t.app.inject({
      method: 'POST',
      url: `/api/v1/events/${event}/groups`,
      headers: org(),
      payload: { name: 'Night\u0000owls', icon: '🦉', labels: ['ok', 'b\u0000d'] },
    });
    expect(fields(await refusal(inBody))).toEqual({ name: 'invalidCharacter', 'labels.1': 'invalidCharacter' });

    // Where no contract speaks (a route without a schema), the server's own guard names the field.
    const unschemed = await refusal(await t.app.inject({ method: 'GET', url: '/api/v1/interests?x=%00' }));
    expect(fields(unschemed)).toEqual({ x: 'invalidCharacter' });
  });

  it('refuses year 0000 and days outside 1900-9999, naming the field', async () => {
    const base = { name: 'Old', startDate: '2099-01-01', endDate: '2099-01-02', location: 'Hall', organizerUsername: 'org', timeZone: 'UTC' };
    const zero = await t.app.inject({ method: 'POST', url: '/api/v1/company/events', headers: org(), payload: { ...base, startDate: '0000-01-01' } });
    expect(fields(await refusal(zero))).toEqual({ startDate: 'dateOutOfRange' });
    const early = await t.app.inject({ method: 'PATCH', url: `/api/v1/company/events/${event}`, headers: org(), payload: { endDate: '1899-12-31' } });
    expect(fields(await refusal(early))).toEqual({ endDate: 'dateOutOfRange' });
    const far = await t.app.inject({ method: 'PATCH', url: `/api/v1/company/events/${event}`, headers: org(), payload: { endDate: '10000-01-01' } });
    expect(fields(await refusal(far))).toHaveProperty('endDate'); // not a YYYY-MM-DD day at all
    const since = await t.app.inject({
      method: 'GET',
      url: `/api/v1/events/${event}/connections/00000000-0000-4000-8000-000000000000/messages?changedSince=0000-01-01T00:00:00Z`,
      headers: attendee(),
    });
    expect(fields(await refusal(since))).toEqual({ changedSince: 'dateOutOfRange' });
  });

  it('refuses a malformed multipart upload with a 400 naming the file', async () => {
    const unreadable = [
      { 'content-type': 'multipart/form-data' }, // no boundary
      { 'content-type': 'multipart/form-data; boundary=x' }, // a body that never ends
    ];
    for (const headers of unreadable) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/uploads', headers: { ...org(), ...headers }, payload: 'garbage' });
      expect(fields(await refusal(res))).toEqual({ file: 'unreadableUpload' });
    }
    const { payload, headers } = multipart({ kind: 'logo' });
    const cut = await t.app.inject({ method: 'POST', url: '/api/v1/uploads', headers: { ...org(), ...headers }, payload: payload.subarray(0, payload.length - 8) });
    expect(fields(await refusal(cut))).toEqual({ file: 'unreadableUpload' });
  });

  it('answers deep JSON, numbers out of range, huge arrays, bad UUIDs and repeated query keys with a 4xx', async () => {
    const json = { ...org(), 'content-type': 'application/json' };
    const deep = await t.app.inject({ method: 'POST', url: `/api/v1/events/${event}/groups`, headers: json, payload: `${'['.repeat(100_000)}${']'.repeat(100_000)}` });
    await refusal(deep);
    const big = await t.app.inject({ method: 'POST', url: `/api/v1/events/${event}/groups/auto`, headers: json, payload: '{"targetSize":1e400}' });
    expect(fields(await refusal(big))).toHaveProperty('targetSize');
    const many = await t.app.inject({
      method: 'POST',
      url: `/api/v1/events/${event}/groups`,
      headers: org(),
      payload: { name: 'Many', icon: '🎉', labels: Array.from({ length: 50_000 }, () => 'x') },
    });
    expect(fields(await refusal(many))).toEqual({ labels: 'tooLong' });
    const uuid = await t.app.inject({ method: 'GET', url: `/api/v1/events/${event}/attendee/groups/not-a-uuid/me`, headers: attendee() });
    expect(fields(await refusal(uuid))).toEqual({ groupId: 'invalidValue' });
    const twice = await t.app.inject({ method: 'GET', url: '/api/v1/places?q=Lis&q=Par', headers: attendee() });
    expect(fields(await refusal(twice))).toEqual({ q: 'invalidValue' });
  });
});

describe('every answer is the error object', () => {
  it('turns what the database refuses as data (SQLSTATE class 22) into a 400, the last resort behind the contracts', async () => {
    const body = await refusal(await t.app.inject({ method: 'GET', url: '/api/v1/__unstorable' }));
    expect(body).toMatchObject({ name: 'ValidationException', message: 'Some of this input cannot be stored. Check the values and try again.' });
    expect(body.stack).toBeUndefined();
  });

  it('covers a URL that does not decode, an over-long parameter and an unsupported content type', async () => {
    const badUrl = await refusal(await t.app.inject({ method: 'GET', url: '/api/v1/public/events/%E0%A4%A' }));
    expect(badUrl).toMatchObject({ name: 'ValidationException', path: '/api/v1/public/events/%E0%A4%A' });
    const long = await refusal(await t.app.inject({ method: 'GET', url: `/api/v1/public/events/${'a'.repeat(101)}` }), 414);
    expect(long.name).toBe('URITooLongException');
    const xml = await t.app.inject({ method: 'POST', url: `/api/v1/events/${event}/groups`, headers: { ...org(), 'content-type': 'application/xml' }, payload: '<a/>' });
    expect((await refusal(xml, 415)).name).toBe('UnsupportedMediaTypeException');
  });

  it("covers what Node's HTTP parser refuses: over-large headers (431) and unparsable requests (400)", async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const raw = (request: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = net.connect({ port, host: '127.0.0.1' }, () => socket.write(request));
        let answer = '';
        socket.on('data', (d) => (answer += d.toString()));
        socket.on('close', () => resolve(answer));
        socket.on('error', (err) => (answer ? resolve(answer) : reject(err)));
      });
    const parse = (answer: string) => {
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      return { status: Number(head.split(' ')[1]), head, body: ErrorObjectSchema.parse(JSON.parse(body)) };
    };
    const huge = parse(await raw(`GET /api/v1/health?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`));
    expect(huge.status).toBe(431);
    expect(huge.body).toMatchObject({ code: 431, name: 'RequestHeaderFieldsTooLargeException' });
    expect(huge.head.toLowerCase()).toContain('content-type: application/json');
    const garbage = parse(await raw('HELLO THERE\r\n\r\n'));
    expect(garbage.body).toMatchObject({ code: 400, name: 'ValidationException' });
  });
});

describe('contract fuzz', () => {
  it(`answers ${MIN_REQUESTS.toLocaleString('en-US')}+ broken requests over every route below 500, in the error shape`, async () => {
    const perRoute = Number(process.env.FUZZ_PER_ROUTE) || Math.ceil(MIN_REQUESTS / (target.routes.length + 1));
    const report = await runContractFuzz(target, { perRoute, seed: Number(process.env.FUZZ_SEED) || 20_261_123 });
    console.log(summarize(report));
    if (process.env.FUZZ_VERBOSE)
      console.log(
        report.slowest,
        Object.entries(report.msByRoute)
          .sort((a, b) => b[1] - a[1])
          .slice(0, 15),
      );
    if (report.findings.length) expect.fail(`${summarize(report)}\n\n${report.findings.map(describeFinding).join('\n\n')}`);
    expect(target.routes.length).toBeGreaterThan(50);
    if (!process.env.FUZZ_PER_ROUTE) expect(report.requests).toBeGreaterThanOrEqual(MIN_REQUESTS);
  }, 300_000);
});
