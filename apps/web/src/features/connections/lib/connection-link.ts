const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string): boolean => UUID.test(value);

/** My personal connection link for an event: whoever opens it connects with me. */
export function connectionLink(origin: string, slug: string, userId: string): string {
  return `${origin}/events/${encodeURIComponent(slug)}/connections/new/${encodeURIComponent(userId)}`;
}

/**
 * The initiator id of a scanned Mingle connection link of this event, or null for anything else:
 * another site, another event, another page, or a malformed id. Only same-origin links count.
 */
export function parseConnectionLink(text: string, origin: string, slug: string): string | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  const parts = url.pathname.replace(/\/+$/, '').split('/');
  // ['', 'events', slug, 'connections', 'new', id]
  if (parts.length !== 6) return null;
  const [empty, events, eventSlug, connections, isNew, id] = parts;
  let decodedSlug: string;
  try {
    decodedSlug = decodeURIComponent(eventSlug ?? '');
  } catch {
    return null;
  }
  if (empty !== '' || events !== 'events' || decodedSlug !== slug || connections !== 'connections' || isNew !== 'new') return null;
  return id && isUuid(id) ? id.toLowerCase() : null;
}
