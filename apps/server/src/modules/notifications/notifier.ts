import type { PushPayload } from '@mingle/contracts';
import type { Background } from '../../lib/background.js';
import type { Realtime } from '../../plugins/realtime.js';
import type { PushService } from './push.service.js';
import type { EventsService } from '../events/events.service.js';

export const personKey = (eventId: string, userId: string) => `person:${eventId}:${userId}`;

interface Deps {
  events: Pick<EventsService, 'findPublic'>;
  realtime: Realtime;
  push: PushService;
  background: Background;
}

interface Someone {
  userId: string;
  name: string;
}

/**
 * Tells a person something arrived for them (decision 024): a small live nudge on their own
 * channel (the app raises its unread badge and, off screen, a toast), and a browser notification
 * when they are not reading that chat right now. Both carry names only, never a message's text.
 * Blocks need no check here: a block ends the connection and refuses requests (decision 019).
 */
export function createNotifier({ events, realtime, push, background }: Deps) {
  const nudge = (eventId: string, to: string, reason: 'chat' | 'request', from: Someone, connectionId: string | null) =>
    realtime.publishChange({ type: 'change', channelKey: personKey(eventId, to), event: 'unread.changed', at: new Date().toISOString(), reason, connectionId, from });

  /** The person's choices are read as the thing happens (a mute a moment later does not reach back); the sending runs after the answer. */
  async function pushLater(eventId: string, to: string, kind: 'chat' | 'request', payload: (slug: string) => PushPayload) {
    const devices = await push.devicesWanting(to, eventId, kind);
    if (!devices.length) return;
    background.run(`${kind} push`, async () => {
      const event = await events.findPublic(eventId);
      if (event) await push.deliverTo(devices, payload(event.slug));
    });
  }

  return {
    async chatMessage(eventId: string, connectionId: string, from: Someone, to: string) {
      // Read before the nudge goes out: someone with the chat open reads it there (this process's sockets).
      const reading = realtime.listening(`chat:${connectionId}`).has(to);
      await nudge(eventId, to, 'chat', from, connectionId);
      if (reading) return;
      await pushLater(eventId, to, 'chat', (slug) => ({
        title: `New message from ${from.name}`,
        body: 'Open Mingle to read it.',
        url: `/events/${slug}/connections/${connectionId}`,
        tag: `chat:${connectionId}`,
      }));
    },
    /** Someone connected with `to` (a scan of their code, or a yes): their screen says so at once. No push: they are standing there. */
    connected: (eventId: string, connectionId: string, from: Someone, to: string) =>
      realtime.publishChange({ type: 'change', channelKey: personKey(eventId, to), event: 'connection.created', at: new Date().toISOString(), connectionId, from }),
    async connectionRequest(eventId: string, from: Someone, to: string) {
      await nudge(eventId, to, 'request', from, null);
      await pushLater(eventId, to, 'request', (slug) => ({
        title: `${from.name} wants to connect`,
        body: 'Open Mingle to answer.',
        url: `/events/${slug}/connections`,
        tag: `request:${from.userId}`,
      }));
    },
  };
}
export type Notifier = ReturnType<typeof createNotifier>;
