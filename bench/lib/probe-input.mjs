/** Items 5-7 of the security probe (decision 008) from outside: bad input is a 4xx naming the field, every answer is the error object, authentication first. */
import { check, fieldsOf, figures, http, isErrorShape, probe, raw, setup } from './probe-client.mjs';

/** 5: NUL bytes, year 0000 and broken multipart bodies are 400s naming the field. */
export async function badInput({ ana, org, group }) {
  const { base, event, run } = probe;
  const expect400 = (name, r, field, key) =>
    check(5, name, `400 naming ${field} (${key})`, `${r.status} ${JSON.stringify(fieldsOf(r.json))}`, r.status === 400 && isErrorShape(r.json, 400) && fieldsOf(r.json)[field] === key);
  const board = `/api/v1/events/${event}/attendee/groups/${group.id}`;
  const asOrg = { token: org.token, company: org.company };
  expect400('NUL in a path, no session: /public/events/a%00b', await http(base, 'GET', '/api/v1/public/events/a%00b'), 'slug', 'invalidCharacter');
  expect400('NUL in a query: /events/:event/attendees?q=a%00b', await http(base, 'GET', `/api/v1/events/${event}/attendees?q=a%00b`, { token: ana.token }), 'q', 'invalidCharacter');
  expect400('NUL in a query of a route without schema: /interests?x=%00', await http(base, 'GET', '/api/v1/interests?x=%00'), 'x', 'invalidCharacter');
  expect400('NUL in a query, no session: /auth/callback?email=a%00b@x.io', await setup(base, 'GET', '/api/v1/auth/callback?email=a%00b%40x.io&code=123456'), 'email', 'invalidCharacter');
  expect400('NUL in a body, no session: POST /auth/login', await setup(base, 'POST', '/api/v1/auth/login', { json: { email: 'a\u0000b@x.io', password: 'x' } }), 'email', 'invalidCharacter');
  expect400(
    'NUL in a body: POST /events/:event/groups',
    await http(base, 'POST', `/api/v1/events/${event}/groups`, { ...asOrg, json: { name: 'Night\u0000owls', icon: '🦉' } }),
    'name',
    'invalidCharacter',
  );
  const key = await http(base, 'POST', `${board}/messages`, { token: ana.token, json: { body: 'hi', ['x\u0000']: 1 } });
  check(
    5,
    'NUL in an unknown body key: POST board message',
    'dropped by the contract (2xx) or 400; never 5xx',
    `${key.status}`,
    key.status < 300 || (key.status === 400 && isErrorShape(key.json, 400)),
  );
  const newEvent = { name: `Probe ${run}`, startDate: '0000-01-01', endDate: '2099-01-02', location: 'Hall', organizerUsername: 'organiser', timeZone: 'UTC' };
  expect400('year 0000: POST /company/events', await http(base, 'POST', '/api/v1/company/events', { ...asOrg, json: newEvent }), 'startDate', 'dateOutOfRange');
  expect400('year 0000 in a query: board ?changedSince=0000-…', await http(base, 'GET', `${board}/messages?changedSince=0000-01-01T00:00:00Z`, { token: ana.token }), 'changedSince', 'dateOutOfRange');
  expect400(
    'gathering on 0000-06-11',
    await http(base, 'POST', `${board}/gatherings`, { token: ana.token, json: { title: 'Old', startDate: '0000-06-11', startHour: '09:00', location: 'Park' } }),
    'startDate',
    'dateOutOfRange',
  );
  const upload = (type, body) => http(base, 'POST', '/api/v1/uploads', { ...asOrg, headers: { 'content-type': type }, raw: body });
  expect400('multipart without a boundary', await upload('multipart/form-data', 'garbage'), 'file', 'unreadableUpload');
  expect400(
    'multipart body that never ends',
    await upload('multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc'),
    'file',
    'unreadableUpload',
  );
  expect400('multipart of garbage', await upload('multipart/form-data; boundary=x', 'garbage'), 'file', 'unreadableUpload');
}

/** 6: answers from before any route (encoding, lengths, Node's parser, /ws) are the error object too. */
export async function errorShapes({ ana }) {
  const { base, event } = probe;
  const shaped = (name, r, status) =>
    check(6, name, `${status} in the error shape`, `${r.status} ${r.json ? Object.keys(r.json).join(',') : r.text.slice(0, 50)}`, r.status === status && isErrorShape(r.json, status));
  const get = (path, extra = '') => raw(base, `GET ${path} HTTP/1.1\r\nHost: x\r\n${extra}Connection: close\r\n\r\n`);
  shaped('bad URL encoding in the path', await get('/api/v1/public/events/%E0%A4%A'), 400);
  // Fastify's query parser keeps a malformed escape as text: a normal answer, or a 400 in the shape.
  for (const path of ['/api/v1/interests?q=%E0%A4%A', `/api/v1/events/${event}/attendees?q=%E0%A4%A&limit=%ZZ`]) {
    const r = await http(base, 'GET', path, { token: ana.token });
    check(
      6,
      `bad URL encoding in a query: ${path.split('/v1')[1]}`,
      '2xx, or 400 in the error shape',
      `${r.status} ${r.json?.name ?? 'list'}`,
      (r.status === 200 && r.json) || (r.status === 400 && isErrorShape(r.json, 400)),
    );
  }
  shaped('over-long path parameter (101 chars)', await http(base, 'GET', `/api/v1/public/events/${'a'.repeat(101)}`), 414);
  shaped('over-long path parameter (5,000 chars)', await http(base, 'GET', `/api/v1/public/events/${'a'.repeat(5000)}`), 414);
  shaped('huge query (20 kB)', await get(`/api/v1/health?q=${'a'.repeat(20_000)}`), 431);
  shaped('huge header (20 kB)', await get('/api/v1/health', `X-Big: ${'a'.repeat(20_000)}\r\n`), 431);
  shaped('unparsable request', await raw(base, 'HELLO THERE\r\n\r\n'), 400);
  shaped('GET /ws without upgrade', await http(base, 'GET', '/ws'), 426);
  shaped('unknown API path', await http(base, 'GET', '/api/v1/nope'), 404);
  shaped('unknown method', await http(base, 'PROPFIND', '/api/v1/health'), 404);
  shaped('broken JSON body', await http(base, 'POST', '/api/v1/auth/forgot-password', { headers: { 'content-type': 'application/json' }, raw: '{"email":' }), 400);
  shaped('body over 1 MB', await http(base, 'POST', '/api/v1/auth/forgot-password', { json: { email: 'a'.repeat(1_100_000) } }), 413);
  shaped('unsupported content type', await http(base, 'POST', '/api/v1/auth/forgot-password', { headers: { 'content-type': 'application/xml' }, raw: '<a/>' }), 415);
}

