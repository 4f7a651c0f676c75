import { expect, type Page } from '@playwright/test';

interface Frame {
  type: string;
  event?: string;
  channel?: { kind: string };
  connectionId?: string | null;
}

/**
 * Every frame the page's live sockets receive (sockets opened from now on: call it before the page
 * first goes anywhere): a journey waits for the server's own
 * word (a subscription confirmed, a nudge delivered) instead of a pause that hopes it came.
 */
export function liveFrames(page: Page) {
  const frames: Frame[] = [];
  // A subscription lives as long as its socket: after a reload only the new socket's count.
  const open = new Set<Frame>();
  page.on('websocket', (socket) => {
    const mine: Frame[] = [];
    socket.on('framereceived', ({ payload }) => {
      try {
        const frame = JSON.parse(String(payload)) as Frame;
        frames.push(frame);
        mine.push(frame);
        open.add(frame);
      } catch {
        // not one of ours
      }
    });
    socket.on('close', () => mine.forEach((frame) => open.delete(frame)));
  });
  const seen = (match: (f: Frame) => boolean, what: string) => expect.poll(() => frames.some(match), { message: `no ${what} frame arrived` }).toBe(true);
  return {
    frames,
    /** The server confirmed a subscription to a channel of this kind, on a socket still open. */
    subscribed: (kind: string) => expect.poll(() => [...open].some((f) => f.type === 'subscribed' && f.channel?.kind === kind), { message: `no subscribed ${kind} frame arrived` }).toBe(true),
    /** A live change of this name (e.g. 'unread.changed') arrived. */
    change: (event: string, match: (f: Frame) => boolean = () => true) => seen((f) => f.type === 'change' && f.event === event && match(f), event),
  };
}

/** Two animation frames: whatever the page was told has been drawn (or was not going to be). */
export const painted = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
