import type { ProfileField, ProfileVisibility } from '@mingle/contracts';

/** How the viewer stands to the person seen: themselves, connected at this event, or anyone else there. */
export type Relation = 'self' | 'connection' | 'other'; // as visibility.repo's relationsOf answers

/** A field with no audience stored is seen by everyone at the event (how profiles were before decision 018). */
export const visibilityOf = (stored: Partial<ProfileVisibility>): ProfileVisibility => ({
  hometown: stored.hometown ?? 'everyone',
  interests: stored.interests ?? 'everyone',
  adventures: stored.adventures ?? 'everyone',
  destinations: stored.destinations ?? 'everyone',
  groups: stored.groups ?? 'everyone',
  about: stored.about ?? 'everyone',
  intents: stored.intents ?? 'everyone',
});

export function mayView(stored: Partial<ProfileVisibility>, field: ProfileField, relation: Relation): boolean {
  const audience = visibilityOf(stored)[field];
  return relation === 'self' || audience === 'everyone' || (audience === 'connections' && relation === 'connection');
}
