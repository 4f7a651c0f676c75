import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WS_CLOSE } from '@mingle/contracts';
import { sessions, users } from '../../db/schema/index.js';
import { authRepo } from './auth.repo.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { startSessionSweep } from '../../plugins/realtime-sessions.js';
import { socketPeople } from '../../plugins/realtime-people.js';
import { createSubscriptions } from '../../plugins/realtime-subscriptions.js';

/** Just enough of a `ws` socket to be closed. */
function fakeSocket() {
  const socket = Object.assign(new EventEmitter(), {
    OPEN: 1,
    readyState: 1,
    closedWith: undefined as number | undefined,
    close(code: number) {
      socket.closedWith = code;
      socket.readyState = 3;
    },
  });
  return socket;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A socket signed in with a session of its own, expired or not, in the real database. */
async function socketOf(subscriptions: ReturnType<typeof createSubscriptions>, name: string, expiresIn: number) {
  const { db } = t.database;
  const [user] = await db
    .insert(users)
    .values({ email: `${name}@sweep.test`, username: name, passwordHash: 'x' })
    .returning();
  const [session] = await db
    .insert(sessions)
    .values({ userId: user!.id, tokenHash: `hash-${name}`, expiresAt: new Date(Date.now() + expiresIn) })
    .returning();
  const socket = fakeSocket();
  subscriptions.opened(socket as unknown as WebSocket, { sessionId: session!.id, userId: user!.id, channels: new Map(), people: socketPeople(), attending: new Set() });
  return socket;
}

const silent = { error: () => {} } as unknown as FastifyBaseLogger;

describe('the live sessions sweep', () => {
  it('closes the sockets of expired sessions in one read, and leaves the others open', async () => {
    const subscriptions = createSubscriptions();
    const live = await socketOf(subscriptions, 'sweep-live', 3_600_000);
    const expired = await socketOf(subscriptions, 'sweep-expired', -1000);
    const reads: string[][] = [];
    const sweep = startSessionSweep(subscriptions, async (ids) => (reads.push(ids), new Set(await authRepo.liveSessionIds(t.database.db, ids))), silent);
    await sweep.sweep();
    sweep.stop();
    expect(expired.closedWith).toBe(WS_CLOSE.unauthorized);
    expect(live.closedWith).toBeUndefined();
    expect(reads).toHaveLength(1);
  });

  it('logs a failed read and leaves every socket open for the next sweep to ask again', async () => {
    vi.useFakeTimers({ toFake: ['setInterval'] });
    try {
      const subscriptions = createSubscriptions();
      const socket = await socketOf(subscriptions, 'sweep-away', 3_600_000);
      const logged: unknown[] = [];
      const log = { error: (obj: unknown) => logged.push(obj) } as unknown as FastifyBaseLogger;
      const sweep = startSessionSweep(subscriptions, () => Promise.reject(new Error('database away')), log);
      await vi.advanceTimersByTimeAsync(30_000);
      await vi.waitFor(() => expect(logged).toHaveLength(1));
      sweep.stop();
      expect(socket.closedWith).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});
