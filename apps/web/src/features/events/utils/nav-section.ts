/** The places of the bottom navigation (docs/product.md, "The event area": home, groups, gatherings, people, connections). */
export type NavSection = 'home' | 'groups' | 'gatherings' | 'people' | 'connections';

/** The first part after /events/{slug}/ that names a place of its own; anything else there is a group's id. */
const PLACES: Record<string, NavSection | null> = {
  gatherings: 'gatherings',
  attendees: 'people',
  connections: 'connections',
  // In the menu, not the navigation: nothing is highlighted there.
  guides: null,
  profile: null,
  join: null,
  // My pass for the door (decision 038): reached from the event home and My QR.
  pass: null,
  // My agenda and meeting hours (decision 041): reached from the event home, a profile and a chat.
  agenda: null,
  availability: null,
  // My rounds (decision 042): reached from the event home's card.
  rounds: null,
};

/**
 * Which place of the bottom navigation a page belongs to, so it stays highlighted on every page
 * inside it: a group (/events/{slug}/{groupId}, its board, gatherings tab, details and its
 * gatherings' pages) is in Groups, like the groups list (/events/{slug}?tab=groups).
 */
export function navSection(pathname: string, search: { tab?: unknown }, slug: string): NavSection | null {
  const base = `/events/${slug}`;
  const path = pathname.replace(/\/+$/, '');
  if (path === base) return search.tab === 'groups' ? 'groups' : 'home';
  if (!path.startsWith(`${base}/`)) return null;
  const first = decodeURIComponent(path.slice(base.length + 1).split('/')[0] ?? '');
  if (!first) return null;
  return first in PLACES ? (PLACES[first] ?? null) : 'groups';
}
