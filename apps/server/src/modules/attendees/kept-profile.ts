import type { KeptProfile, Place } from '@mingle/contracts';
import { interestsService } from '../interests/interests.service.js';
import { placeIndex } from '../places/places.index.js';
import type { KeptRow } from './kept-profile.repo.js';

/** The kept copy as offered to a new event's setup; places that left the gazetteer are left out. */
export function toKeptProfile(row: KeptRow, photoUrl: string | null): KeptProfile {
  const index = placeIndex();
  const places = (ids: string[]) => ids.map((id) => index.get(id)).filter((p): p is Place => !!p);
  return {
    firstName: row.firstName,
    lastName: row.lastName,
    gender: row.gender,
    hometown: index.get(row.hometownId) ?? null,
    interests: interestsService.many(row.interestIds.filter((id) => interestsService.get(id)).sort()),
    adventures: places(row.adventureIds),
    destinations: places(row.destinationIds),
    photoUploadId: row.photoUploadId,
    photoUrl,
    keptAt: row.keptAt.toISOString(),
  };
}
