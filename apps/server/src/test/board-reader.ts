import WebSocket from 'ws';
import type { Message, MessagesResponse, ServerMessage } from '@mingle/contracts';
import type { z } from 'zod';

/**
 * A live board as the web app keeps it (apps/web/src/lib/realtime.ts and live-history.ts): one
 * socket, subscribed to the board; after a drop it reconnects (to whatever process `pick` names,
 * as a load balancer would) and resyncs over HTTP with `?changedSince=` the last change it saw,
 * merging by message id. It counts every live delivery, so a doubled one shows.
 */
export function boardReader(opts: { token: string; event: string; groupId: string; pick: () => string; reconnectMs?: number }) {
  const messages = new Map<string, Message>();
  const liveDeliveries = new Map<string, number>();
  const resynced = new Set<string>();
  let socket: WebSocket | undefined;
  let stopped = false;
  /** Subscriptions that have caught up (subscribed, then resynced). */
  let caughtUp = 0;
  let origin = opts.pick();
  const waiters = new Set<() => void>();
  const changed = () => waiters.forEach((w) => w());
  const lastAt = () => [...messages.values()].reduce<string | undefined>((max, m) => (!max || m.updatedAt > max ? m.updatedAt : max), undefined);
  const merge = (m: Message) => {
    const known = messages.get(m.id);
    if (!known || m.updatedAt >= known.updatedAt) messages.set(m.id, m);
  };

  async function resync() {
    const since = lastAt();
    const query = since ? `?changedSince=${encodeURIComponent(since)}&limit=100` : '?limit=100';
    const res = await fetch(`${origin}/api/v1/events/${opts.event}/attendee/groups/${opts.groupId}/messages${query}`, {
      headers: { authorization: `Bearer ${opts.token}` },
    });
    if (!res.ok) throw new Error(`resync answered ${res.status}: ${await res.text()}`);
    const page = (await res.json()) as z.infer<typeof MessagesResponse>;
    if (page.hasMore) throw new Error('resync needs more than one page');
    for (const m of page.items) {
      if (!messages.has(m.id)) resynced.add(m.id);
      merge(m);
    }
  }

  function connect(): Promise<void> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(`${origin.replace(/^http/, 'ws')}/ws`);
      socket = ws;
      ws.on('open', () => ws.send(JSON.stringify({ type: 'auth', token: opts.token })));
      ws.on('error', reject);
      ws.on('message', (raw) => {
        const m = JSON.parse(String(raw)) as ServerMessage;
        if (m.type === 'ready') ws.send(JSON.stringify({ type: 'subscribe', channel: { kind: 'group', event: opts.event, groupId: opts.groupId } }));
        else if (m.type === 'subscribed') {
          // Every subscription resyncs, as the web app's does: what changed while we were away.
          void resync().then(() => {
            caughtUp += 1;
            resolve();
            changed();
          }, reject);
        } else if (m.type === 'event' && m.message) {
          liveDeliveries.set(m.message.id, (liveDeliveries.get(m.message.id) ?? 0) + 1);
          merge(m.message);
          changed();
        } else if (m.type === 'error') reject(new Error(m.message));
      });
      // A failed attempt closes too, and so tries again.
      ws.on('close', () => {
        if (stopped || socket !== ws) return;
        setTimeout(() => {
          origin = opts.pick();
          connect().catch(() => {});
        }, opts.reconnectMs ?? 200);
      });
    });
  }

  return {
    connect,
    /** Message ids this reader has, in any way. */
    ids: () => new Set(messages.keys()),
    /** Ids delivered live more than once (to any of its sockets). */
    doubled: () => [...liveDeliveries].filter(([, n]) => n > 1).map(([id]) => id),
    /** Ids that came only through a resync. */
    resynced: () => [...resynced],
    caughtUp: () => caughtUp,
    origin: () => origin,
    /** Resolves once `test` holds (checked on every change), or fails after `ms`. */
    until(test: () => boolean, what: string, ms = 10_000) {
      return new Promise<void>((resolve, reject) => {
        const check = () => {
          if (!test()) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(() => (waiters.delete(check), reject(new Error(`timed out waiting for ${what}`))), ms);
        waiters.add(check);
        check();
      });
    },
    close() {
      stopped = true;
      socket?.close();
    },
  };
}
export type BoardReader = ReturnType<typeof boardReader>;
