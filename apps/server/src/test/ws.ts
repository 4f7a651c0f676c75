import WebSocket from 'ws';
import type { ServerMessage } from '@mingle/contracts';

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
    close: () => socket.close(),
  };
}
