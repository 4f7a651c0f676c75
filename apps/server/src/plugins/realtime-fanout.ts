import { CLOSING_CHANGES, type LiveChange, type Message, type ServerMessage } from '@mingle/contracts';
import type { Database } from '../db/index.js';
import { notifyBatches } from './notify-batches.js';
import { peopleOfFrame, withoutQuote } from './realtime-people.js';
import type { EndedSessions, PeopleChange, Subscriptions } from './realtime-subscriptions.js';

const PG_CHANNEL = 'mingle_realtime';
// NOTIFY payloads must stay under 8000 bytes; larger events go without their optional body.
const MAX_NOTIFY_BYTES = 7500;

/**
 * Publishing and fan-out: on PostgreSQL every change goes out through NOTIFY and every process
 * forwards it to its own subscribed sockets; PGlite is one process, so it delivers directly.
 */
export function createFanOut(database: Database, subscriptions: Subscriptions) {
  let unlisten: (() => Promise<void>) | undefined;
  /** Who heard a change live in this process, for the changes someone asked about (by event name). */
  const heard = new Map<string, (change: LiveChange, userIds: string[]) => void>();

  function deliver(json: string) {
    const parsed = JSON.parse(json) as { type?: string; event?: string; channelKey?: string; ended?: EndedSessions; message?: Message } & PeopleChange;
    if (parsed.ended) return subscriptions.endSessions(parsed.ended);
    if (parsed.pair || parsed.left) return subscriptions.peopleChanged(parsed);
    const key = parsed.channelKey;
    const listeners = key && subscriptions.listenersOf(key);
    if (!listeners) return;
    // Encode once, not once per socket: a busy board has hundreds of listeners.
    const frame = Buffer.from(json);
    const about = peopleOfFrame(parsed);
    const onHeard = parsed.type === 'change' ? heard.get(parsed.event ?? '') : undefined;
    const hearers: string[] = [];
    for (const socket of listeners) {
      if (socket.readyState !== socket.OPEN) continue;
      // Someone's block hides the author (or the quoted author) from this socket's user: decision 019.
      const hears = about ? (subscriptions.stateOf(socket)?.people.hears(key, about) ?? 'all') : 'all';
      if (hears === 'all') socket.send(frame, { binary: false });
      else if (hears === 'quote') socket.send(JSON.stringify(withoutQuote(parsed)));
      const userId = subscriptions.stateOf(socket)?.userId;
      if (onHeard && userId) hearers.push(userId);
    }
    if (onHeard && hearers.length) onHeard(parsed as LiveChange, [...new Set(hearers)]);
    // The channel is gone (a removed connection): end every subscription to it, in every process.
    if (parsed.type === 'change' && (CLOSING_CHANGES as readonly string[]).includes(parsed.event ?? '')) {
      for (const socket of [...listeners]) subscriptions.drop(socket, key);
    }
  }

  const notify = notifyBatches((payloads) => database.notify(PG_CHANNEL, payloads));
  /** PGlite lives inside this one process, so there is nobody else to tell: deliver at once. */
  const broadcast = async (json: string) => (database.kind === 'pglite' ? deliver(json) : notify(json));

  return {
    broadcast,
    /** Calls `fn` with the people a change of this name reached in this process, each time one is delivered. */
    onHeard: (event: LiveChange['event'], fn: (change: LiveChange, userIds: string[]) => void) => void heard.set(event, fn),
    /** Over the NOTIFY limit, `slim` (the same event without its optional body) goes instead. */
    async send(full: ServerMessage, slim: () => ServerMessage) {
      let json = JSON.stringify(full);
      if (database.kind === 'postgres' && Buffer.byteLength(json) > MAX_NOTIFY_BYTES) json = JSON.stringify(slim());
      await broadcast(json);
    },
    async start() {
      if (database.kind === 'postgres') unlisten = await database.listen(PG_CHANNEL, deliver);
    },
    async stop() {
      await unlisten?.();
    },
  };
}
