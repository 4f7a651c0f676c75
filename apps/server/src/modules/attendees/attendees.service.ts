import type { AttendeeCard, AttendeeProfile, IntentOption, EmailSharing, JoinAnswer, MyEvent, Place, PrivacySettings, Profile, ProfileData, PublicEvent } from '@mingle/contracts';
import type { Db } from '../../db/index.js';
import { AppError, errors } from '../../lib/errors.js';
import { ErrorName, englishError, signUpState } from '@mingle/contracts';
import type { EventsService } from '../events/events.service.js';
import type { UploadsService } from '../uploads/uploads.service.js';
import { interestsService } from '../interests/interests.service.js';
import { placeIndex } from '../places/places.index.js';
import type { BlockList } from '../blocks/block-list.js';
import { attendeesRepo, type PlaceRow, type Placed } from './attendees.repo.js';
import { keptProfileRepo } from './kept-profile.repo.js';
import { toKeptProfile } from './kept-profile.js';
import { mayView, visibilityOf } from './visibility.js';
import { relationsOf } from './visibility.repo.js';

/** Why a new person cannot join, by the event's sign-up state (decision 032). */
const JOIN_REFUSAL = { closed: 'registrationClosed', ended: 'eventEnded', cancelled: 'eventCancelled', archived: 'eventArchived', draft: 'eventNotFound' } as const;

const profileNotFound = () => new AppError(404, ErrorName.ProfileNotFound, englishError('profileNotFound'));

/** What a stored place and a gazetteer place have in common. */
const placeFields = ({ kind, name, displayName, country, countryCode, lat, lng }: Omit<Place, 'id'>) => ({
  kind,
  name,
  displayName,
  country,
  countryCode,
  lat,
  lng,
});
const toPlace = (p: PlaceRow): Place => ({ id: p.placeId, ...placeFields(p) });

/** Chosen intents as the event offers them now, in the organisers' order (an option they removed is gone). */
export const intentsOf = (ids: readonly string[], options: readonly IntentOption[]): IntentOption[] => options.filter((o) => ids.includes(o.id));

interface Deps {
  db: Db;
  events: EventsService;
  uploads: UploadsService;
  blockList: BlockList;
  /** Someone just took a place at an event (their pass goes out by mail). */
  placeTaken?: (eventId: string, userId: string, why: 'joined') => void;
}

