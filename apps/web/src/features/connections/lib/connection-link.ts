import { connectionPath, connectionPathOf, isConnectionCode, isUuid } from '@/lib/way-in';

export { isConnectionCode, isUuid };

/** What a scanned link asks for: whose code it is, and the proof it carried (none: a request). */
export interface ScannedLink {
  initiatorId: string;
  code?: string;
}

/** My connection link for an event: with a code, whoever opens it in time connects with me; without, they ask. */
export function connectionLink(origin: string, slug: string, userId: string, code?: string): string {
  return `${origin}${connectionPath(slug, userId, code)}`;
}

/**
 * The person and code of a scanned Mingle connection link of this event, or null for anything else:
 * another site, another event, another page, or a malformed id. Only same-origin links count.
 */
export function parseConnectionLink(text: string, origin: string, slug: string): ScannedLink | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  const link = connectionPathOf(url.pathname);
  if (!link || link.slug !== slug) return null;
  const code = url.searchParams.get('code');
  return isConnectionCode(code) ? { initiatorId: link.initiatorId, code } : { initiatorId: link.initiatorId };
}
