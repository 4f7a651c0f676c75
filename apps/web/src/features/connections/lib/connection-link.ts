import { connectionPath, connectionPathOf, isUuid } from '@/lib/way-in';

export { isUuid };

/** My personal connection link for an event: whoever opens it connects with me. */
export function connectionLink(origin: string, slug: string, userId: string): string {
  return `${origin}${connectionPath(slug, userId)}`;
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
  const link = connectionPathOf(url.pathname);
  return link && link.slug === slug ? link.initiatorId : null;
}
