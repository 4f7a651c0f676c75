import type { GuideLink, SharedKind, SharedReason } from '@mingle/contracts';

/**
 * Which guide section each kind of opener points to (decision 025): a shared dream destination is
 * a question about hopes, so the listening guide's "Ask questions that open doors"; a shared
 * interest or group is the conversation guide's "Use what Mingle tells you"; a shared hometown or
 * a place both have been is something to open up about, the friendship guide's "Open up a little at a time".
 */
export const GUIDE_OF: Record<SharedKind, GuideLink> = {
  destination: { articleId: '1', section: 4 },
  interest: { articleId: '2', section: 3 },
  hometown: { articleId: '3', section: 6 },
  adventure: { articleId: '3', section: 6 },
  group: { articleId: '2', section: 3 },
};

/** Interests named in one line at most: "You both love Hiking, Camping and Chess". */
const MAX_NAMES = 3;
export const MAX_OPENERS = 3;

interface Named {
  id: string;
  name: string;
}

/** One side of a pair: a person's things as the viewer may see them (hidden fields already empty). */
export interface Things<I extends Named = Named, P extends Named = Named, G extends Named = Named> {
  interests: I[];
  hometown: P | null;
  adventures: P[];
  destinations: P[];
  groups: G[];
}

export const NOTHING: Things<never, never, never> = { interests: [], hometown: null, adventures: [], destinations: [], groups: [] };

/**
 * What two people share (decision 028), the one rule every surface uses: the same interest, the
 * same group, or the same place in the same role (both from it, both been there, both dream of
 * it). `theirs` must be the other person as the viewer may see them; my own things always count
 * for me. In their order, so lists read as their profile does.
 */
export function sharedThings<I extends Named, P extends Named, G extends Named>(mine: Things, theirs: Things<I, P, G>): Things<I, P, G> {
  const both = <T extends Named>(a: Named[], b: T[]) => {
    const ids = new Set(a.map((x) => x.id));
    return b.filter((x) => ids.has(x.id));
  };
  return {
    interests: both(mine.interests, theirs.interests),
    hometown: mine.hometown && theirs.hometown && mine.hometown.id === theirs.hometown.id ? theirs.hometown : null,
    adventures: both(mine.adventures, theirs.adventures),
    destinations: both(mine.destinations, theirs.destinations),
    groups: both(mine.groups, theirs.groups),
  };
}

/** "N things in common": every shared item once. */
export const countShared = (s: Things) => s.interests.length + (s.hometown ? 1 : 0) + s.adventures.length + s.destinations.length + s.groups.length;

/** What two people share, by name (for openers and reasons). */
export interface Shared {
  destinations: string[];
  interests: string[];
  hometown: string | null;
  adventures?: string[];
  groups?: string[];
}

export const namesOf = (s: Things): Shared => ({
  destinations: s.destinations.map((x) => x.name),
  interests: s.interests.map((x) => x.name),
  hometown: s.hometown?.name ?? null,
  adventures: s.adventures.map((x) => x.name),
  groups: s.groups.map((x) => x.name),
});

const reason = (kind: SharedKind, names: string[]): SharedReason => ({ kind, names, guide: GUIDE_OF[kind] });

/**
 * Up to three openers from what is shared: one per kind first (destination, interests, hometown,
 * a place both have been, a group), then more single destinations and interests until there are
 * three. Each names at least one shared thing, so there are never more openers than things in
 * common. Nothing shared: none.
 */
export function openersFrom(shared: Shared): SharedReason[] {
  const out: SharedReason[] = [];
  const { adventures = [], groups = [] } = shared;
  const [firstPlace, ...morePlaces] = shared.destinations;
  if (firstPlace) out.push(reason('destination', [firstPlace]));
  if (shared.interests.length) out.push(reason('interest', shared.interests.slice(0, 2)));
  if (shared.hometown) out.push(reason('hometown', [shared.hometown]));
  if (adventures.length) out.push(reason('adventure', [adventures[0]!]));
  if (groups.length) out.push(reason('group', [groups[0]!]));
  const extras = [...morePlaces.map((p) => reason('destination', [p])), ...shared.interests.slice(2).map((i) => reason('interest', [i]))];
  return [...out, ...extras].slice(0, MAX_OPENERS);
}

/**
 * Reasons to meet someone, strongest first: one per kind, the kind with the most in common first,
 * the rarer kind on a tie (places before interests and groups). At most three.
 */
export function reasonsToMeet(shared: Shared): SharedReason[] {
  const candidates: [number, SharedReason][] = [];
  const { destinations, hometown, interests, adventures = [], groups = [] } = shared;
  if (destinations.length) candidates.push([destinations.length, reason('destination', destinations.slice(0, MAX_NAMES))]);
  if (hometown) candidates.push([1, reason('hometown', [hometown])]);
  if (adventures.length) candidates.push([adventures.length, reason('adventure', adventures.slice(0, MAX_NAMES))]);
  if (interests.length) candidates.push([interests.length, reason('interest', interests.slice(0, MAX_NAMES))]);
  if (groups.length) candidates.push([groups.length, reason('group', groups.slice(0, MAX_NAMES))]);
  // Stable sort: on a tie, the order above wins.
  return candidates
    .sort((a, b) => b[0] - a[0])
    .slice(0, MAX_OPENERS)
    .map(([, r]) => r);
}

/** The one reason to meet someone: the first of `reasonsToMeet`. */
export const strongestReason = (shared: Shared): SharedReason | null => reasonsToMeet(shared)[0] ?? null;