/** Routes anyone may call (decision 007; the authorisation matrix's `open` rows). */
const PUBLIC = new Set([
  'GET /api/v1/health',
  'GET /api/v1/interests',
  'GET /api/v1/public/events/{slug}',
  'GET /api/v1/auth/callback',
  'POST /api/v1/auth/register',
  'POST /api/v1/auth/verify',
  'POST /api/v1/auth/resend-code',
  'POST /api/v1/auth/login',
  'POST /api/v1/auth/forgot-password',
  'POST /api/v1/auth/reset-password/verify',
  'POST /api/v1/auth/reset-password',
  'GET /api/v1/events/{event}/calendar.ics',
  'GET /api/v1/calendar/{token}.ics',
]);

/** Every operation the API documents (/api/docs/json). */
export async function operations() {
  const spec = (await http(probe.base, 'GET', '/api/docs/json')).json;
  return Object.entries(spec.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => ({ method: m.toUpperCase(), path })));
}

/** 7: without a session, every guarded route answers 401 before it looks at params, query or body. */
export async function authenticationFirst(ops) {
  const guarded = ops.filter((o) => !PUBLIC.has(`${o.method} ${o.path}`));
  const wrong = [];
  let sent = 0;
  for (const o of guarded) {
    const url = `${o.path.replace(/\{(\w+)\}/g, 'not-an-id')}?page=0&limit=x&q=%00`;
    const variants =
      o.method === 'GET'
        ? [{}, { token: 'not-a-session' }]
        : [{ headers: { 'content-type': 'application/json' }, raw: '{"broken":' }, { json: { name: 5, email: [], startDate: '0000-01-01' } }, { json: {}, token: 'not-a-session' }];
    for (const v of variants) {
      sent++;
      const r = await http(probe.base, o.method, url, v);
      if (r.status !== 401 || !isErrorShape(r.json, 401)) wrong.push(`${o.method} ${o.path} -> ${r.status}`);
    }
  }
  figures.guardedRoutes = guarded.length;
  check(
    7,
    `no session, invalid params/query/body: ${guarded.length} guarded routes, ${sent} requests`,
    '401 in the error shape, every one',
    wrong.length ? `${wrong.length} not: ${wrong.slice(0, 6).join('; ')}` : `${sent} x 401`,
    !wrong.length && guarded.length >= 20,
  );
}

/** 5/6: a small fuzz from outside: every operation broken a few ways, as a visitor and as a new attendee. */
export async function outsideFuzz(ops, attendee) {
  const { base, event } = probe;
  const paths = [
    (p) => p.replace(/\{\w+\}/g, 'a%00b'),
    (p) => p.replace(/\{\w+\}/g, '%E0%A4%A'),
    (p) => p.replace(/\{\w+\}/g, 'x'.repeat(150)),
    (p) => `${p.replace(/\{event\}/g, event).replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000')}?limit=1e400&page=-1&q=a&q=b&changedSince=0000-01-01`,
  ];
  const bodies = [
    undefined,
    { raw: '[[[[[[[[', headers: { 'content-type': 'application/json' } },
    { json: { email: 'a\u0000', name: { $gt: '' }, startDate: '0000-01-01', labels: Array(3000).fill('x') } },
  ];
  let sent = 0;
  const bad = [];
  const byStatus = {};
  // Signing itself out would leave the rest of the run anonymous.
  for (const o of ops.filter((x) => x.path !== '/api/v1/auth/logout')) {
    for (const path of paths) {
      for (const token of [undefined, attendee.token]) {
        const body = ['GET', 'DELETE'].includes(o.method) ? undefined : bodies[sent % bodies.length];
        const r = await http(base, o.method, path(o.path), { ...body, token });
        sent++;
        byStatus[r.status] = (byStatus[r.status] ?? 0) + 1;
        if (r.status >= 500 || (r.status >= 400 && !isErrorShape(r.json, r.status))) bad.push(`${o.method} ${path(o.path).slice(0, 80)} -> ${r.status}`);
      }
    }
  }
  figures.outsideFuzz = { requests: sent, fivexx: bad.filter((b) => / -> 5\d\d$/.test(b)).length, outsideShape: bad.length };
  check(
    '5/6',
    `outside fuzz: ${sent} broken requests over ${ops.length} operations`,
    '0 5xx, 0 outside the error shape',
    `${bad.length} bad; ${JSON.stringify(byStatus)}${bad.length ? `: ${bad.slice(0, 4).join('; ')}` : ''}`,
    !bad.length,
  );
}
