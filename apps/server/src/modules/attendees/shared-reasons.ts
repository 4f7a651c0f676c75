import type { AttendeeProfile, GuideLink, SharedKind, SharedReason } from '@mingle/contracts';

/**
 * Which guide section each kind of opener points to (decision 025): a shared dream destination is
 * a question about hopes, so the listening guide's "Ask questions that open doors"; a shared
 * interest is the conversation guide's "Use what Mingle tells you"; a shared hometown is something
 * to open up about, the friendship guide's "Open up a little at a time".
 */
export const GUIDE_OF: Record<SharedKind, GuideLink> = {
  destination: { articleId: '1', section: 4 },
  interest: { articleId: '2', section: 3 },
  hometown: { articleId: '3', section: 6 },
};

/** Interests named in one line at most: "You both love Hiking, Camping and Chess". */
const MAX_NAMES = 3;
export const MAX_OPENERS = 3;

/** What two people share, by name: only what both have and the viewer may see of the other. */
export interface Shared {
  destinations: string[];
  interests: string[];
  hometown: string | null;
}

const reason = (kind: SharedKind, names: string[]): SharedReason => ({ kind, names, guide: GUIDE_OF[kind] });

/** `theirs` is the other person as the viewer may see them (hidden fields already empty). */
export function sharedBetween(mine: AttendeeProfile, theirs: AttendeeProfile): Shared {
  const ids = <T extends { id: string }>(list: T[]) => new Set(list.map((x) => x.id));
  const myInterests = ids(mine.interests);
  const myDestinations = ids(mine.destinations);
  return {
    destinations: theirs.destinations.filter((p) => myDestinations.has(p.id)).map((p) => p.name),
    interests: theirs.interests.filter((i) => myInterests.has(i.id)).map((i) => i.name),
    hometown: mine.hometown && theirs.hometown && mine.hometown.id === theirs.hometown.id ? theirs.hometown.name : null,
  };
}

/**
 * Two or three openers from what is shared: one per kind first (destination, interests, hometown),
 * then more single destinations and interests until there are three. Nothing shared: none.
 */
export function openersFrom(shared: Shared): SharedReason[] {
  const out: SharedReason[] = [];
  const [firstPlace, ...morePlaces] = shared.destinations;
  if (firstPlace) out.push(reason('destination', [firstPlace]));
  if (shared.interests.length) out.push(reason('interest', shared.interests.slice(0, 2)));
  if (shared.hometown) out.push(reason('hometown', [shared.hometown]));
  const extras = [...morePlaces.map((p) => reason('destination', [p])), ...shared.interests.slice(2).map((i) => reason('interest', [i]))];
  return [...out, ...extras].slice(0, MAX_OPENERS);
}

/** The one reason to meet someone: the kind with the most in common, the rarer kind on a tie. */
export function strongestReason(shared: Shared): SharedReason | null {
  const candidates: [number, SharedReason][] = [];
  const { destinations, hometown, interests } = shared;
  if (destinations.length) candidates.push([destinations.length, reason('destination', destinations.slice(0, MAX_NAMES))]);
  if (hometown) candidates.push([1, reason('hometown', [hometown])]);
  if (interests.length) candidates.push([interests.length, reason('interest', interests.slice(0, MAX_NAMES))]);
  // Stable sort: on a tie, the order above (destination, hometown, interest) wins.
  return candidates.sort((a, b) => b[0] - a[0])[0]?.[1] ?? null;
}
