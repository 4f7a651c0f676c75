import { vi } from 'vitest';
import WebSocket from 'ws';
import type { Channel, ServerMessage } from '@mingle/contracts';

/** A WebSocket test client that keeps every message, to wait for the one a test expects. */
export async function wsClient(url: string, opts: { origin?: string } = {}) {
  const socket = new WebSocket(url, opts.origin ? { origin: opts.origin } : {});
  const received: ServerMessage[] = [];
  const waiters = new Set<() => void>();
  let closed: { code: number } | undefined;
  socket.on('message', (raw) => {
    received.push(JSON.parse(String(raw)) as ServerMessage);
    waiters.forEach((w) => w());
  });
  socket.on('close', (code) => {
    closed = { code };
    waiters.forEach((w) => w());
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return {
    socket,
    received,
    send: (m: object) => socket.send(JSON.stringify(m)),
    closed: () => closed,
    /** Resolves with the first message (after `from`) matching, or fails after `ms`. */
    next<T extends ServerMessage['type']>(type: T, match: (m: Extract<ServerMessage, { type: T }>) => boolean = () => true, ms = 3000, from = 0) {
      return new Promise<Extract<ServerMessage, { type: T }>>((resolve, reject) => {
        const check = () => {
          const found = received.slice(from).find((m) => m.type === type && match(m as Extract<ServerMessage, { type: T }>));
          if (found) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(found as Extract<ServerMessage, { type: T }>);
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no ${type} within ${ms} ms; got ${JSON.stringify(received)}`));
        }, ms);
        waiters.add(check);
        check();
      });
    },
    /** Resolves once the socket has closed (with its code), or fails after `ms`. */
    whenClosed: (ms = 3000) =>
      vi.waitFor(
        () => {
          if (!closed) throw new Error(`still open after ${ms} ms`);
          return closed;
        },
        { timeout: ms, interval: 5 },
      ),
    /**
     * A ping answered: every frame the server wrote to this socket before it read the ping has
     * arrived. After a broadcast has reached another listener, this shows what this one got from it.
     */
    async settled() {
      const from = received.length;
      socket.send(JSON.stringify({ type: 'ping' }));
      await vi.waitFor(
        () => {
          if (!received.slice(from).some((m) => m.type === 'pong')) throw new Error('no pong within 3000 ms');
        },
        { timeout: 3000, interval: 5 },
      );
    },
    close: () => socket.close(),
  };
}

/** A client signed in as `who` (with its company, if the headers name one). */
export async function signedInClient(url: string, who: { headers: Record<string, string> }) {
  const c = await wsClient(url);
  const companyId = who.headers['x-company-id'];
  c.send({ type: 'auth', token: who.headers.authorization!.replace('Bearer ', ''), ...(companyId ? { companyId } : {}) });
  await c.next('ready');
  return {
    ...c,
    /** 'subscribed', or the error code the server answered. */
    async subscribe(channel: Channel): Promise<'subscribed' | number> {
      const from = c.received.length;
      c.send({ type: 'subscribe', channel });
      const answer = await vi.waitFor(
        () => {
          const found = c.received.slice(from).find((m) => m.type === 'subscribed' || m.type === 'error');
          if (!found) throw new Error(`no answer to subscribe; got ${JSON.stringify(c.received.slice(from))}`);
          return found;
        },
        { timeout: 3000, interval: 5 },
      );
      return answer.type === 'error' ? answer.code : 'subscribed';
    },
    /** The live changes received so far (contracts: LiveChangeSchema). */
    changes: () => c.received.filter((m) => m.type === 'change'),
  };
}
