import type { WebSocket } from 'ws';
import { WS_CLOSE, type Channel, type ServerMessage } from '@mingle/contracts';
import type { PairChange, SocketPeople } from './realtime-people.js';

export type EndedSessions = { sessionId: string } | { userId: string };

/** One open socket: the session that opened it (to end deliveries when it ends) and its subscriptions. */
export interface SocketState {
  sessionId?: string;
  userId?: string;
  /** Events its user was found attending (SocketUser.attending). */
  attending: Set<string>;
  /** This socket's subscriptions by channel key. */
  channels: Map<string, Channel>;
  people: SocketPeople;
}

/** A block made or lifted, or a person removed from an event. */
export interface PeopleChange {
  pair?: PairChange;
  left?: { eventId: string; userId: string };
}

/** The sockets open in this process and the channels each one listens to. */
export function createSubscriptions() {
  const subscribers = new Map<string, Set<WebSocket>>();
  const sockets = new Map<WebSocket, SocketState>();

  function unlink(socket: WebSocket, key: string) {
    subscribers.get(key)?.delete(socket);
    if (subscribers.get(key)?.size === 0) subscribers.delete(key);
  }

  /** Ends one subscription of a socket, telling it so. */
  function drop(socket: WebSocket, key: string) {
    const state = sockets.get(socket);
    const channel = state?.channels.get(key);
    unlink(socket, key);
    state?.channels.delete(key);
    state?.people.forget(key);
    if (channel && socket.readyState === socket.OPEN) socket.send(JSON.stringify({ type: 'unsubscribed', channel } satisfies ServerMessage));
  }

  return {
    drop,
    opened: (socket: WebSocket, state: SocketState) => void sockets.set(socket, state),
    closed(socket: WebSocket) {
      const state = sockets.get(socket);
      sockets.delete(socket);
      for (const key of state?.channels.keys() ?? []) unlink(socket, key);
    },
    add(socket: WebSocket, key: string, channel: Channel) {
      if (!subscribers.has(key)) subscribers.set(key, new Set());
      subscribers.get(key)!.add(socket);
      sockets.get(socket)?.channels.set(key, channel);
    },
    /** The socket asked to stop listening (it is answered by the caller). */
    remove(socket: WebSocket, key: string) {
      const state = sockets.get(socket);
      unlink(socket, key);
      state?.channels.delete(key);
      state?.people.forget(key);
    },
    listenersOf: (key: string) => subscribers.get(key),
    stateOf: (socket: WebSocket) => sockets.get(socket),
    count: (key: string) => subscribers.get(key)?.size ?? 0,
    /** Who has a socket on this channel in this process. */
    listening: (key: string) => new Set([...(subscribers.get(key) ?? [])].flatMap((s) => sockets.get(s)?.userId ?? [])),

    /** The sessions this process's signed-in sockets belong to. */
    sessionIds: () => [...new Set([...sockets.values()].flatMap((s) => s.sessionId ?? []))],
    /** Closes this process's sockets of these ended sessions. */
    endSessionIds(ended: Set<string>) {
      for (const [socket, who] of sockets) if (who.sessionId && ended.has(who.sessionId)) socket.close(WS_CLOSE.unauthorized, 'session ended');
    },
    /** Closes this process's sockets of ended sessions. */
    endSessions(ended: EndedSessions) {
      for (const [socket, who] of sockets) {
        const match = 'sessionId' in ended ? who.sessionId === ended.sessionId : who.userId === ended.userId;
        if (match) socket.close(WS_CLOSE.unauthorized, 'session ended');
      }
    },
    /** The sockets of the people concerned, in this process: their filters change, or their subscriptions to the event end. */
    peopleChanged(change: PeopleChange) {
      for (const [socket, who] of sockets) {
        if (change.pair) {
          if (who.userId) who.people.apply(change.pair, who.userId);
        } else if (change.left && who.userId === change.left.userId) {
          who.attending.delete(change.left.eventId);
          for (const key of who.people.keysOf(change.left.eventId)) drop(socket, key);
        }
      }
    },
  };
}
export type Subscriptions = ReturnType<typeof createSubscriptions>;
