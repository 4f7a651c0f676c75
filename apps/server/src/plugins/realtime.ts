import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {} from '@fastify/websocket'; // the route's `wsHandler` option
import type { RawData, WebSocket } from 'ws';
import {
  CLOSING_CHANGES,
  ClientMessageSchema,
  ErrorName,
  LIMITS,
  WS_CLOSE,
  channelKey,
  englishError,
  type Channel,
  type LiveChange,
  type Message,
  type ServerMessage,
} from '@mingle/contracts';
import type { Database } from '../db/index.js';
import { AppError } from '../lib/errors.js';
import type { AuthService } from '../modules/auth/auth.service.js';
import { peopleOfFrame, socketPeople, withoutQuote, type PairChange, type PeopleRules, type SocketPeople } from './realtime-people.js';

export interface SocketUser {
  userId: string;
  companyId?: string;
}
/** Throws (AppError) unless the user may read the channel: the same rule as its HTTP twin. */
export type ChannelAuthorizer = (user: SocketUser, channel: Channel) => Promise<void>;

const PG_CHANNEL = 'mingle_realtime';
// NOTIFY payloads must stay under 8000 bytes; larger events go without their optional body.
const MAX_NOTIFY_BYTES = 7500;
const AUTH_TIMEOUT_MS = 10_000;
const HEARTBEAT_MS = 30_000;

/**
 * Live delivery: on PostgreSQL every change is published through NOTIFY and every process forwards
 * it to its own subscribed sockets, so several processes behind a load balancer share one stream
 * and no process holds the only copy of anything. PGlite is one process: it delivers directly.
 */
