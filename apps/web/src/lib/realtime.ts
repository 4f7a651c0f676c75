import { useEffect, useRef, useState } from 'react';
import type { Channel, LiveChange, ServerMessage } from '@mingle/contracts';
import { channelKey, readServerMessage } from '@mingle/contracts/realtime-frames';
import { readRuntimeConfig } from './config';
import { useSession } from './session-context';

export type RealtimeEvent = Extract<ServerMessage, { type: 'event' }>;
export type RealtimeStatus = 'connecting' | 'open' | 'reconnecting' | 'closed';

export interface ChannelHandlers {
  /** A board or chat message was created, edited or deleted. */
  onEvent?(event: RealtimeEvent): void;
  /** On every (re)subscription: fetch what changed since `since` (an ISO time) over HTTP. */
  onResync?(since: string): void;
  /** Counts, removal, deactivation: the latest state of something people watch together. */
  onChange?(change: LiveChange): void;
  onError?(error: { code: number; name: string; message: string }): void;
}

interface Options {
  url: () => string;
  credentials: () => { token?: string; companyId?: string };
  WebSocketImpl?: typeof WebSocket;
  /** First reconnect delay; doubles up to maxDelayMs, with jitter. */
  baseDelayMs?: number;
  maxDelayMs?: number;
}

const PING_MS = 25_000;
const UNAUTHORIZED = 4401;

/**
 * One WebSocket for the whole app (boards, chats and counts are live; docs/architecture.md, "The live model"). It authenticates with the
 * session token, re-subscribes after a drop with back-off, and asks each channel to resync from
 * the last change it saw, so nothing is lost; screens merge by message id, so nothing is doubled.
 */
export function createRealtimeClient(opts: Options) {
  const Impl = opts.WebSocketImpl ?? WebSocket;
  const channels = new Map<string, { channel: Channel; handlers: Set<ChannelHandlers>; lastAt?: string; subscribedAt?: string }>();
  const statusListeners = new Set<(s: RealtimeStatus) => void>();
  let socket: WebSocket | undefined;
  let status: RealtimeStatus = 'closed';
  let attempt = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let pingTimer: ReturnType<typeof setInterval> | undefined;
  let ready = false;

  const setStatus = (s: RealtimeStatus) => {
    status = s;
    statusListeners.forEach((l) => l(s));
  };
  const send = (m: object) => socket?.readyState === Impl.OPEN && socket.send(JSON.stringify(m));
  const subscribe = (c: Channel) => send({ type: 'subscribe', channel: c });

  function connect() {
    const { token, companyId } = opts.credentials();
    if (!token || socket) return;
    setStatus(attempt === 0 ? 'connecting' : 'reconnecting');
    const ws = new Impl(opts.url());
    socket = ws;
    ready = false;
    ws.onopen = () => send({ type: 'auth', token, ...(companyId ? { companyId } : {}) });
    ws.onmessage = (e) => {
      // Our own server's frames, taken as sent once they name a known type (decision 014): no zod here.
      const m = readServerMessage(String(e.data));
      if (!m) return;
      if (m.type === 'ready') {
        ready = true;
        attempt = 0;
        setStatus('open');
        channels.forEach((c) => subscribe(c.channel));
        pingTimer = setInterval(() => send({ type: 'ping' }), PING_MS);
      } else if (m.type === 'subscribed') {
        const c = channels.get(channelKey(m.channel));
        if (!c) return;
        // Every subscription asks to resync, the first included: what changed between loading the
        // history and subscribing (or during a drop) is fetched, never lost.
        c.handlers.forEach((h) => h.onResync?.(c.lastAt ?? m.at));
        c.lastAt ??= m.at;
        c.subscribedAt = m.at;
      } else if (m.type === 'event') {
        const c = channels.get(m.channelKey);
        if (!c) return;
        if (!c.lastAt || m.at > c.lastAt) c.lastAt = m.at;
        c.handlers.forEach((h) => h.onEvent?.(m));
      } else if (m.type === 'change') {
        // Not a resync cursor: `lastAt` follows message events only.
        channels.get(m.channelKey)?.handlers.forEach((h) => h.onChange?.(m));
      } else if (m.type === 'error' && m.channel) {
        channels.get(channelKey(m.channel))?.handlers.forEach((h) => h.onError?.(m));
      }
    };
    ws.onclose = (e) => {
      clearInterval(pingTimer);
      socket = undefined;
      ready = false;
      channels.forEach((c) => (c.subscribedAt = undefined));
      if (e.code === UNAUTHORIZED || channels.size === 0) return setStatus('closed');
      const base = opts.baseDelayMs ?? 500;
      const delay = Math.min(opts.maxDelayMs ?? 10_000, base * 2 ** attempt) * (0.75 + Math.random() * 0.5);
      attempt++;
      setStatus('reconnecting');
      retryTimer = setTimeout(connect, delay);
    };
  }

  return {
    status: () => status,
    onStatus(listener: (s: RealtimeStatus) => void) {
      statusListeners.add(listener);
      return () => void statusListeners.delete(listener);
    },
    /** Listen to a board or chat; returns the way to stop. */
    listen(channel: Channel, handlers: ChannelHandlers) {
      const key = channelKey(channel);
      let entry = channels.get(key);
      if (!entry) {
        entry = { channel, handlers: new Set() };
        channels.set(key, entry);
        if (ready) subscribe(channel);
      }
      entry.handlers.add(handlers);
      // Joining a channel another screen already listens to: no new `subscribed` comes, so this
      // listener is asked to resync now, as it would have been.
      const joined = entry;
      if (ready && joined.subscribedAt) queueMicrotask(() => handlers.onResync?.(joined.lastAt ?? joined.subscribedAt!));
      connect();
      return () => {
        const e = channels.get(key);
        if (!e) return;
        e.handlers.delete(handlers);
        if (e.handlers.size) return;
        channels.delete(key);
        send({ type: 'unsubscribe', channel });
        if (channels.size === 0) {
          clearTimeout(retryTimer);
          socket?.close(1000);
        }
      };
    },
    close() {
      channels.clear();
      clearTimeout(retryTimer);
      socket?.close(1000);
    },
  };
}
export type RealtimeClient = ReturnType<typeof createRealtimeClient>;

