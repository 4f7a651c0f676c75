import { EventEmitter } from 'node:events';
import type { WebSocket } from 'ws';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startHeartbeat } from './realtime-heartbeat.js';

/** A socket that counts the pings it was sent and whether it was ended. */
function fakeSocket() {
  const socket = Object.assign(new EventEmitter(), { pings: 0, ended: false, ping: () => socket.pings++, terminate: () => (socket.ended = true) });
  return socket;
}
const start = (socket: ReturnType<typeof fakeSocket>) => startHeartbeat(socket as unknown as WebSocket);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the heartbeat', () => {
  it('pings a silent socket and ends it when the ping got no pong by the next beat', () => {
    const socket = fakeSocket();
    const beat = start(socket);
    vi.advanceTimersByTime(30_000);
    expect([socket.pings, socket.ended]).toEqual([1, false]);
    vi.advanceTimersByTime(30_000);
    expect(socket.ended).toBe(true);
    beat.stop();
  });

  it('keeps a socket that answers its pings', () => {
    const socket = fakeSocket();
    const beat = start(socket);
    for (let i = 0; i < 4; i++) {
      vi.advanceTimersByTime(30_000);
      socket.emit('pong');
    }
    expect(socket.pings).toBeGreaterThanOrEqual(3);
    expect(socket.ended).toBe(false);
    beat.stop();
  });

  it('sends no ping to a socket that spoke since the last beat, and pings it once it falls silent', () => {
    const socket = fakeSocket();
    const beat = start(socket);
    for (let i = 0; i < 4; i++) {
      beat.heard(); // the app's own ping, every 25 s
      vi.advanceTimersByTime(30_000);
    }
    expect([socket.pings, socket.ended]).toEqual([0, false]);
    vi.advanceTimersByTime(60_000);
    expect(socket.pings).toBe(1);
    vi.advanceTimersByTime(30_000);
    expect(socket.ended).toBe(true);
    beat.stop();
  });
});
