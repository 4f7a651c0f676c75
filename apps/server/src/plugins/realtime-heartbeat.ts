import type { WebSocket } from 'ws';

const HEARTBEAT_MS = 30_000;

/**
 * Every 30 seconds: a socket that sent nothing since the last beat is pinged, and ended when that
 * ping got no pong by the next one. The app pings every 25 s, so open apps are never pinged: at
 * ten thousand sockets that is hundreds of frames a second an idle server no longer sends.
 */
export function startHeartbeat(socket: WebSocket) {
  let answered = true;
  let spoke = false;
  socket.on('pong', () => (answered = true));
  const beat = () => {
    if (spoke) {
      spoke = false;
      answered = true;
      return;
    }
    if (!answered) return socket.terminate();
    answered = false;
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
    /** The client sent a message: it is there. */
    heard() {
      spoke = true;
    },
    stop() {
      clearTimeout(first);
      clearInterval(interval);
    },
  };
}
