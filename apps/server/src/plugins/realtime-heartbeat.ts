import type { WebSocket } from 'ws';

const HEARTBEAT_MS = 30_000;

/** Pings the socket every 30 seconds and ends it when the last ping got no pong. */
export function startHeartbeat(socket: WebSocket) {
  let alive = true;
  socket.on('pong', () => (alive = true));
  const beat = () => {
    if (!alive) return socket.terminate();
    alive = false;
    socket.ping();
  };
  // Sockets opened together (everyone arrives for the keynote) would be pinged in the same
  // instant, and their pongs would come back together: a random first beat spreads them.
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
