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
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      try {
        frames.push(JSON.parse(String(payload)) as Frame);
      } catch {
        // not one of ours
      }
    }),
  );
  const seen = (match: (f: Frame) => boolean, what: string) => expect.poll(() => frames.some(match), { message: `no ${what} frame arrived` }).toBe(true);
  return {
    frames,
    /** The server confirmed a subscription to a channel of this kind. */
    subscribed: (kind: string) => seen((f) => f.type === 'subscribed' && f.channel?.kind === kind, `subscribed ${kind}`),
    /** A live change of this name (e.g. 'unread.changed') arrived. */
    change: (event: string, match: (f: Frame) => boolean = () => true) => seen((f) => f.type === 'change' && f.event === event && match(f), event),
  };
}

/** Two animation frames: whatever the page was told has been drawn (or was not going to be). */
export const painted = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
