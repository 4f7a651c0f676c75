import type { FastifyRequest } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { ClientMessageSchema, ErrorName, LIMITS, WS_CLOSE, channelKey, englishError, type Channel, type ServerMessage } from '@mingle/contracts';
import { AppError } from '../lib/errors.js';
import type { AuthService } from '../modules/auth/auth.service.js';
import type { ChannelRules, SocketUser } from './realtime-channels.js';
import type { Heartbeats } from './realtime-heartbeat.js';
import { socketPeople } from './realtime-people.js';
import type { SocketState, Subscriptions } from './realtime-subscriptions.js';

const AUTH_TIMEOUT_MS = 10_000;
/**
 * The app's keep-alive, as it sends it: answered at once, without parsing or queueing (ten thousand
 * phones send 400 a second). A pong carries nothing, so it may overtake answers still queued.
 */
const PING = Buffer.from(JSON.stringify({ type: 'ping' }));
const PONG = Buffer.from(JSON.stringify({ type: 'pong' } satisfies ServerMessage));

export interface SocketDeps {
  auth: AuthService;
  subscriptions: Subscriptions;
  channels: ChannelRules;
  heartbeats: Heartbeats;
}

/**
 * One socket from open to close: it must sign in (`auth`) within ten seconds, then subscribes and
 * unsubscribes.
 */
export function serveSocket(socket: WebSocket, req: FastifyRequest, { auth, subscriptions, channels, heartbeats }: SocketDeps) {
  let token: string | undefined;
  let user: SocketUser | undefined;
  const who: SocketState = { channels: new Map(), people: socketPeople(), attending: new Set() };
  subscriptions.opened(socket, who);
  const send = (m: ServerMessage) => socket.readyState === socket.OPEN && socket.send(JSON.stringify(m));
  const fail = (err: unknown, channel?: Channel) => {
    const e = err instanceof AppError ? err : new AppError(500, ErrorName.Internal, englishError('internal'));
    if (!(err instanceof AppError)) req.log.error({ err }, 'websocket message failed');
    send({ type: 'error', code: e.status, name: e.name, message: e.message, ...(channel ? { channel } : {}) });
  };
  const authTimer = setTimeout(() => !user && socket.close(WS_CLOSE.authTimeout, 'auth required'), AUTH_TIMEOUT_MS);
  const heartbeat = heartbeats.watch(socket);
  const bucket = tokenBucket(LIMITS.wsMessagesPerSecond, LIMITS.wsMessageBurst);

  // The session is read once, at sign-in: its end reaches the socket (logout, reset, deletion close
  // it in every process) and the sweep (realtime-sessions) catches expiry. An organiser's seat in
  // the company is asked again on each subscription: leaving the team ends no session.
  async function signedInAs(companyId?: string): Promise<SocketUser> {
    const found = token ? await auth.authenticate(token) : undefined;
    if (!found) throw new AppError(401, ErrorName.Unauthorized, englishError('unauthorized'));
    await stillMember(found.user.id, companyId);
    who.sessionId = found.sessionId;
    who.userId = found.user.id;
    who.attending.clear();
    return { userId: found.user.id, attending: who.attending, ...(companyId ? { companyId } : {}) };
  }

  async function stillMember(userId: string, companyId?: string) {
    if (companyId && !(await auth.isMember(userId, companyId))) throw new AppError(403, ErrorName.Forbidden, englishError('notMember'));
  }

  async function signIn(newToken: string, companyId?: string) {
    token = newToken;
    try {
      user = await signedInAs(companyId);
      clearTimeout(authTimer);
      send({ type: 'ready', userId: user.userId });
    } catch (err) {
      fail(err);
      socket.close(WS_CLOSE.unauthorized, 'unauthorized');
    }
  }

  async function subscribe(signedIn: SocketUser, channel: Channel, key: string) {
    if (!who.channels.has(key) && who.channels.size >= LIMITS.wsSubscriptionsPerSocket) {
      socket.close(WS_CLOSE.tooManyMessages, 'too many subscriptions');
      return;
    }
    try {
      await stillMember(signedIn.userId, signedIn.companyId);
      await channels.admit(signedIn, channel, key, who);
      if (socket.readyState !== socket.OPEN) return; // closed (or its session ended) meanwhile
      subscriptions.add(socket, key, channel);
      send({ type: 'subscribed', channel, at: new Date().toISOString() });
    } catch (err) {
      fail(err, channel);
    }
  }

  async function handle(raw: RawData) {
    const text = String(raw);
    let parsed;
    try {
      parsed = ClientMessageSchema.safeParse(JSON.parse(text));
    } catch {
      parsed = undefined;
    }
    if (!parsed?.success) {
      send({ type: 'error', code: 400, name: ErrorName.Validation, message: englishError('validation') });
      return;
    }
    const msg = parsed.data;
    if (msg.type === 'ping') return send({ type: 'pong' });
    if (msg.type === 'auth') return signIn(msg.token, msg.companyId);
    if (!user) {
      socket.close(WS_CLOSE.unauthorized, 'auth required');
      return;
    }
    const key = channelKey(msg.channel);
    if (msg.type === 'unsubscribe') {
      subscriptions.remove(socket, key);
      return send({ type: 'unsubscribed', channel: msg.channel });
    }
    return subscribe(user, msg.channel, key);
  }

  // One message at a time per socket, so a flood queues behind itself instead of the database.
  let queue: Promise<unknown> = Promise.resolve();
  socket.on('message', (raw) => {
    heartbeat.heard();
    if (!bucket.take()) {
      socket.close(WS_CLOSE.tooManyMessages, 'too many messages');
      return;
    }
    if (raw instanceof Buffer && raw.equals(PING)) return socket.readyState === socket.OPEN && socket.send(PONG, { binary: false });
    queue = queue.then(() => (socket.readyState === socket.OPEN ? handle(raw) : undefined));
  });

  socket.on('close', () => {
    clearTimeout(authTimer);
    heartbeat.stop();
    subscriptions.closed(socket);
  });
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
