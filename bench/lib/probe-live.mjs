/** Item 4 of the security probe (decision 007, live connections) from outside: ended sessions stop their sockets, floods are closed, origins are ours. */
import { CODE, check, figures, http, login, probe, setup, sleep, socketFor, subscribe, until, verifiedAccount, waitMail, wsOpen } from './probe-client.mjs';

const events = (c) => c.received.filter((x) => x.m.type === 'event');
const post = (path, token, body) => http(probe.base, 'POST', `/api/v1/events/${probe.event}${path}`, { token, json: { body } });

/** Returns what the input checks reuse: an attendee and an organiser session and a board. */
export async function liveConnections() {
  const { base, demo, event } = probe;
  const ana1 = await login(base, demo.ana);
  const ana2 = await login(base, demo.ana);
  const kofi = await login(base, demo.kofi);
  const group = (await http(base, 'GET', `/api/v1/events/${event}/attendee/groups`, { token: ana1.token })).json.items.find((g) => g.isMember && g.canPost);
  const conns = (await http(base, 'GET', `/api/v1/events/${event}/connections`, { token: ana1.token })).json.items;
  const chat = conns.find((c) => c.other.userId === kofi.userId) ?? conns[0];
  const board = { kind: 'group', event, groupId: group.id };
  const s1 = await socketFor(base, ana1.token);
  const s2 = await socketFor(base, ana2.token);
  const subs = [await subscribe(s1, board), await subscribe(s1, { kind: 'chat', event, connectionId: chat.connectionId }), await subscribe(s2, board)];
  check(
    4,
    "ana's two sessions subscribe to her board (and one to her chat)",
    'subscribed x3',
    subs.join(','),
    subs.every((s) => s === 'subscribed'),
  );
  await post(`/attendee/groups/${group.id}/messages`, ana2.token, `probe before ${probe.run}`);
  await post(`/connections/${chat.connectionId}/messages`, kofi.token, `probe before ${probe.run}`);
  await until(() => events(s1).length >= 2);
  check(4, 'before logout the socket gets board and chat messages', '2 events', `${events(s1).length} events`, events(s1).length >= 2);
  const out = await http(base, 'POST', '/api/v1/auth/logout', { token: ana1.token });
  const answered = performance.now();
  await until(() => s1.closed);
  const ms = s1.closed && Math.max(0, Math.round(s1.closed.at - answered));
  figures.socketClosedAfterLogoutMs = ms;
  check(
    4,
    'logout ends the socket of that session',
    'closed 4401 within 1000 ms',
    s1.closed ? `logout ${out.status}, closed ${s1.closed.code} ${ms} ms after the answer` : 'open after 3 s',
    s1.closed?.code === 4401 && ms <= 1000,
  );
  const seen = events(s1).length;
  await post(`/attendee/groups/${group.id}/messages`, ana2.token, `probe after ${probe.run}`);
  await post(`/connections/${chat.connectionId}/messages`, kofi.token, `probe after ${probe.run}`);
  await sleep(800);
  check(
    4,
    'after logout: nothing more to it; her other session still gets the board',
    'ended +0, other 2',
    `ended +${events(s1).length - seen}, other ${events(s2).length}`,
    events(s1).length === seen && events(s2).length >= 2,
  );
  s2.ws.close();

  // A password reset ends every session of the account.
  const fresh = await verifiedAccount(base, { join: event });
  const eventId = (await http(base, 'GET', `/api/v1/public/events/${event}`)).json.id;
  const s3 = await socketFor(base, fresh.token);
  const sub = await subscribe(s3, { kind: 'event', event: eventId });
  const since = Date.now() - 5;
  await setup(base, 'POST', '/api/v1/auth/forgot-password', { json: { email: fresh.email } });
  const code = await waitMail(fresh.email, since, CODE);
  const grant = await setup(base, 'POST', '/api/v1/auth/reset-password/verify', { json: { email: fresh.email, code } });
  const reset = await setup(base, 'POST', '/api/v1/auth/reset-password', { json: { email: fresh.email, resetToken: grant.json?.resetToken, password: `${probe.password}x` } });
  const resetAt = performance.now();
  await until(() => s3.closed);
  const resetMs = s3.closed && Math.max(0, Math.round(s3.closed.at - resetAt));
  check(
    4,
    "password reset ends the account's sockets",
    'closed 4401 within 1000 ms',
    `${sub}; reset ${reset.status}; ${s3.closed ? `closed ${s3.closed.code} after ${resetMs} ms` : 'open'}`,
    sub === 'subscribed' && s3.closed?.code === 4401 && resetMs <= 1000,
  );

  const ana = await login(base, demo.ana);
  const org = await login(base, demo.organiser);
  await floods(ana, org, board);
  await origins(board);
  return { ana, org, group };
}

