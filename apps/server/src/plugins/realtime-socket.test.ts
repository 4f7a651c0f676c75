import { EventEmitter } from 'node:events';
import type { FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthService } from '../modules/auth/auth.service.js';
import { createChannelRules } from './realtime-channels.js';
import { serveSocket } from './realtime-socket.js';
import { createSubscriptions } from './realtime-subscriptions.js';

/** Just enough of a `ws` socket for one connection's life: frames in, frames and closes out. */
function fakeSocket() {
  const socket = Object.assign(new EventEmitter(), {
    OPEN: 1,
    readyState: 1,
    sent: [] as unknown[],
    closedWith: undefined as number | undefined,
    send(frame: string) {
      socket.sent.push(JSON.parse(frame));
    },
    close(code: number) {
      socket.closedWith = code;
      socket.readyState = 3;
      socket.emit('close');
    },
    ping() {},
    terminate() {
      socket.close(1006);
    },
  });
  return socket;
}

afterEach(() => vi.useRealTimers());

describe('a socket whose session check fails', () => {
  it('logs the failed read and stays open for the next beat to ask again', async () => {
    vi.useFakeTimers();
    const socket = fakeSocket();
    const logged: unknown[] = [];
    const req = { log: { error: (obj: unknown) => logged.push(obj) } } as unknown as FastifyRequest;
    const authenticate = vi
      .fn()
      .mockResolvedValueOnce({ user: { id: 'u1' }, sessionId: 's1' })
      .mockRejectedValueOnce(new Error('database away'));
    const auth = { authenticate, isMember: vi.fn() } as unknown as AuthService;
    serveSocket(socket as unknown as WebSocket, req, { auth, subscriptions: createSubscriptions(), channels: createChannelRules() });

    socket.emit('message', Buffer.from(JSON.stringify({ type: 'auth', token: 't' })));
    await vi.waitFor(() => expect(socket.sent).toContainEqual({ type: 'ready', userId: 'u1' }));
    socket.emit('pong');
    await vi.advanceTimersByTimeAsync(30_000); // the first beat comes within 30 s
    await vi.waitFor(() => expect(authenticate).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(logged).toHaveLength(1));
    expect(socket.closedWith).toBeUndefined();
    socket.close(1000);
  });
});
