import type { WebSocket } from 'ws';

const HEARTBEAT_MS = 30_000;

/**
 * Pings the socket every 30 seconds and ends it when the last ping got no pong. Each beat also
 * calls `check` (the socket's session is looked at again).
 */
export function startHeartbeat(socket: WebSocket, check: () => void) {
  let alive = true;
  socket.on('pong', () => (alive = true));
  const beat = () => {
    if (!alive) return socket.terminate();
    alive = false;
    socket.ping();
    check();
  };
  // Sockets opened together (everyone arrives for the keynote) would check their sessions in the
  // same instant: on PGlite a thousand lookups queue ahead of every post. A random first beat spreads them.
  let interval: NodeJS.Timeout | undefined;
  const first = setTimeout(() => {
    beat();
    interval = setInterval(beat, HEARTBEAT_MS);
  }, Math.random() * HEARTBEAT_MS);
  return {
    stop() {
      clearTimeout(first);
      clearInterval(interval);
    },
  };
}
