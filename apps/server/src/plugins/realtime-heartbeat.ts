import type { WebSocket } from 'ws';

const HEARTBEAT_MS = 30_000;
/** The beat visits one slice of the sockets at a time: every socket once per HEARTBEAT_MS. */
const SLICES = 30;

interface Beat {
  answered: boolean;
  spoke: boolean;
}

/**
 * Every 30 seconds: a socket that sent nothing since its last beat is pinged, and ended when that
 * ping got no pong by the next one. The app pings every 25 s, so open apps are never pinged: at
 * ten thousand sockets that is hundreds of frames a second an idle server no longer sends.
 *
 * One timer per process, not one per socket: it ticks once a second and beats one of 30 slices.
 * A socket joins a random slice, so sockets opened together (everyone arrives for the keynote) are
 * not pinged in the same instant and their pongs do not come back together.
 */
export function createHeartbeats() {
  const slices = Array.from({ length: SLICES }, () => new Map<WebSocket, Beat>());
  let next = 0;
  const beat = (socket: WebSocket, b: Beat) => {
    if (b.spoke) {
      b.spoke = false;
      b.answered = true;
      return;
    }
    if (!b.answered) return socket.terminate();
    b.answered = false;
    socket.ping();
  };
  const timer = setInterval(() => {
    const slice = slices[next]!;
    next = (next + 1) % SLICES;
    for (const [socket, b] of slice) beat(socket, b);
  }, HEARTBEAT_MS / SLICES).unref();

  return {
    /** Starts beating a socket; `heard` is called on each of its messages, `stop` when it closes. */
    watch(socket: WebSocket) {
      const b: Beat = { answered: true, spoke: false };
      const slice = slices[Math.floor(Math.random() * SLICES)]!;
      slice.set(socket, b);
      socket.on('pong', () => (b.answered = true));
      return {
        /** The client sent a message: it is there. */
        heard() {
          b.spoke = true;
        },
        stop() {
          slice.delete(socket);
        },
      };
    },
    stop: () => clearInterval(timer),
  };
}
export type Heartbeats = ReturnType<typeof createHeartbeats>;
