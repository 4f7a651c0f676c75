/**
 * Abuse from outside (decision 030): push endpoints that lead inside, reporting after a block, and
 * ask / withdraw / ask again. Uses the demo people mei, lucas, sam and noa: run on scratch servers.
 */
import crypto from 'node:crypto';
import nodeHttp from 'node:http';
import { check, figures, http, login, probe, sleep, socketFor, subscribe, until, verifiedAccount } from './probe-client.mjs';

/** A local HTTP server that counts what reaches it. */
async function localServer(answer) {
  const hits = [];
  const server = nodeHttp.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      hits.push(req.url);
      answer(res);
    });
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return { hits, url: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((r) => server.close(r)) };
}
const keys = () => {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: crypto.randomBytes(16).toString('base64url') };
};
const api = (method, path, who, json) => http(probe.base, method, `/api/v1${path}`, { token: who.token, ...(json ? { json } : {}) });
const ev = (path) => `/events/${probe.event}${path}`;

/** Item 8: endpoints refused by their text; a push never follows a redirect inside. */
export async function pushEndpoints() {
  const mei = await login(probe.base, 'mei@mingle.demo');
  const pushOn = (await api('GET', ev('/notification-settings'), mei)).json?.pushPublicKey;
  const bad = ['https://localhost.:9558/', 'https://metadata.google.internal/x', 'https://169.254.169.254/latest/meta-data/iam', 'https://[::ffff:a9fe:a9fe]/latest/meta-data', 'http://10.0.0.5/push'];
  const answers = [];
  for (const endpoint of bad) {
    const r = await api('POST', '/me/push-subscriptions', mei, { endpoint, keys: keys() });
    answers.push(`${r.status}${r.json?.issues?.[0]?.field ? ` ${r.json.issues[0].field}` : ''}`);
  }
  check(
    'A8',
    'internal push endpoints refused at subscribe (trailing dot, metadata, IP)',
    pushOn ? '400 endpoint x5' : '404 x5 (no pushes)',
    answers.join(', '),
    answers.every((a) => (pushOn ? a === '400 endpoint' : a.startsWith('404'))),
  );

  const inside = await localServer((res) => res.end('{"secret":"credentials"}'));
  const redirector = await localServer((res) => {
    res.writeHead(302, { location: `${inside.url}/latest/meta-data/iam` });
    res.end();
  });
  try {
    const noa = await login(probe.base, 'noa@mingle.demo');
    const sub = await api('POST', '/me/push-subscriptions', noa, { endpoint: `${redirector.url}/push/${probe.run}`, keys: keys() });
    if (sub.status !== 201) {
      // Production: a loopback endpoint is not taken at all, which is the same protection; a server
      // without push keys has no subscriptions to take.
      const pushOn = (await api('GET', ev('/notification-settings'), noa)).json?.pushPublicKey;
      const expected = !pushOn ? '404 (no pushes)' : probe.production ? '400 endpoint' : '201 (outside production)';
      const field = sub.json?.issues?.[0]?.field;
      check('A8', 'a push endpoint on this machine', expected, `${sub.status} ${field ?? ''}`, !pushOn ? sub.status === 404 : probe.production && sub.status === 400 && field === 'endpoint');
      return;
    }
    // A new account each run, so its request is new and rings noa.
    const asker = await verifiedAccount(probe.base, { join: probe.event });
    const asked = await api('POST', ev('/connections'), asker, { initiatorId: noa.userId });
    await until(() => redirector.hits.length, 5000);
    await sleep(1000); // a followed redirect would arrive right after the 302
    check(
      'A8',
      'a push answered 302 to an inside address is not followed',
      'endpoint hit 1, inside 0',
      `ask ${asked.status}; endpoint ${redirector.hits.length}, inside ${inside.hits.length}`,
      redirector.hits.length === 1 && inside.hits.length === 0,
    );
  } finally {
    await Promise.all([inside.close(), redirector.close()]);
  }
}

