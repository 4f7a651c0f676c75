import { describe, expect, it, vi } from 'vitest';
import { createRealtimeClient, realtimeUrl, type RealtimeEvent } from './realtime';

/** The browser's WebSocket is outside our code; this stand-in records what we send and lets a test answer. */
class FakeSocket {
  static OPEN = 1;
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  onopen?: () => void;
  onmessage?: (e: { data: string }) => void;
  onclose?: (e: { code: number }) => void;
  constructor(public url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code = 1000) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  receive(m: object) {
    this.onmessage?.({ data: JSON.stringify(m) });
  }
}

const channel = { kind: 'group' as const, event: 'ev', groupId: '7c9e6679-7425-40de-944b-e07fc1f90ae7' };
const key = `group:${channel.groupId}`;
const message = (id: string, at: string) => ({
  type: 'event',
  channelKey: key,
  event: 'message.created',
  at,
  messageId: id,
  message: {
    id,
    seq: 1,
    authorId: id,
    authorName: 'ana',
    authorUsername: 'ana',
    body: 'hi',
    parent: null,
    createdAt: at,
    editedAt: null,
    deleted: false,
    removedByModerator: false,
    byOrganiser: false,
    pinned: false,
    updatedAt: at,
  },
});

function setup() {
  FakeSocket.all = [];
  vi.useFakeTimers();
  const client = createRealtimeClient({
    url: () => 'ws://x/ws',
    credentials: () => ({ token: 'tok', companyId: undefined }),
    WebSocketImpl: FakeSocket as unknown as typeof WebSocket,
    baseDelayMs: 100,
  });
  return client;
}

describe('realtime client', () => {
  it('authenticates, subscribes, and hands events to the channel', () => {
    const client = setup();
    const events: RealtimeEvent[] = [];
    client.listen(channel, { onEvent: (e) => events.push(e), onResync: () => undefined });
    const ws = FakeSocket.all[0]!;
    ws.open();
    expect(ws.sent[0]).toEqual({ type: 'auth', token: 'tok' });
    ws.receive({ type: 'ready', userId: '0f8fad5b-d9cb-469f-a165-70867728950e' });
    expect(ws.sent[1]).toEqual({ type: 'subscribe', channel });
    ws.receive({ type: 'subscribed', channel, at: '2026-01-01T00:00:00.000Z' });
    ws.receive(message('0f8fad5b-d9cb-469f-a165-70867728950e', '2026-01-01T00:00:01.000Z'));
    expect(events.map((e) => e.message?.body)).toEqual(['hi']);
    expect(client.status()).toBe('open');
  });

  it('resyncs on every subscription, and after a drop from the last change seen, with back-off', () => {
    const client = setup();
    const resyncs: string[] = [];
    client.listen(channel, { onEvent: () => undefined, onResync: (s) => resyncs.push(s) });
    const first = FakeSocket.all[0]!;
    first.open();
    first.receive({ type: 'ready', userId: '0f8fad5b-d9cb-469f-a165-70867728950e' });
    first.receive({ type: 'subscribed', channel, at: '2026-01-01T00:00:00.000Z' });
    first.receive(message('0f8fad5b-d9cb-469f-a165-70867728950e', '2026-01-01T00:00:05.000Z'));
    first.close(1006);
    expect(client.status()).toBe('reconnecting');
    vi.advanceTimersByTime(200);
    const second = FakeSocket.all[1]!;
    second.open();
    second.receive({ type: 'ready', userId: '0f8fad5b-d9cb-469f-a165-70867728950e' });
    second.receive({ type: 'subscribed', channel, at: '2026-01-01T00:01:00.000Z' });
    expect(resyncs).toEqual(['2026-01-01T00:00:00.000Z', '2026-01-01T00:00:05.000Z']);
  });

  it('stops when the session is refused, and closes when nobody listens', () => {
    const client = setup();
    const stop = client.listen(channel, { onEvent: () => undefined, onResync: () => undefined });
    FakeSocket.all[0]!.open();
    FakeSocket.all[0]!.close(4401);
    vi.advanceTimersByTime(20_000);
    expect(FakeSocket.all).toHaveLength(1);
    expect(client.status()).toBe('closed');
    stop();
  });

  it('builds the socket address from the API base', () => {
    expect(realtimeUrl('', 'https://mingle.example')).toBe('wss://mingle.example/ws');
    expect(realtimeUrl('http://localhost:3000', 'http://x')).toBe('ws://localhost:3000/ws');
  });
});