async function floods(ana, org, board) {
  const { base, event, run } = probe;
  const f = await socketFor(base, ana.token);
  for (let i = 0; i < 2000 && !f.closed; i++) f.send({ type: 'subscribe', channel: board });
  const health = [];
  for (let i = 0; i < 5; i++) health.push((await http(base, 'GET', '/api/v1/health')).ms);
  await until(() => f.closed);
  check(
    4,
    'subscribe flood (2000 messages at once)',
    'closed 4429; /health stays quick',
    `closed ${f.closed?.code ?? 'no'} (${f.closed?.reason ?? ''}); /health max ${Math.round(Math.max(...health))} ms`,
    f.closed?.code === 4429,
  );
  const ids = [];
  for (let i = 0; i < 51; i++) {
    const g = await http(base, 'POST', `/api/v1/events/${event}/groups`, { token: org.token, company: org.company, json: { name: `Probe ${run} ${i}`, icon: '🧪' } });
    if (g.status === 201) ids.push(g.json.id);
  }
  const o = await socketFor(base, org.token, org.company);
  const answers = [];
  for (const groupId of ids) {
    answers.push(await subscribe(o, { kind: 'group', event, groupId }));
    if (o.closed) break;
    await sleep(110); // under 10 messages a second: only the subscription count can close it
  }
  const ok = answers.filter((a) => a === 'subscribed').length;
  check(
    4,
    `${ids.length} subscriptions on one socket, under 10/s`,
    '50 subscribed, then closed 4429',
    `${ok} subscribed, then ${o.closed ? `closed ${o.closed.code} (${o.closed.reason})` : answers.at(-1)}`,
    ok === 50 && o.closed?.code === 4429,
  );
}

async function origins(board) {
  const { base, allowedOrigin, production } = probe;
  const sameHost = await wsOpen(base, { origin: 'http://evil.example', host: 'evil.example' });
  check(4, 'foreign Origin with a matching Host header', 'refused (403)', sameHost.ok ? 'opened' : sameHost.status, !sameHost.ok && sameHost.status === 403);
  const foreign = await wsOpen(base, { origin: 'https://evil.example' });
  check(4, 'foreign Origin', 'refused (403)', foreign.ok ? 'opened' : foreign.status, !foreign.ok && foreign.status === 403);
  const own = await wsOpen(base, { origin: allowedOrigin });
  check(4, `APP_URL Origin (${allowedOrigin})`, 'opens', own.ok ? 'opened' : own.status, own.ok);
  const local = await wsOpen(base, { origin: 'http://localhost:1' });
  check(4, 'another localhost Origin', production ? 'refused (403)' : 'opens (local pages in development)', local.ok ? 'opened' : local.status, production ? !local.ok : local.ok);
  for (const s of [own, local]) if (s.ok) s.client.ws.close();
  const anon = await wsOpen(base, { origin: allowedOrigin });
  anon.client.send({ type: 'subscribe', channel: board });
  await until(() => anon.client.closed);
  check(4, 'subscribe without auth', 'closed 4401', anon.client.closed ? `closed ${anon.client.closed.code}` : 'open', anon.client.closed?.code === 4401);
}
