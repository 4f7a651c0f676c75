import {
  DEFAULT_INTENT_OPTIONS,
  PublicEventSchema,
  eventRuleIssues,
  slugify,
  type CompanyEvent,
  type CreateEventData,
  type DuplicateEventData,
  type EventStatus,
  type IntentOption,
  type IntentOptionsInput,
  type PublicEvent,
  type UpdateEventData,
} from '@mingle/contracts';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/index.js';
import { AppError, errors, isUniqueViolation } from '../../lib/errors.js';
import type { UploadsService } from '../uploads/uploads.service.js';
import { cachedJson } from '../../lib/http-cache.js';
import type { EventCache } from './event-cache.js';
import { eventsRepo, type EventWithImages, type PublicEventRow } from './events.repo.js';

export function createEventsService({ db, uploads, cache }: { db: Db; uploads: UploadsService; cache: EventCache }) {
  const toPublic = ({ event: e, companyName, logoKey, bannerKey, full }: PublicEventRow): PublicEvent => ({
    id: e.id,
    slug: e.slug,
    name: e.name,
    startDate: e.startDate,
    endDate: e.endDate,
    startTime: e.startTime,
    endTime: e.endTime,
    location: e.locationTbd ? null : e.location,
    locationTbd: e.locationTbd,
    description: e.description,
    welcomeMessage: e.welcomeMessage,
    organizerUsername: e.organizerUsername,
    timeZone: e.timeZone,
    logoUrl: logoKey ? uploads.urlOf(logoKey) : null,
    bannerUrl: bannerKey ? uploads.urlOf(bannerKey) : null,
    companyName,
    status: e.status,
    registrationOpen: e.registrationOpen,
    registrationClosesAt: e.registrationClosesAt?.toISOString() ?? null,
    cancellationMessage: e.status === 'cancelled' ? e.cancellationMessage : null,
    capacity: e.capacity,
    approvalRequired: e.approvalRequired,
    full,
    intentOptions: e.intentOptions ?? [...DEFAULT_INTENT_OPTIONS],
  });
  const toCompanyEvent = (row: EventWithImages): CompanyEvent => ({
    ...toPublic(row),
    location: row.event.location,
    companyId: row.event.companyId,
    expectedAttendees: row.event.expectedAttendees,
    logoUploadId: row.event.logoUploadId,
    bannerUploadId: row.event.bannerUploadId,
    attendeeCount: row.attendeeCount,
    createdAt: row.event.createdAt.toISOString(),
    attendeeDataRetentionDays: row.event.attendeeDataRetentionDays,
    attendeeDataDeletedAt: row.event.attendeeDataDeletedAt?.toISOString() ?? null,
    waitlistOfferHours: row.event.waitlistOfferHours,
    waitingCount: row.waitingCount,
  });

  async function freeSlug(name: string) {
    const base = slugify(name) || 'event';
    const taken = new Set(await eventsRepo.slugsLike(db, base));
    if (!taken.has(base)) return base;
    for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
  }

  const slugConflict = (err: unknown) => {
    if (isUniqueViolation(err, 'events_slug_key')) return errors.field(409, 'slug', 'slugTaken');
    return err;
  };

  async function companyEvent(companyId: string, ref: string) {
    const row = await eventsRepo.findOfCompany(db, companyId, ref);
    if (!row) throw errors.notFound(); // another company's event is indistinguishable from none
    return row;
  }

  /**
   * The organisers' intent options as stored: an option they reworded keeps its id (people's choices
   * follow it), a new one gets a fresh id; null goes back to the default list (decision 040).
   */
  const withIds = (options: IntentOptionsInput | null | undefined): IntentOption[] | null | undefined =>
    options ? options.map((o) => ({ id: o.id ?? randomUUID().slice(0, 8), label: o.label })) : options;

  /** A closing moment as the column stores it (undefined: unchanged). */
  const closesAt = (v: string | null | undefined) => (v === undefined ? undefined : v === null ? null : new Date(v));

  return {
    async list(companyId: string, f: { page: number; pageSize: number; q?: string; status?: EventStatus }) {
      const { rows, hasMore } = await eventsRepo.pageOfCompany(db, companyId, f);
      return { items: rows.map(toCompanyEvent), page: f.page, pageSize: f.pageSize, hasMore };
    },

    /**
     * A draft like this one (details, dates, images), under the name and days given (by default
     * "... (copy)" on the same days) and a free web address; no people, groups or talk.
     */
    async duplicate(companyId: string, ref: string, input: DuplicateEventData = null) {
      const { event } = await companyEvent(companyId, ref);
      const days = { startDate: input?.startDate ?? event.startDate, endDate: input?.endDate ?? event.endDate, startTime: event.startTime, endTime: event.endTime };
      const broken = eventRuleIssues(days)[0];
      if (broken) throw errors.field(400, broken.path, broken.key);
      const copy = {
        name: input?.name ?? `${event.name.slice(0, 113)} (copy)`,
        ...days,
        status: 'draft' as const,
        registrationOpen: true,
        location: event.location,
        locationTbd: event.locationTbd,
        description: event.description,
        expectedAttendees: event.expectedAttendees,
        welcomeMessage: event.welcomeMessage,
        organizerUsername: event.organizerUsername,
        timeZone: event.timeZone,
        logoUploadId: event.logoUploadId,
        bannerUploadId: event.bannerUploadId,
        attendeeDataRetentionDays: event.attendeeDataRetentionDays,
        capacity: event.capacity,
        approvalRequired: event.approvalRequired,
        waitlistOfferHours: event.waitlistOfferHours,
        intentOptions: event.intentOptions,
      };
      return this.create(companyId, copy);
    },

    get: async (companyId: string, ref: string) => toCompanyEvent(await companyEvent(companyId, ref)),

    async create(companyId: string, input: CreateEventData & { status?: EventStatus }) {
      const slug = input.slug ?? (await freeSlug(input.name));
      if (input.slug && (await eventsRepo.slugTaken(db, input.slug))) throw errors.field(409, 'slug', 'slugTaken');
      try {
        const id = await db.transaction(async (tx) => {
          await uploads.checkOwned(tx, companyId, [
            { field: 'logoUploadId', id: input.logoUploadId, kind: 'logo' },
            { field: 'bannerUploadId', id: input.bannerUploadId, kind: 'banner' },
          ]);
          const row = await eventsRepo.insert(tx, { ...input, intentOptions: withIds(input.intentOptions), registrationClosesAt: closesAt(input.registrationClosesAt), slug, companyId });
          return row.id;
        });
        return toCompanyEvent((await eventsRepo.findOfCompany(db, companyId, id))!);
      } catch (err) {
        throw slugConflict(err);
      }
    },

    async update(companyId: string, ref: string, input: UpdateEventData) {
      const current = (await companyEvent(companyId, ref)).event;
      if (current.status === 'archived') throw errors.conflict('eventArchived');
      const merged = { ...current, ...input };
      const broken = eventRuleIssues(merged)[0];
      if (broken) throw errors.field(400, broken.path, broken.key);
      if (input.slug && input.slug !== current.slug && (await eventsRepo.slugTaken(db, input.slug, current.id))) {
        throw errors.field(409, 'slug', 'slugTaken');
      }
      try {
        await db.transaction(async (tx) => {
          await uploads.checkOwned(tx, companyId, [
            { field: 'logoUploadId', id: input.logoUploadId, kind: 'logo' },
            { field: 'bannerUploadId', id: input.bannerUploadId, kind: 'banner' },
          ]);
          const intentOptions = withIds(input.intentOptions);
          await eventsRepo.update(tx, current.id, { ...input, intentOptions, registrationClosesAt: closesAt(input.registrationClosesAt) });
          // A removed option leaves people's profiles with the list, so a later option can never inherit its choices.
          if (intentOptions !== undefined)
            await eventsRepo.dropRemovedIntents(
              tx,
              current.id,
              (intentOptions ?? DEFAULT_INTENT_OPTIONS).map((o) => o.id),
            );
          if (input.slug && input.slug !== current.slug) await eventsRepo.retireSlug(tx, current.id, current.slug, input.slug);
        });
      } catch (err) {
        throw err instanceof AppError ? err : slugConflict(err);
      }
      await cache.changed(current.id);
      return toCompanyEvent((await eventsRepo.findOfCompany(db, companyId, current.id))!);
    },

    /** Events deleted elsewhere (with their company): every process forgets its cached answers for them. */
    async forget(eventIds: string[]) {
      for (const id of eventIds) await cache.changed(id);
    },

    /** For other modules: the public event of an id or slug (or an old slug), or undefined. */
    findPublic: async (ref: string) => (await publicAnswer(ref))?.event,
    /** Who owns an event and its clock, for other modules' permission checks. */
    ownerOf: (ref: string) =>
      cache.owners.get(ref, async () => {
        const owner = await eventsRepo.findOwner(db, ref);
        return owner && { value: owner, tags: [owner.id] };
      }),
    /** The id of a company's own event; 404 for anyone else's. */
    companyEventId: async (companyId: string, ref: string) => (await companyEvent(companyId, ref)).event.id,
    async publicByIds(ids: string[]) {
      return new Map((await eventsRepo.findByIds(db, ids)).map((row) => [row.event.id, toPublic(row)]));
    },

    /** What getPublic answers when it is in this process's cache, else undefined (without reading). */
    cachedPublic: (slug: string) => cache.publicAnswers.peek(slug),
    /** By its slug or an old one, serialized: the event carries the current slug, for the caller to redirect. */
    async getPublic(slug: string) {
      const found = await publicAnswer(slug);
      // A draft is its team's alone: to anyone else it does not exist (decision 032).
      if (!found || found.event.status === 'draft') throw errors.notFound();
      return found;
    },
  };

  /** Read once per change in any process; the JSON is the route's answer as its contract shapes it. */
  function publicAnswer(ref: string) {
    return cache.publicAnswers.get(ref, async () => {
      const row = await eventsRepo.findPublic(db, ref);
      if (!row) return undefined;
      const event = Object.freeze(toPublic(row));
      return { value: { event, answer: cachedJson(PublicEventSchema.parse(event)) }, tags: [event.id] };
    });
  }
}
export type EventsService = ReturnType<typeof createEventsService>;