export function createRealtime(database: Database) {
  const authorizers = new Map<Channel['kind'], ChannelAuthorizer>();
  const subscribers = new Map<string, Set<WebSocket>>();
  /** Every open socket with the session that opened it (to end deliveries when it ends) and its subscriptions. */
  const sockets = new Map<WebSocket, SocketState>();
  let unlisten: (() => Promise<void>) | undefined;
  let people: PeopleRules | undefined;

  function endLocally(ended: EndedSessions) {
    for (const [socket, who] of sockets) {
      const match = 'sessionId' in ended ? who.sessionId === ended.sessionId : who.userId === ended.userId;
      if (match) socket.close(WS_CLOSE.unauthorized, 'session ended');
    }
  }

  /** Ends one subscription of a socket, telling it so. */
  function drop(socket: WebSocket, key: string) {
    const state = sockets.get(socket);
    const channel = state?.channels.get(key);
    subscribers.get(key)?.delete(socket);
    if (subscribers.get(key)?.size === 0) subscribers.delete(key);
    state?.channels.delete(key);
    state?.people.forget(key);
    if (channel && socket.readyState === socket.OPEN) socket.send(JSON.stringify({ type: 'unsubscribed', channel } satisfies ServerMessage));
  }

  /** A block made or lifted, or a person removed from an event: the sockets of the people concerned, in this process. */
  function peopleLocally(change: { pair?: PairChange; left?: { eventId: string; userId: string } }) {
    for (const [socket, who] of sockets) {
      if (change.pair) {
        if (who.userId) who.people.apply(change.pair, who.userId);
      }
      else if (change.left && who.userId === change.left.userId) for (const key of who.people.keysOf(change.left.eventId)) drop(socket, key);
    }
  }

  function deliver(json: string) {
    const parsed = JSON.parse(json) as { type?: string; event?: string; channelKey?: string; ended?: EndedSessions; message?: Message };
    if (parsed.ended) return endLocally(parsed.ended);
    const change = parsed as { pair?: PairChange; left?: { eventId: string; userId: string } };
    if (change.pair || change.left) return peopleLocally(change);
    const key = parsed.channelKey;
    const listeners = key && subscribers.get(key);
    if (!listeners) return;
    // Encode once, not once per socket: a busy board has hundreds of listeners.
    const frame = Buffer.from(json);
    const about = peopleOfFrame(parsed);
    for (const socket of listeners) {
      if (socket.readyState !== socket.OPEN) continue;
      // Someone's block hides the author (or the quoted author) from this socket's user: decision 019.
      const hears = about ? (sockets.get(socket)?.people.hears(key, about) ?? 'all') : 'all';
      if (hears === 'all') socket.send(frame, { binary: false });
      else if (hears === 'quote') socket.send(JSON.stringify(withoutQuote(parsed)));
    }
    // The channel is gone (a removed connection): end every subscription to it, in every process.
    if (parsed.type === 'change' && (CLOSING_CHANGES as readonly string[]).includes(parsed.event ?? '')) {
      for (const socket of [...listeners]) drop(socket, key);
    }
  }

  /** Over the NOTIFY limit, `slim` (the same event without its optional body) goes instead. */
  async function send(full: ServerMessage, slim: () => ServerMessage) {
    let json = JSON.stringify(full);
    if (database.kind === 'postgres' && Buffer.byteLength(json) > MAX_NOTIFY_BYTES) json = JSON.stringify(slim());
    await broadcast(json);
  }

  /** PGlite lives inside this one process, so there is nobody else to tell: deliver at once. */
  const broadcast = async (json: string) => (database.kind === 'pglite' ? deliver(json) : database.notify(PG_CHANNEL, json));

  return {
    authorize(kind: Channel['kind'], fn: ChannelAuthorizer) {
      authorizers.set(kind, fn);
    },
    async start() {
      if (database.kind === 'postgres') unlisten = await database.listen(PG_CHANNEL, deliver);
    },
    async stop() {
      await unlisten?.();
    },
    /** How to tell, per socket, whose board messages it must not hear (blocks, decision 019). */
    people(rules: PeopleRules) {
      people = rules;
    },
    /** After a block is made or lifted: every process updates the two people's sockets. */
    pairChanged: (pair: PairChange) => broadcast(JSON.stringify({ pair })),
    /** Someone removed from an event: their subscriptions to its channels end, in every process. */
    leftEvent: (eventId: string, userId: string) => broadcast(JSON.stringify({ left: { eventId, userId } })),
    /** Sends a board or chat change to everyone subscribed, in every process. */
    async publish(key: string, event: 'message.created' | 'message.updated' | 'message.deleted', message: Message) {
      const full: ServerMessage = { type: 'event', channelKey: key, event, at: message.updatedAt, messageId: message.id, message };
      await send(full, () => ({ ...full, message: undefined }));
    },
    /** Sends a gathering, group or connection change (contracts: LiveChangeSchema) to everyone subscribed. */
    async publishChange(change: LiveChange) {
      await send(change, () => withoutBody(change));
    },
    /** Closes the sockets of ended sessions in every process (logout, password reset, revocation). */
    endSessions: (ended: EndedSessions) => broadcast(JSON.stringify({ ended })),
    subscriberCount: (key: string) => subscribers.get(key)?.size ?? 0,
    /** Who has a socket on this channel in this process (announcement mail skips them, decision 022). */
    listening: (key: string) => new Set([...(subscribers.get(key) ?? [])].flatMap((s) => sockets.get(s)?.userId ?? [])),
    register(app: FastifyInstance, auth: AuthService, isAllowedOrigin: (origin: string) => boolean) {
      app.route({
        method: 'GET',
        url: '/ws',
        schema: { hide: true },
        // Browsers always send Origin on a WebSocket; refuse pages of other sites.
        preValidation: async (req) => {
          const origin = req.headers.origin;
          if (origin !== undefined && !isAllowedOrigin(origin)) throw new AppError(403, ErrorName.Forbidden, englishError('forbidden'));
        },
        // A plain HTTP GET: say what this address is for, in the error shape.
        handler: async () => {
          throw new AppError(426, ErrorName.UpgradeRequired, englishError('upgradeRequired'));
        },
        wsHandler: (socket, req) => serve(socket, req, auth),
      });
    },
  };

  function serve(socket: WebSocket, req: FastifyRequest, auth: AuthService) {
    let token: string | undefined;
    let user: SocketUser | undefined;
    const who: SocketState = { channels: new Map(), people: socketPeople() };
    sockets.set(socket, who);
    const mine = who.channels;
    const send = (m: ServerMessage) => socket.readyState === socket.OPEN && socket.send(JSON.stringify(m));
    const fail = (err: unknown, channel?: Channel) => {
      const e = err instanceof AppError ? err : new AppError(500, ErrorName.Internal, englishError('internal'));
      if (!(err instanceof AppError)) req.log.error({ err }, 'websocket message failed');
      send({ type: 'error', code: e.status, name: e.name, message: e.message, ...(channel ? { channel } : {}) });
    };
    const authTimer = setTimeout(() => !user && socket.close(WS_CLOSE.authTimeout, 'auth required'), AUTH_TIMEOUT_MS);
    let alive = true;
    socket.on('pong', () => (alive = true));
    const beat = () => {
      if (!alive) return socket.terminate();
      alive = false;
      socket.ping();
      // A backstop for sessions that expired rather than ended.
      if (token) void auth.authenticate(token).then((found) => !found && socket.close(WS_CLOSE.unauthorized, 'session ended'));
    };
    // Sockets opened together (everyone arrives for the keynote) would check their sessions in the
    // same instant: on PGlite a thousand lookups queue ahead of every post. A random first beat spreads them.
    let heartbeat: NodeJS.Timeout | undefined;
    const firstBeat = setTimeout(() => {
      beat();
      heartbeat = setInterval(beat, HEARTBEAT_MS);
    }, Math.random() * HEARTBEAT_MS);
    const bucket = tokenBucket(LIMITS.wsMessagesPerSecond, LIMITS.wsMessageBurst);

    // The session is checked again on every subscription, so a logout ends access.
    async function currentUser(companyId?: string): Promise<SocketUser> {
      const found = token ? await auth.authenticate(token) : undefined;
      if (!found) throw new AppError(401, ErrorName.Unauthorized, englishError('unauthorized'));
      if (companyId && !(await auth.isMember(found.user.id, companyId))) {
        throw new AppError(403, ErrorName.Forbidden, englishError('notMember'));
      }
      who.sessionId = found.sessionId;
      who.userId = found.user.id;
      return { userId: found.user.id, ...(companyId ? { companyId } : {}) };
    }

    async function handle(raw: RawData) {
      let parsed;
      try {
        parsed = ClientMessageSchema.safeParse(JSON.parse(String(raw)));
      } catch {
        parsed = undefined;
      }
      if (!parsed?.success) {
        send({ type: 'error', code: 400, name: ErrorName.Validation, message: englishError('validation') });
        return;
      }
      const msg = parsed.data;
      if (msg.type === 'ping') return send({ type: 'pong' });
      if (msg.type === 'auth') {
        token = msg.token;
        try {
          user = await currentUser(msg.companyId);
          clearTimeout(authTimer);
          send({ type: 'ready', userId: user.userId });
        } catch (err) {
          fail(err);
          socket.close(WS_CLOSE.unauthorized, 'unauthorized');
        }
        return;
      }
      if (!user) {
        socket.close(WS_CLOSE.unauthorized, 'auth required');
        return;
      }
      const key = channelKey(msg.channel);
      if (msg.type === 'unsubscribe') {
        subscribers.get(key)?.delete(socket);
        mine.delete(key);
        who.people.forget(key);
        return send({ type: 'unsubscribed', channel: msg.channel });
      }
      if (!mine.has(key) && mine.size >= LIMITS.wsSubscriptionsPerSocket) {
        socket.close(WS_CLOSE.tooManyMessages, 'too many subscriptions');
        return;
      }
      try {
        user = await currentUser(user.companyId);
        const authorizer = authorizers.get(msg.channel.kind);
        if (!authorizer) throw new AppError(404, ErrorName.NotFound, englishError('notFound'));
        await authorizer(user, msg.channel);
        const eventId = msg.channel.kind === 'event' ? msg.channel.event : await people?.eventIdOf(msg.channel.event);
        if (people && eventId) await who.people.listen(key, eventId, user.userId, people, msg.channel.kind === 'group' && !user.companyId);
        if (socket.readyState !== socket.OPEN) return; // closed (or its session ended) meanwhile
        if (!subscribers.has(key)) subscribers.set(key, new Set());
        subscribers.get(key)!.add(socket);
        mine.set(key, msg.channel);
        send({ type: 'subscribed', channel: msg.channel, at: new Date().toISOString() });
      } catch (err) {
        fail(err, msg.channel);
      }
    }

    // One message at a time per socket, so a flood queues behind itself instead of the database.
    let queue: Promise<unknown> = Promise.resolve();
    socket.on('message', (raw) => {
      if (!bucket.take()) {
        socket.close(WS_CLOSE.tooManyMessages, 'too many messages');
        return;
      }
      queue = queue.then(() => (socket.readyState === socket.OPEN ? handle(raw) : undefined));
    });

    socket.on('close', () => {
      clearTimeout(authTimer);
      clearTimeout(firstBeat);
      clearInterval(heartbeat);
      sockets.delete(socket);
      for (const key of mine.keys()) {
        subscribers.get(key)?.delete(socket);
        if (subscribers.get(key)?.size === 0) subscribers.delete(key);
      }
    });
  }
}
export type Realtime = ReturnType<typeof createRealtime>;
/** A live change without its optional body, to fit a NOTIFY; the client refetches. */
function withoutBody(change: LiveChange): LiveChange {
  if (change.event === 'gathering.changed') return { ...change, gathering: undefined };
  if (change.event === 'group.changed') return { ...change, details: undefined };
  return change;
}
type EndedSessions = { sessionId: string } | { userId: string };
interface SocketState {
  sessionId?: string;
  userId?: string;
  /** This socket's subscriptions by channel key. */
  channels: Map<string, Channel>;
  people: SocketPeople;
}

/** `perSecond` messages a second on average, up to `burst` at once. */
function tokenBucket(perSecond: number, burst: number) {
  let tokens = burst;
  let last = Date.now();
  return {
    take() {
      const now = Date.now();
      tokens = Math.min(burst, tokens + ((now - last) / 1000) * perSecond);
      last = now;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}