/** ws(s)://<api host>/ws, from the run-time API base or the page's own origin. */
export function realtimeUrl(apiBaseUrl = readRuntimeConfig().apiBaseUrl, origin = globalThis.location?.origin ?? '') {
  const base = new URL(apiBaseUrl || origin);
  base.protocol = base.protocol === 'https:' ? 'wss:' : 'ws:';
  base.pathname = '/ws';
  return base.toString();
}

const clients = new WeakMap<object, RealtimeClient>();

/** The app's realtime client, tied to the signed-in session. */
export function useRealtime(): RealtimeClient {
  const session = useSession();
  let client = clients.get(session.auth);
  if (!client) {
    client = createRealtimeClient({
      url: () => realtimeUrl(),
      credentials: () => {
        const u = session.auth.get();
        return { token: u.accessToken, companyId: u.membership?.companyId };
      },
    });
    clients.set(session.auth, client);
  }
  return client;
}

/**
 * Live events of one board or chat while the component is mounted; `null` listens to nothing.
 * Returns the connection status so screens can say "Reconnecting…".
 */
export function useChannel(channel: Channel | null, handlers: ChannelHandlers): RealtimeStatus {
  const client = useRealtime();
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  const [status, setStatus] = useState<RealtimeStatus>(client.status());
  const key = channel ? channelKey(channel) : null;
  useEffect(() => client.onStatus(setStatus), [client]);
  useEffect(() => {
    if (!channel) return;
    return client.listen(channel, {
      onEvent: (e) => latest.current.onEvent?.(e),
      onResync: (since) => latest.current.onResync?.(since),
      onChange: (c) => latest.current.onChange?.(c),
      onError: (err) => latest.current.onError?.(err),
    });
    // The channel is identified by its key; a new object for the same channel is the same listen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, key]);
  return status;
}
