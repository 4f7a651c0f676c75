import type { FastifyInstance } from 'fastify';
import type {} from '@fastify/websocket'; // the route's `wsHandler` option
import { ErrorName, englishError, type LiveChange, type Message, type ServerMessage } from '@mingle/contracts';
import type { Database } from '../db/index.js';
import { AppError } from '../lib/errors.js';
import type { AuthService } from '../modules/auth/auth.service.js';
import { createChannelRules } from './realtime-channels.js';
import { createFanOut } from './realtime-fanout.js';
import type { PairChange } from './realtime-people.js';
import { createHeartbeats } from './realtime-heartbeat.js';
import { startSessionSweep } from './realtime-sessions.js';
import { serveSocket } from './realtime-socket.js';
import { createSubscriptions, type EndedSessions } from './realtime-subscriptions.js';

export type { ChannelAuthorizer, SocketUser } from './realtime-channels.js';

/**
 * Live delivery: on PostgreSQL every change is published through NOTIFY and every process forwards
 * it to its own subscribed sockets, so several processes behind a load balancer share one stream
 * and no process holds the only copy of anything. PGlite is one process: it delivers directly.
 *
 * The parts: the sockets and their subscriptions (realtime-subscriptions), who may subscribe to
 * what (realtime-channels), publishing and fan-out (realtime-fanout), one socket's sign-in and
 * messages (realtime-socket), its heartbeat (realtime-heartbeat), and the sweep that closes
 * sockets of sessions that ended (realtime-sessions).
 */
export function createRealtime(database: Database) {
  const subscriptions = createSubscriptions();
  const channels = createChannelRules();
  const fanOut = createFanOut(database, subscriptions);

  return {
    authorize: channels.authorize,
    people: channels.people,
    start: fanOut.start,
    stop: fanOut.stop,
    /** After a block is made or lifted: every process updates the two people's sockets. */
    pairChanged: (pair: PairChange) => fanOut.broadcast(JSON.stringify({ pair })),
    /** Someone removed from an event: their subscriptions to its channels end, in every process. */
    leftEvent: (eventId: string, userId: string) => fanOut.broadcast(JSON.stringify({ left: { eventId, userId } })),
    /** Sends a board or chat change to everyone subscribed, in every process. */
    async publish(key: string, event: 'message.created' | 'message.updated' | 'message.deleted', message: Message) {
      const full: ServerMessage = { type: 'event', channelKey: key, event, at: message.updatedAt, messageId: message.id, message };
      await fanOut.send(full, () => ({ ...full, message: undefined }));
    },
    /** Sends a gathering, group or connection change (contracts: LiveChangeSchema) to everyone subscribed. */
    async publishChange(change: LiveChange) {
      await fanOut.send(change, () => withoutBody(change));
    },
    /** Closes the sockets of ended sessions in every process (logout, password reset, revocation). */
    endSessions: (ended: EndedSessions) => fanOut.broadcast(JSON.stringify({ ended })),
    subscriberCount: subscriptions.count,
    /** Who has a socket on this channel in this process. */
    listening: subscriptions.listening,
    /** Who heard a change live, in this process: every process reports its own (announcement mail skips them, decision 022). */
    onHeard: fanOut.onHeard,
    register(app: FastifyInstance, auth: AuthService, isAllowedOrigin: (origin: string) => boolean) {
      const sessionSweep = startSessionSweep(subscriptions, auth.liveSessions, app.log);
      const heartbeats = createHeartbeats();
      app.addHook('onClose', async () => {
        sessionSweep.stop();
        heartbeats.stop();
      });
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
        wsHandler: (socket, req) => serveSocket(socket, req, { auth, subscriptions, channels, heartbeats }),
      });
    },
  };
}
export type Realtime = ReturnType<typeof createRealtime>;

/** A live change without its optional body, to fit a NOTIFY; the client refetches. */
function withoutBody(change: LiveChange): LiveChange {
  if (change.event === 'gathering.changed') return { ...change, gathering: undefined };
  if (change.event === 'group.changed') return { ...change, details: undefined };
  if (change.event === 'announcement.published') return { ...change, announcement: undefined };
  return change;
}
