import { safeRedirectTarget } from './redirects';

/**
 * The way into an event (decision 013): someone arrives by the event's join link, or by scanning an
 * attendee's connection code before they are in the event. What they came for rides along in the
 * address (the join page's `connect`, the auth pages' `redirect`) until they have joined, and then in
 * this tab's session storage until their profile is set up; then the connection is made. Nothing
 * here is ever navigated to as text: only an event slug and a person's id come out, both checked.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** An event's web address, as the contracts make them (old addresses follow the same rule). */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SLUG_MAX = 60;

export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);
/** A QR code's one-time proof that the two met (random, URL-safe); it rides along with the person's id. */
const CODE = /^[A-Za-z0-9_-]{16,64}$/;
export const isConnectionCode = (value: unknown): value is string => typeof value === 'string' && CODE.test(value);
/** The code of a search object or parameter, when it is one. */
export const codeOf = (value: unknown): string | undefined => (isConnectionCode(value) ? value : undefined);
const isSlug = (value: string) => value.length <= SLUG_MAX && SLUG.test(value);

function decoded(part: string | undefined): string | undefined {
  if (part === undefined) return undefined;
  try {
    return decodeURIComponent(part);
  } catch {
    return undefined;
  }
}

export interface ConnectionPath {
  slug: string;
  /** The code owner's user id, lower case. */
  initiatorId: string;
}

/** /events/{slug}/connections/new/{initiatorId} (a trailing slash allowed): whose code was scanned, in which event. */
export function connectionPathOf(pathname: string): ConnectionPath | undefined {
  const parts = pathname.replace(/\/+$/, '').split('/');
  if (parts.length !== 6) return undefined;
  const [empty, events, slug, connections, isNew, id] = parts;
  const eventSlug = decoded(slug);
  if (empty !== '' || events !== 'events' || connections !== 'connections' || isNew !== 'new' || !eventSlug) return undefined;
  return isUuid(id) ? { slug: eventSlug, initiatorId: id.toLowerCase() } : undefined;
}

/** The address of a connection code: whoever opens it connects with its owner. */
export const connectionPath = (slug: string, initiatorId: string, code?: string) =>
  `/events/${encodeURIComponent(slug)}/connections/new/${encodeURIComponent(initiatorId)}${code ? `?code=${encodeURIComponent(code)}` : ''}`;

export interface WayIn {
  /** The event to join. */
  slug: string;
  /** Someone whose connection code was scanned, to connect with once in. */
  connectWith?: string;
  /** The one-time code their QR carried (none: a plain link, which becomes a request). */
  code?: string;
}

/**
 * What a sign-up or log-in's redirect target came for: the event of a join page
 * (/events/{slug}/join, with `connect` when a code was scanned) or of a connection code.
 * Anything else, or anything malformed, is no way in.
 */
export function wayInOf(redirect: unknown): WayIn | undefined {
  const target = safeRedirectTarget(redirect);
  if (!target) return undefined;
  const url = new URL(target, 'https://mingle.invalid');
  const connection = connectionPathOf(url.pathname);
  const code = codeOf(url.searchParams.get('code'));
  if (connection) return isSlug(connection.slug) ? { slug: connection.slug, connectWith: connection.initiatorId, ...(code ? { code } : {}) } : undefined;
  const join = /^\/events\/([^/]+)\/join\/?$/.exec(url.pathname);
  const slug = decoded(join?.[1]);
  if (!slug || !isSlug(slug)) return undefined;
  const connect = url.searchParams.get('connect');
  return isUuid(connect) ? { slug, connectWith: connect.toLowerCase(), ...(code ? { code } : {}) } : { slug };
}

/** What POST /events/{event}/join answers, as far as the way on depends on it. */
interface Joined {
  event: { slug: string };
  hasProfile: boolean;
  /** In line or waiting for approval: no place yet (decision 037). */
  status?: 'joined' | 'waitlisted' | 'pending';
}

/**
 * Just joined (the join button, or a sign-up whose code joined at once): where to go. Without a
 * profile that is the setup, and a code scanned on the way in waits for it there (kept for `userId`);
 * with one, the scanned code's connection, or the event. (The event's layout selects the event.)
 */
export function afterJoin(joined: Joined, connectWith: string | undefined, userId: string | undefined, code?: string): string {
  const { slug } = joined.event;
  // Waiting for a place: the join page says where they stand.
  if (joined.status && joined.status !== 'joined') return `/events/${encodeURIComponent(slug)}/join`;
  if (joined.hasProfile) return connectWith ? connectionPath(slug, connectWith, code) : `/events/${encodeURIComponent(slug)}`;
  if (connectWith && userId) rememberConnection({ userId, slug, initiatorId: connectWith, code });
  return `/events/${encodeURIComponent(slug)}/profile/setup`;
}

// --- A scanned code waiting for the profile setup -------------------------------------------------

const PENDING_KEY = 'mingle.pendingConnection';
/** A scan older than this is not acted on: the setup was left long ago. */
export const PENDING_CONNECTION_TTL_MS = 6 * 60 * 60 * 1000;

interface PendingConnection {
  userId: string;
  slug: string;
  initiatorId: string;
  code?: string;
  at: number;
}

/** This tab's session storage, or undefined where it is blocked. */
export function tabStorage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

/** After joining: connect with this person once the profile for the event is set up (one at a time). */
export function rememberConnection(pending: Omit<PendingConnection, 'at'>, storage = tabStorage(), now = Date.now()): void {
  if (!isUuid(pending.initiatorId) || !pending.userId || !pending.slug) return;
  try {
    storage?.setItem(PENDING_KEY, JSON.stringify({ ...pending, initiatorId: pending.initiatorId.toLowerCase(), at: now }));
  } catch {
    // Storage full or blocked: the connection is then made by scanning again.
  }
}

/**
 * The person to connect with now that this user's profile for this event is set up, if a scan is
 * waiting for exactly that; it is used up either way once read for its owner and event.
 */
export function takePendingConnection({ userId, slug }: { userId: string | undefined; slug: string }, storage = tabStorage(), now = Date.now()): { initiatorId: string; code?: string } | undefined {
  let pending: Partial<PendingConnection> | undefined;
  try {
    pending = JSON.parse(storage?.getItem(PENDING_KEY) ?? 'null') as Partial<PendingConnection> | undefined;
  } catch {
    pending = undefined;
  }
  if (!pending || !userId || pending.userId !== userId || pending.slug !== slug) return undefined;
  try {
    storage?.removeItem(PENDING_KEY);
  } catch {
    // ignore
  }
  const fresh = typeof pending.at === 'number' && now - pending.at >= 0 && now - pending.at < PENDING_CONNECTION_TTL_MS;
  if (!fresh || !isUuid(pending.initiatorId)) return undefined;
  const code = codeOf(pending.code);
  return code ? { initiatorId: pending.initiatorId, code } : { initiatorId: pending.initiatorId };
}