/** Item 9: after mei blocks lucas, she reports his chat message and profile; others still cannot. */
export async function reportAfterBlock() {
  const mei = await login(probe.base, 'mei@mingle.demo');
  const lucas = await login(probe.base, 'lucas@mingle.demo');
  const yuki = await login(probe.base, 'yuki@mingle.demo');
  const code = (await api('POST', ev('/connections/codes'), lucas)).json.codes[0].code;
  const met = await api('POST', ev('/connections'), mei, { initiatorId: lucas.userId, code });
  const connectionId = met.json?.connection?.connectionId;
  const said = await api('POST', ev(`/connections/${connectionId}/messages`), lucas, { body: `Answer me or else ${probe.run}` });
  const block = await api('POST', ev('/blocks'), mei, { userId: lucas.userId });
  const chat = await api('POST', ev('/reports'), mei, { kind: 'chat-message', targetId: said.json?.id, reason: 'Threats' });
  const profile = await api('POST', ev('/reports'), mei, { kind: 'profile', targetId: lucas.userId, reason: 'Harassment' });
  check(
    'A9',
    'block, then report their chat message and profile',
    'block 201, reports 201 201',
    `connect ${met.status}, block ${block.status}, reports ${chat.status} ${profile.status}`,
    block.status === 201 && chat.status === 201 && profile.status === 201,
  );
  const stranger = await api('POST', ev('/reports'), yuki, { kind: 'chat-message', targetId: said.json?.id });
  const blocked = await api('POST', ev('/reports'), lucas, { kind: 'profile', targetId: mei.userId });
  check('A9', 'a stranger cannot report that chat; the blocked one cannot report the blocker', '404 404', `${stranger.status} ${blocked.status}`, stranger.status === 404 && blocked.status === 404);
}

/** Item 10: 20 ask / withdraw cycles ring the other person once; new requests are capped per hour. */
export async function askWithdrawAsk() {
  const sam = await login(probe.base, 'sam@mingle.demo');
  const ines = await login(probe.base, 'ines@mingle.demo');
  const eventId = (await http(probe.base, 'GET', `/api/v1/public/events/${probe.event}`)).json.id;
  const pushes = await localServer((res) => {
    res.statusCode = 201;
    res.end();
  });
  try {
    const devices = [];
    for (const n of [1, 2, 3]) devices.push((await api('POST', '/me/push-subscriptions', ines, { endpoint: `${pushes.url}/push/${probe.run}-${n}`, keys: keys() })).status);
    const socket = await socketFor(probe.base, ines.token);
    const sub = await subscribe(socket, { kind: 'person', event: eventId, userId: ines.userId });
    const cycles = 20;
    const statuses = new Set();
    for (let i = 0; i < cycles; i++) {
      const asked = await api('POST', ev('/connections'), sam, { initiatorId: ines.userId });
      statuses.add(asked.status);
      statuses.add((await api('DELETE', ev(`/connection-requests/${asked.json?.request?.requestId}`), sam)).status);
    }
    await sleep(1500);
    const nudges = socket.received.filter((x) => x.m.type === 'change' && x.m.from?.userId === sam.userId).length;
    socket.ws.close();
    const pushed = devices.every((s) => s === 201) ? pushes.hits.length : undefined;
    figures.pushesBy20AskWithdrawCycles = pushed ?? 'n/a (no local push service in production)';
    figures.nudgesBy20AskWithdrawCycles = nudges;
    check(
      'A10',
      `${cycles} ask/withdraw cycles reach the other person once`,
      `nudges 1, pushes ${devices.length} (1 a device)`,
      `answers ${[...statuses].join('/')}; ${sub}; nudges ${nudges}, pushes ${pushed ?? 'n/a'}`,
      nudges === 1 && (pushed === undefined || pushed === devices.length),
    );

    // The hour's budget: the cycles above used 20 of it.
    let answer;
    let sent = cycles;
    for (; sent < 100; sent++) {
      answer = await api('POST', ev('/connections'), sam, { initiatorId: ines.userId });
      if (answer.status !== 202) break;
      await api('DELETE', ev(`/connection-requests/${answer.json.request.requestId}`), sam);
    }
    figures.connectionRequestsPerHourAllowed = sent;
    check(
      'A10',
      'new connection requests per sender are capped per hour',
      '429 after 30, Retry-After',
      `${answer?.status} after ${sent}, Retry-After ${answer?.headers.get('retry-after')}`,
      answer?.status === 429 && sent === 30 && Number(answer.headers.get('retry-after')) > 0,
    );
  } finally {
    await pushes.close();
  }
}
