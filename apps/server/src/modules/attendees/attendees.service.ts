import type { AttendeeCard, MyEvent, Place, Profile, ProfileData, PublicEvent } from '@mingle/contracts';
import type { Db } from '../../db/index.js';
import { AppError, errors } from '../../lib/errors.js';
import { ErrorName, englishError } from '@mingle/contracts';
import type { EventsService } from '../events/events.service.js';
import type { UploadsService } from '../uploads/uploads.service.js';
import { interestsService } from '../interests/interests.service.js';
import { placeIndex } from '../places/places.index.js';
import { attendeesRepo, type PlaceRow } from './attendees.repo.js';

const profileNotFound = () => new AppError(404, ErrorName.ProfileNotFound, englishError('profileNotFound'));

/** What a stored place and a gazetteer place have in common. */
const placeFields = ({ kind, name, displayName, country, countryCode, lat, lng }: Omit<Place, 'id'>) => ({
  kind, name, displayName, country, countryCode, lat, lng,
});
const toPlace = (p: PlaceRow): Place => ({ id: p.placeId, ...placeFields(p) });

export function createAttendeesService({ db, events, uploads }: { db: Db; events: EventsService; uploads: UploadsService }) {
  const photoUrl = (key: string | null) => (key ? uploads.urlOf(key) : null);

  /** The event, if the caller has joined it; otherwise it is as if it did not exist. */
  async function joinedEvent(ref: string, userId: string): Promise<PublicEvent> {
    const event = await events.findPublic(ref);
    if (!event || !(await attendeesRepo.isAttendee(db, event.id, userId))) throw errors.notFound('eventNotFound');
    return event;
  }

  async function loadProfile(found: NonNullable<Awaited<ReturnType<typeof attendeesRepo.findProfile>>>): Promise<Profile> {
    const { profile, username, photoKey } = found;
    const [interestIds, places] = await Promise.all([attendeesRepo.interestIds(db, profile.id), attendeesRepo.places(db, profile.id)]);
    const of = (role: PlaceRow['role']) => places.filter((p) => p.role === role).map(toPlace);
    return {
      id: profile.id,
      eventId: profile.eventId,
      userId: profile.userId,
      username,
      firstName: profile.firstName,
      lastName: profile.lastName,
      gender: profile.gender,
      hometown: of('hometown')[0]!,
      interests: interestsService.many(interestIds.sort()),
      adventures: of('adventure'),
      destinations: of('destination'),
      keepForFuture: profile.keepForFuture,
      photoUploadId: profile.photoUploadId,
      photoUrl: photoUrl(photoKey),
    };
  }

  function resolvePlaces(ids: string[], field: string) {
    const index = placeIndex();
    return ids.map((id, i) => {
      const place = index.get(id);
      if (!place) throw errors.field(400, ids.length > 1 ? `${field}.${i}` : field, 'unknownPlace');
      return place;
    });
  }

  return {
    /** Idempotent: joining twice keeps the first join. */
    async join(ref: string, userId: string) {
      const event = await events.findPublic(ref);
      if (!event) throw errors.notFound('eventNotFound');
      const joinedAt = await attendeesRepo.join(db, event.id, userId);
      const hasProfile = !!(await attendeesRepo.findProfile(db, event.id, userId));
      return { event, joinedAt: joinedAt.toISOString(), hasProfile };
    },

    async myEvents(userId: string, page: number, pageSize: number) {
      const { rows, hasMore } = await attendeesRepo.myEvents(db, userId, page, pageSize);
      const byId = await events.publicByIds(rows.map((r) => r.eventId));
      const items: MyEvent[] = rows.map((r) => ({
        ...byId.get(r.eventId)!,
        joinedAt: r.joinedAt.toISOString(),
        hasProfile: r.hasProfile,
        current: r.current,
      }));
      return { items, page, pageSize, hasMore };
    },

    async getProfile(ref: string, userId: string) {
      const event = await joinedEvent(ref, userId);
      const found = await attendeesRepo.findProfile(db, event.id, userId);
      if (!found) throw profileNotFound();
      return loadProfile(found);
    },

    async savedProfile(userId: string) {
      const found = await attendeesRepo.latestKeptProfile(db, userId);
      return { profile: found ? await loadProfile(found) : null };
    },

    /** Profile, interests and places are written in one transaction: all or nothing. */
    async putProfile(ref: string, userId: string, input: ProfileData) {
      const event = await joinedEvent(ref, userId);
      const unknown = interestsService.unknown(input.interests);
      if (unknown.length) throw errors.field(400, 'interests', 'unknownInterest');
      const [hometown] = resolvePlaces([input.hometownId], 'hometownId');
      const adventures = resolvePlaces(input.adventures, 'adventures');
      const destinations = resolvePlaces(input.destinations, 'destinations');
      const rows = [
        { role: 'hometown' as const, list: [hometown!] },
        { role: 'adventure' as const, list: adventures },
        { role: 'destination' as const, list: destinations },
      ].flatMap(({ role, list }) =>
        list.map((p, position) => ({ role, position, placeId: p.id, ...placeFields(p) })),
      );
      await db.transaction(async (tx) => {
        // Only the caller's own photo: never another person's upload, nor an event's logo or banner.
        if (input.photoUploadId) await uploads.checkOwnPhoto(tx, userId, 'photoUploadId', input.photoUploadId);
        await attendeesRepo.saveProfile(
          tx,
          {
            eventId: event.id,
            userId,
            firstName: input.firstName,
            lastName: input.lastName,
            gender: input.gender,
            keepForFuture: input.keepForFuture,
            photoUploadId: input.photoUploadId,
          },
          input.interests,
          rows,
        );
      });
      return loadProfile((await attendeesRepo.findProfile(db, event.id, userId))!);
    },

    async directory(ref: string, userId: string, f: { q?: string; interest?: string; page: number; pageSize: number }) {
      const event = await joinedEvent(ref, userId);
      const mine = await attendeesRepo.findProfile(db, event.id, userId);
      const myInterests = new Set(mine ? await attendeesRepo.interestIds(db, mine.profile.id) : []);
      const { rows, hasMore } = await attendeesRepo.directory(db, event.id, f);
      const items: AttendeeCard[] = rows.map((r) => ({
        userId: r.userId,
        username: r.username,
        firstName: r.firstName,
        lastName: r.lastName,
        hometown: r.hometown,
        interestCount: r.interestIds.length,
        sharedInterests: r.userId === userId ? [] : interestsService.many(r.interestIds.filter((id) => myInterests.has(id)).sort()),
        isMe: r.userId === userId,
        photoUrl: photoUrl(r.photoKey),
      }));
      return { items, page: f.page, pageSize: f.pageSize, hasMore };
    },

    /** Photo addresses of some of an event's people, by user id (people without a photo are absent). */
    async photoUrls(eventId: string, userIds: string[]): Promise<Map<string, string>> {
      const rows = await attendeesRepo.photoKeys(db, eventId, [...new Set(userIds)]);
      return new Map(rows.map((r) => [r.userId, uploads.urlOf(r.photoKey)]));
    },

    isAttendee: (eventId: string, userId: string) => attendeesRepo.isAttendee(db, eventId, userId),
    interestsByUser: (eventId: string, userIds?: string[]) => attendeesRepo.interestsByUser(db, eventId, userIds),

    /** Another attendee's profile, for attendees of the same event only. */
    async attendeeProfile(ref: string, userId: string, otherUserId: string) {
      const event = await joinedEvent(ref, userId);
      const found = await attendeesRepo.findProfile(db, event.id, otherUserId);
      if (!found) throw errors.notFound();
      return loadProfile(found);
    },
  };
}
export type AttendeesService = ReturnType<typeof createAttendeesService>;