export function createAttendeesService({ db, events, uploads, blockList, placeTaken }: Deps) {
  const photoUrl = (key: string | null) => (key ? uploads.urlOf(key) : null);

  /** The event, if the caller has joined it; otherwise it is as if it did not exist. */
  async function joinedEvent(ref: string, userId: string): Promise<PublicEvent> {
    const event = await events.findPublic(ref);
    if (!event || !(await attendeesRepo.isAttendee(db, event.id, userId))) throw errors.notFound('eventNotFound');
    return event;
  }

  async function loadProfile(event: PublicEvent, found: NonNullable<Awaited<ReturnType<typeof attendeesRepo.findProfile>>>): Promise<Profile> {
    const { profile, username, photoKey } = found;
    const [interestIds, places, kept] = await Promise.all([attendeesRepo.interestIds(db, profile.id), attendeesRepo.places(db, profile.id), keptProfileRepo.has(db, profile.userId)]);
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
      keepForFuture: kept,
      photoUploadId: profile.photoUploadId,
      photoUrl: photoUrl(photoKey),
      headline: profile.headline,
      bio: profile.bio,
      links: profile.links,
      intents: intentsOf(profile.intents, event.intentOptions),
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

  /** The answer of a join or a confirmation: where the person stands, and the event. */
  async function answerOf(event: PublicEvent, userId: string, placed: Placed): Promise<JoinAnswer> {
    if (placed.status !== 'joined') return { event, status: placed.status, position: placed.position, joinedAt: null, hasProfile: false };
    const hasProfile = !!(await attendeesRepo.findProfile(db, event.id, userId));
    return { event, status: 'joined', joinedAt: placed.joinedAt.toISOString(), hasProfile };
  }

  return {
    joinedEvent,
    answerOf,
    /**
     * Idempotent: joining twice answers as the first join did (a place, or where they wait). A
     * draft is as if it did not exist; once registration is closed (or the event cancelled, ended,
     * archived) only people already in or waiting keep their answer. Who gets a place is decided
     * under the event's lock (decision 037).
     */
    async join(ref: string, userId: string): Promise<JoinAnswer> {
      const event = await events.findPublic(ref);
      if (!event || event.status === 'draft') throw errors.notFound('eventNotFound');
      if (await attendeesRepo.wasRemoved(db, event.id, userId)) throw errors.forbidden('removedFromEvent');
      const state = signUpState(event);
      const placed = await attendeesRepo.takePlace(db, event.id, userId, state === 'open' ? null : () => errors.conflict(JOIN_REFUSAL[state]));
      // The last place went: the join page says "full" from now on, in every process.
      if (placed.filledUp) await events.forget([event.id]);
      if (placed.arrived) placeTaken?.(event.id, userId, 'joined');
      return answerOf((await events.findPublic(event.id)) ?? event, userId, placed);
    },

    /** Whether I let this event's organisers see my e-mail address. */
    async emailSharing(ref: string, userId: string): Promise<EmailSharing> {
      const event = await joinedEvent(ref, userId);
      return { shared: await attendeesRepo.emailShared(db, event.id, userId) };
    },
    async setEmailSharing(ref: string, userId: string, shared: boolean): Promise<EmailSharing> {
      const event = await joinedEvent(ref, userId);
      await attendeesRepo.setEmailShared(db, event.id, userId, shared);
      return { shared };
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
      return loadProfile(event, found);
    },

    async savedProfile(userId: string) {
      const found = await keptProfileRepo.find(db, userId);
      return { profile: found ? toKeptProfile(found.kept, photoUrl(found.photoKey)) : null };
    },

    /** Withdraws the consent to keep a profile for future events: the kept copy is deleted. */
    async withdrawKeptProfile(userId: string) {
      await keptProfileRepo.withdraw(db, userId);
      return { ok: true as const };
    },

    /** Profile, interests and places are written in one transaction: all or nothing. */
    async putProfile(ref: string, userId: string, input: ProfileData) {
      const event = await joinedEvent(ref, userId);
      const unknown = interestsService.unknown(input.interests);
      if (unknown.length) throw errors.field(400, 'interests', 'unknownInterest');
      const [hometown] = resolvePlaces([input.hometownId], 'hometownId');
      const adventures = resolvePlaces(input.adventures, 'adventures');
      const destinations = resolvePlaces(input.destinations, 'destinations');
      const offered = new Set(event.intentOptions.map((o) => o.id));
      const unknownIntent = input.intents.findIndex((id) => !offered.has(id));
      if (unknownIntent >= 0) throw errors.field(400, `intents.${unknownIntent}`, 'unknownIntent');
      const rows = [
        { role: 'hometown' as const, list: [hometown!] },
        { role: 'adventure' as const, list: adventures },
        { role: 'destination' as const, list: destinations },
      ].flatMap(({ role, list }) => list.map((p, position) => ({ role, position, placeId: p.id, ...placeFields(p) })));
      await db.transaction(async (tx) => {
        // Only the caller's own photo: never another person's upload, nor an event's logo or banner.
        if (input.photoUploadId) await uploads.checkOwnPhoto(tx, userId, 'photoUploadId', input.photoUploadId);
        const saved = await attendeesRepo.saveProfile(
          tx,
          {
            eventId: event.id,
            userId,
            firstName: input.firstName,
            lastName: input.lastName,
            gender: input.gender,
            photoUploadId: input.photoUploadId,
            headline: input.headline,
            bio: input.bio,
            links: input.links,
            intents: input.intents,
          },
          input.interests,
          rows,
        );
        // Asked on every save: yes keeps this version for future events, no withdraws (decision 020).
        if (input.keepForFuture) await keptProfileRepo.keep(tx, userId, input, saved.photoUploadId);
        else await keptProfileRepo.withdraw(tx, userId);
      });
      return loadProfile(event, (await attendeesRepo.findProfile(db, event.id, userId))!);
    },

    async directory(ref: string, userId: string, f: { q?: string; interest?: string; page: number; pageSize: number }) {
      const event = await joinedEvent(ref, userId);
      const myInterests = new Set((await attendeesRepo.interestsByUser(db, event.id, [userId])).get(userId));
      const { rows, hasMore } = await attendeesRepo.directory(db, event.id, userId, f);
      const items: AttendeeCard[] = rows.map((r) => {
        const relation = r.userId === userId ? 'self' : r.connected ? 'connection' : 'other';
        const interestIds = mayView(r.visibility, 'interests', relation) ? r.interestIds : [];
        return {
          userId: r.userId,
          username: r.username,
          firstName: r.firstName,
          lastName: r.lastName,
          hometown: mayView(r.visibility, 'hometown', relation) ? r.hometown : '',
          interestCount: interestIds.length,
          sharedInterests: r.userId === userId ? [] : interestsService.many(interestIds.filter((id) => myInterests.has(id)).sort()),
          isMe: r.userId === userId,
          photoUrl: photoUrl(r.photoKey),
          headline: mayView(r.visibility, 'about', relation) ? r.headline : null,
          intents: mayView(r.visibility, 'intents', relation) ? intentsOf(r.intents, event.intentOptions) : [],
        };
      });
      return { items, page: f.page, pageSize: f.pageSize, hasMore };
    },

    /** Photo addresses of some of an event's people, by user id (people without a photo are absent). */
    async photoUrls(eventId: string, userIds: string[]): Promise<Map<string, string>> {
      const rows = await attendeesRepo.photoKeys(db, eventId, [...new Set(userIds)]);
      return new Map(rows.map((r) => [r.userId, uploads.urlOf(r.photoKey)]));
    },

    isAttendee: (eventId: string, userId: string) => attendeesRepo.isAttendee(db, eventId, userId),
    /** Whether someone attends; a live socket's `attending` remembers a yes (and answers it again). */
    async attends(eventId: string, who: { userId: string; attending?: Set<string> }) {
      if (who.attending?.has(eventId)) return true;
      const yes = await attendeesRepo.isAttendee(db, eventId, who.userId);
      if (yes) who.attending?.add(eventId);
      return yes;
    },
    hasProfile: (eventId: string, userId: string) => attendeesRepo.hasProfile(db, eventId, userId),
    /** Some people as seen at one event (names and hometown from their profile there, null without one), by user id. */
    people: async (eventId: string, userIds: string[]) => new Map((await attendeesRepo.people(db, eventId, [...new Set(userIds)])).map((p) => [p.userId, p])),
    /** Hometown and interest ids of some profiles at the event, by user id. */
    profileSummaries: async (eventId: string, userIds: string[]) => new Map((await attendeesRepo.profileSummaries(db, eventId, userIds)).map((r) => [r.userId, r])),
    interestsByUser: (eventId: string, userIds?: string[]) => attendeesRepo.interestsByUser(db, eventId, userIds),

    /** Another attendee's profile, for attendees of the same event only, with what they keep from the viewer left out. */
    async attendeeView(ref: string, viewerId: string, otherUserId: string): Promise<{ profile: AttendeeProfile; groupsVisible: boolean }> {
      const event = await joinedEvent(ref, viewerId);
      // A block hides the two from each other: as if the profile were not there (decision 019).
      const found = (await blockList.between(event.id, viewerId, otherUserId)) ? undefined : await attendeesRepo.findProfile(db, event.id, otherUserId);
      if (!found) throw errors.notFound();
      const full = await loadProfile(event, found);
      const relation = (await relationsOf(db, event.id, viewerId, [otherUserId])).get(otherUserId)!;
      const sees = (field: Parameters<typeof mayView>[1]) => mayView(found.profile.visibility, field, relation);
      return {
        profile: {
          userId: full.userId,
          username: full.username,
          firstName: full.firstName,
          lastName: full.lastName,
          hometown: sees('hometown') ? full.hometown : null,
          interests: sees('interests') ? full.interests : [],
          adventures: sees('adventures') ? full.adventures : [],
          destinations: sees('destinations') ? full.destinations : [],
          photoUrl: full.photoUrl,
          headline: sees('about') ? full.headline : null,
          bio: sees('about') ? full.bio : null,
          links: sees('about') ? full.links : [],
          intents: sees('intents') ? full.intents : [],
        },
        groupsVisible: sees('groups'),
      };
    },

    /** Interest ids of some of an event's people, as far as the viewer may see them (list rows' "in common"). */
    async visibleInterests(eventId: string, viewerId: string, userIds: string[]) {
      const [interests, privacy, relations] = await Promise.all([
        attendeesRepo.interestsByUser(db, eventId, userIds),
        attendeesRepo.privacyOf(db, eventId, userIds),
        relationsOf(db, eventId, viewerId, userIds),
      ]);
      for (const p of privacy) if (!mayView(p.visibility, 'interests', relations.get(p.userId)!)) interests.delete(p.userId);
      return interests;
    },

    async privacy(ref: string, userId: string): Promise<PrivacySettings> {
      const event = await joinedEvent(ref, userId);
      const found = await attendeesRepo.findProfile(db, event.id, userId);
      if (!found) throw profileNotFound();
      return { visibility: visibilityOf(found.profile.visibility), hiddenFromDirectory: found.profile.hiddenFromDirectory };
    },
    async setPrivacy(ref: string, userId: string, input: PrivacySettings): Promise<PrivacySettings> {
      const event = await joinedEvent(ref, userId);
      const found = await attendeesRepo.findProfile(db, event.id, userId);
      if (!found) throw profileNotFound();
      const row = await attendeesRepo.setPrivacy(db, found.profile.id, { visibility: input.visibility, hiddenFromDirectory: input.hiddenFromDirectory });
      return { visibility: visibilityOf(row.visibility), hiddenFromDirectory: row.hiddenFromDirectory };
    },
  };
}
export type AttendeesService = ReturnType<typeof createAttendeesService>;
