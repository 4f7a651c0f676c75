import { EventEmitter } from 'node:events';
import type { WebSocket } from 'ws';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHeartbeats } from './realtime-heartbeat.js';

/** A socket that counts the pings it was sent and whether it was ended. */
function fakeSocket() {
  const socket = Object.assign(new EventEmitter(), { pings: 0, ended: false, ping: () => socket.pings++, terminate: () => (socket.ended = true) });
  return socket;
}
let heartbeats: ReturnType<typeof createHeartbeats>;
const start = (socket: ReturnType<typeof fakeSocket>) => heartbeats.watch(socket as unknown as WebSocket);

beforeEach(() => {
  vi.useFakeTimers();
  heartbeats = createHeartbeats();
});
afterEach(() => {
  heartbeats.stop();
  vi.useRealTimers();
});

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

  it('beats every socket once in 30 s, spread over the 30 s, ten thousand of them on one timer', () => {
    const sockets = Array.from({ length: 10_000 }, fakeSocket);
    const beats = sockets.map(start);
    expect(vi.getTimerCount()).toBe(1);
    const pingedEachSecond: number[] = [];
    for (let second = 0; second < 30; second++) {
      const before = sockets.reduce((n, s) => n + s.pings, 0);
      vi.advanceTimersByTime(1_000);
      pingedEachSecond.push(sockets.reduce((n, s) => n + s.pings, 0) - before);
    }
    expect(sockets.every((s) => s.pings === 1)).toBe(true);
    // About a thirtieth each second (333), never thousands at once.
    expect(Math.max(...pingedEachSecond)).toBeLessThan(600);
    beats.forEach((b) => b.stop());
    vi.advanceTimersByTime(60_000);
    expect(sockets.every((s) => s.pings === 1 && !s.ended)).toBe(true);
  });
});
