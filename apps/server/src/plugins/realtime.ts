import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {} from '@fastify/websocket'; // the route's `websocket: true` option
import type { WebSocket } from 'ws';
import {
  ClientMessageSchema,
  ErrorName,
  WS_CLOSE,
  channelKey,
  englishError,
  type Channel,
  type Message,
  type ServerMessage,
} from '@mingle/contracts';
import type { Database } from '../db/index.js';
import { AppError } from '../lib/errors.js';
import type { AuthService } from '../modules/auth/auth.service.js';

export interface SocketUser {
  userId: string;
  companyId?: string;
}
/** Throws (AppError) unless the user may read the channel: the same rule as its HTTP twin. */
export type ChannelAuthorizer = (user: SocketUser, channel: Channel) => Promise<void>;

const PG_CHANNEL = 'mingle_realtime';
// NOTIFY payloads must stay under 8000 bytes; larger events go without the message body.
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
  let unlisten: (() => Promise<void>) | undefined;

  function deliver(json: string) {
    const key = (JSON.parse(json) as { channelKey?: string }).channelKey;
    const sockets = key && subscribers.get(key);
    if (!sockets) return;
    // Encode once, not once per socket: a busy board has hundreds of listeners.
    const frame = Buffer.from(json);
    for (const socket of sockets) if (socket.readyState === socket.OPEN) socket.send(frame, { binary: false });
  }

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
    /** Sends a board or chat change to everyone subscribed, in every process. */
    async publish(key: string, event: 'message.created' | 'message.updated' | 'message.deleted', message: Message) {
      const full: ServerMessage = { type: 'event', channelKey: key, event, at: message.updatedAt, messageId: message.id, message };
      let json = JSON.stringify(full);
      // PGlite lives inside this one process, so there is nobody else to tell: deliver at once.
      if (database.kind === 'pglite') return deliver(json);
      if (Buffer.byteLength(json) > MAX_NOTIFY_BYTES) json = JSON.stringify({ ...full, message: undefined });
      await database.notify(PG_CHANNEL, json);
    },
    subscriberCount: (key: string) => subscribers.get(key)?.size ?? 0,
    register(app: FastifyInstance, auth: AuthService, allowedOrigins: (req: FastifyRequest) => string[]) {
      app.get(
        '/ws',
        {
          websocket: true,
          schema: { hide: true },
          // Browsers always send Origin on a WebSocket; refuse pages of other sites.
          preValidation: async (req) => {
            const origin = req.headers.origin;
            if (origin && !allowedOrigins(req).includes(origin)) {
              throw new AppError(403, ErrorName.Forbidden, englishError('forbidden'));
            }
          },
        },
        (socket, req) => {
          let token: string | undefined;
          let user: SocketUser | undefined;
          const mine = new Set<string>();
          const send = (m: ServerMessage) => socket.readyState === socket.OPEN && socket.send(JSON.stringify(m));
          const fail = (err: unknown, channel?: Channel) => {
            const e = err instanceof AppError ? err : new AppError(500, ErrorName.Internal, englishError('internal'));
            if (!(err instanceof AppError)) req.log.error({ err }, 'websocket message failed');
            send({ type: 'error', code: e.status, name: e.name, message: e.message, ...(channel ? { channel } : {}) });
          };
          const authTimer = setTimeout(() => !user && socket.close(WS_CLOSE.authTimeout, 'auth required'), AUTH_TIMEOUT_MS);
          let alive = true;
          socket.on('pong', () => (alive = true));
          const heartbeat = setInterval(() => {
            if (!alive) return socket.terminate();
            alive = false;
            socket.ping();
          }, HEARTBEAT_MS);

          // The session is checked again on every subscription, so a logout ends access.
          async function currentUser(companyId?: string): Promise<SocketUser> {
            const found = token ? await auth.authenticate(token) : undefined;
            if (!found) throw new AppError(401, ErrorName.Unauthorized, englishError('unauthorized'));
            if (companyId && !(await auth.isMember(found.user.id, companyId))) {
              throw new AppError(403, ErrorName.Forbidden, englishError('notMember'));
            }
            return { userId: found.user.id, ...(companyId ? { companyId } : {}) };
          }

          socket.on('message', async (raw) => {
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
              return send({ type: 'unsubscribed', channel: msg.channel });
            }
            try {
              user = await currentUser(user.companyId);
              const authorizer = authorizers.get(msg.channel.kind);
              if (!authorizer) throw new AppError(404, ErrorName.NotFound, englishError('notFound'));
              await authorizer(user, msg.channel);
              if (!subscribers.has(key)) subscribers.set(key, new Set());
              subscribers.get(key)!.add(socket);
              mine.add(key);
              send({ type: 'subscribed', channel: msg.channel, at: new Date().toISOString() });
            } catch (err) {
              fail(err, msg.channel);
            }
          });

          socket.on('close', () => {
            clearTimeout(authTimer);
            clearInterval(heartbeat);
            for (const key of mine) {
              subscribers.get(key)?.delete(socket);
              if (subscribers.get(key)?.size === 0) subscribers.delete(key);
            }
          });
        },
      );
    },
  };
}
export type Realtime = ReturnType<typeof createRealtime>;
