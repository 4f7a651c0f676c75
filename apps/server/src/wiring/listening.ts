import type { FastifyInstance } from 'fastify';
import websocket from '@fastify/websocket';
import type { Config } from '../config.js';
import type { Services } from './services.js';

const wrongChannel = () => Promise.reject(new Error('wrong channel'));

/**
 * What every process listens to: live channels (each kind asks the module that owns it whether a
 * user may listen) and the shared cache's invalidations. Both start here and stop on close.
 */
export async function startListening(app: FastifyInstance, { realtime, invalidation, events, blockList, messages, connections, groups, unread }: Services) {
  // Live boards leave out what a block hides, per socket (decision 019).
  realtime.people({ eventIdOf: async (ref) => (await events.ownerOf(ref))?.id, hiddenFrom: blockList.hiddenFrom });
  realtime.authorize('group', (user, channel) => (channel.kind === 'group' ? messages.authorizeBoard(user, channel.event, channel.groupId) : wrongChannel()));
  realtime.authorize('chat', (user, channel) => (channel.kind === 'chat' ? connections.authorizeChat(user.userId, channel.event, channel.connectionId) : wrongChannel()));
  realtime.authorize('event', (user, channel) => (channel.kind === 'event' ? groups.authorizeEventChannel(user, channel.event) : wrongChannel()));
  realtime.authorize('person', (user, channel) => (channel.kind === 'person' ? unread.authorizePerson(user, channel.event, channel.userId) : wrongChannel()));
  await realtime.start();
  await invalidation.start();
  app.addHook('onClose', () => invalidation.stop());
  app.addHook('onClose', () => realtime.stop());
}

/** The WebSocket at /ws, for pages of our own site only: the app URL and the allowed CORS origins (and local hosts in development). */
export async function registerSocket(app: FastifyInstance, { realtime, auth }: Services, config: Config) {
  const wsOrigins = new Set([new URL(config.appUrl).origin, new URL(config.manageUrl).origin, ...config.corsOrigins]);
  const localPage = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;
  const isAllowedOrigin = (origin: string) => wsOrigins.has(origin) || (config.env === 'development' && localPage.test(origin));
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  await app.register(async (ws) => realtime.register(ws, auth, isAllowedOrigin));
}
