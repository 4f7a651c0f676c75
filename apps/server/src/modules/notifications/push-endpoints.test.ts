import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { call, eventWithAttendees, type Who } from '../../test/event-fixture.js';

/** A local server that counts what reaches it and answers with `answer`. */
async function localServer(answer: (res: http.ServerResponse) => void) {
  const hits: string[] = [];
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      hits.push(req.url ?? '');
      answer(res);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { hits, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise((r) => server.close(r)) };
}

const subscription = (endpoint: string) => {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  return { endpoint, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: crypto.randomBytes(16).toString('base64url') } };
};

let t: TestApp;
let api: ReturnType<typeof call>;
let slug: string;
let p: Record<'ana' | 'ben' | 'cy', Who>;
let inside: Awaited<ReturnType<typeof localServer>>;
let redirector: Awaited<ReturnType<typeof localServer>>;

beforeAll(async () => {
  // "Metadata": what an attacker wants the server to fetch. The redirector points there.
  inside = await localServer((res) => res.end('{"secret":"credentials"}'));
  redirector = await localServer((res) => {
    res.writeHead(302, { location: `${inside.url}/latest/meta-data/iam` });
    res.end();
  });
  t = await createTestApp();
  api = call(t);
  const fx = await eventWithAttendees(t, 'pe', { ana: ['jazz'], ben: ['jazz'], cy: ['jazz'] });
  slug = fx.event.slug;
  p = fx.attendees as typeof p;
});
afterAll(async () => {
  await t.close();
  await Promise.all([inside.close(), redirector.close()]);
});

describe('push endpoints', () => {
  it('are refused at subscribe time when their text names an internal place, naming the field', async () => {
    for (const endpoint of [
      'https://localhost.:9558/',
      'https://metadata.google.internal/x',
      'https://fcm.googleapis.com./x',
      'http://169.254.169.254/latest/meta-data/iam',
      'https://[::ffff:a9fe:a9fe]/x',
      'http://10.0.0.5/push',
      'https://[fd00::1]/x',
    ]) {
      const res = await api('POST', '/me/push-subscriptions', p.ana, subscription(endpoint));
      expect([res.statusCode, res.json().issues?.[0]?.field], endpoint).toEqual([400, 'endpoint']);
    }
  });

  it('are sent to without following a redirect: the address it points to is never contacted', async () => {
    expect((await api('POST', '/me/push-subscriptions', p.ben, subscription(`${redirector.url}/push/ben`))).statusCode).toBe(201);
    // A second process asks; closing it waits for the push it sent.
    const other = await t.sibling();
    const asked = await other.app.inject({ method: 'POST', url: `/api/v1/events/${slug}/connections`, headers: p.ana.headers, payload: { initiatorId: p.ben.id } });
    expect(asked.statusCode).toBe(202);
    await other.close();
    expect(redirector.hits).toEqual(['/push/ben']);
    expect(inside.hits).toEqual([]);
  });
});
