import { MEETINGS, type Agenda, type AgendaItem, type Availability, type CommonSlots, type Meeting, type MeetingSettings, type MeetingSettingsData, type MeetingsPage } from '@mingle/contracts';
import type { Db } from '../../db/index.js';
import type { StoredMeetingWindow } from '../../db/schema/index.js';
import { errors, isUniqueViolation } from '../../lib/errors.js';
import type { Realtime } from '../../plugins/realtime.js';
import type { AttendeesService } from '../attendees/attendees.service.js';
import type { ConnectionsService } from '../connections/connections.service.js';
import type { EventsService } from '../events/events.service.js';
import { personKey } from '../notifications/notifier.js';
import { meetingsPairRepo, type PairSlots } from './meetings-pair.repo.js';
import { statusFor } from './meeting-status.js';
import { meetingsRepo, type MeetingRow } from './meetings.repo.js';

const MINUTE = 60_000;
const DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const eventDates = (start: string, end: string) => DAY.formatRange(new Date(`${start}T00:00:00Z`), new Date(`${end}T00:00:00Z`));

type Reason = 'requested' | 'accepted' | 'proposed' | 'cancelled' | 'held' | 'reminder';
interface Someone {
  userId: string;
  name: string;
}
interface Hours {
  enabled: boolean;
  slotMinutes: number;
  windows: StoredMeetingWindow[];
}
interface Slot {
  startsAt: Date;
  endsAt: Date;
}

const DEFAULT_HOURS: Hours = { enabled: false, slotMinutes: 30, windows: [] };

/** The slots of the hours: each window cut from its start into whole slots, in time order. */
export function slotsOf(hours: Pick<Hours, 'slotMinutes' | 'windows'>): Slot[] {
  const step = hours.slotMinutes * MINUTE;
  const slots: Slot[] = [];
  for (const w of hours.windows) {
    const end = Date.parse(w.endsAt);
    for (let t = Date.parse(w.startsAt); t + step <= end; t += step) slots.push({ startsAt: new Date(t), endsAt: new Date(t + step) });
  }
  return slots.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}

const slotOut = (s: Slot) => ({ startsAt: s.startsAt.toISOString(), endsAt: s.endsAt.toISOString() });
const other = (m: MeetingRow, me: string) => (m.requesterId === me ? m.inviteeId : m.requesterId);

/** Around a meeting's time: from a while before it starts until a while after it ends. */
const aroundNow = (m: MeetingRow, now: Date) => now.getTime() >= m.startsAt.getTime() - MEETINGS.heldEarlyMinutes * MINUTE && now.getTime() <= m.endsAt.getTime() + MEETINGS.heldLateMinutes * MINUTE;

interface Deps {
  db: Db;
  events: EventsService;
  attendees: AttendeesService;
  connections: Pick<ConnectionsService, 'livePair'>;
  realtime: Realtime;
}

/** One-to-one meetings at an event (decision 041). */
export function createMeetingsService({ db, events, attendees, connections, realtime }: Deps) {
  const hoursOf = async (eventId: string): Promise<Hours> => (await meetingsRepo.settings(db, eventId)) ?? DEFAULT_HOURS;

  /** The event, when the caller attends it; otherwise it does not exist for them. */
  async function attendeeEvent(ref: string, userId: string) {
    const event = await events.ownerOf(ref);
    if (!event || !(await attendees.isAttendee(event.id, userId))) throw errors.notFound('eventNotFound');
    return event;
  }

  /** Hours that are on, for a change that needs them. */
  async function openHours(eventId: string) {
    const hours = await hoursOf(eventId);
    if (!hours.enabled) throw errors.conflict('meetingsOff');
    return hours;
  }

  /**
   * The event, for two people about to arrange a meeting: whether I attend it is read with the
   * rest of the pair's state (pairAllowed), in the same statement.
   */
  async function pairEvent(ref: string, me: string, them: string) {
    const event = await events.ownerOf(ref);
    if (!event) throw errors.notFound('eventNotFound');
    if (them === me) {
      await attendeeEvent(ref, me);
      throw errors.conflict('cannotMeetSelf');
    }
    return event;
  }

  /** Who may meet (two attendees, no block either way) and whether meetings are open, on the pair's state read in one statement. */
  function pairAllowed(pair: Pick<PairSlots, 'iAttend' | 'theyAttend' | 'blocked' | 'hours'>): Hours {
    if (!pair.iAttend) throw errors.notFound('eventNotFound');
    if (!pair.theyAttend || pair.blocked) throw errors.notFound('userNotFound');
    if (!pair.hours?.enabled) throw errors.conflict('meetingsOff');
    return pair.hours;
  }

  async function someone(eventId: string, userId: string): Promise<Someone> {
    const p = (await attendees.people(eventId, [userId])).get(userId);
    return { userId, name: [p?.firstName, p?.lastName].filter(Boolean).join(' ') || (p?.username ?? '') };
  }

  const tell = async (eventId: string, to: string, meetingId: string, reason: Reason, from: Someone) =>
    realtime.publishChange({ type: 'change', channelKey: personKey(eventId, to), event: 'meeting.changed', at: new Date().toISOString(), meetingId, reason, from });

  async function toMeetings(eventId: string, me: string, rows: MeetingRow[]): Promise<Meeting[]> {
    const others = rows.map((m) => other(m, me));
    const [people, photos, spots] = await Promise.all([
      attendees.people(eventId, others),
      attendees.photoUrls(eventId, others),
      meetingsRepo.spotsByIds(db, [...new Set(rows.flatMap((m) => (m.spotId ? [m.spotId] : [])))]),
    ]);
    const spotById = new Map(spots.map((s) => [s.id, s]));
    return rows.map((m) => {
      const them = other(m, me);
      const p = people.get(them);
      const status = statusFor(m, me);
      return {
        id: m.id,
        status,
        startsAt: m.startsAt.toISOString(),
        endsAt: m.endsAt.toISOString(),
        spot: m.spotId ? (spotById.get(m.spotId) ?? null) : null,
        note: m.note,
        with: { userId: them, name: [p?.firstName, p?.lastName].filter(Boolean).join(' ') || (p?.username ?? ''), photoUrl: photos.get(them) ?? null },
        waitingForThem: status === 'pending' && m.turnUserId !== me,
        myTurn: m.status === 'pending' && m.turnUserId === me,
        heldAt: m.heldAt?.toISOString() ?? null,
        heldByMe: !!(m.requesterId === me ? m.requesterHeldAt : m.inviteeHeldAt),
        updatedAt: m.updatedAt.toISOString(),
      };
    });
  }
  const toMeeting = async (eventId: string, me: string, m: MeetingRow) => (await toMeetings(eventId, me, [m]))[0]!;

  /** A meeting one of whose two people I am; anyone else gets 404. */
  async function mine(ref: string, me: string, id: string) {
    const event = await attendeeEvent(ref, me);
    const m = await meetingsRepo.find(db, event.id, id);
    if (!m || (m.requesterId !== me && m.inviteeId !== me)) throw errors.notFound('meetingNotFound');
    return { event, m };
  }

  /** The slot starting at `startsAt`, when it is one of the hours, still to come, free for both and neither holds a meeting then. */
  async function commonSlot(eventId: string, hours: Hours, me: string, them: string, startsAt: Date, now: Date) {
    const slot = slotsOf(hours).find((s) => s.startsAt.getTime() === startsAt.getTime());
    if (!slot || slot.startsAt <= now) throw errors.conflict('slotNotCommon');
    const [free, myBooking, theirBooking] = await Promise.all([
      meetingsRepo.free(db, eventId, [me, them]),
      meetingsRepo.personBookedAt(db, eventId, me, startsAt),
      meetingsRepo.personBookedAt(db, eventId, them, startsAt),
    ]);
    const freeFor = (u: string) => free.some((f) => f.userId === u && f.startsAt.getTime() === startsAt.getTime());
    if (!freeFor(me) || !freeFor(them) || myBooking || theirBooking) throw errors.conflict('slotNotCommon');
    return slot;
  }

  /** A spot of the event free at that time; an unknown one is a field error. */
  async function freeSpot(eventId: string, spotId: string | null | undefined, startsAt: Date) {
    if (!spotId) return null;
    const spot = await meetingsRepo.spot(db, eventId, spotId);
    if (!spot || spot.removedAt) throw errors.field(400, 'spotId', 'invalidValue');
    if (await meetingsRepo.spotBookedAt(db, spotId, startsAt)) throw errors.conflict('spotTaken');
    return spot.id;
  }

  async function settingsOf(eventId: string, timeZone: string): Promise<MeetingSettings> {
    const now = new Date();
    const [hours, spots, booked] = await Promise.all([hoursOf(eventId), meetingsRepo.spots(db, eventId), meetingsRepo.upcomingAccepted(db, eventId, now)]);
    return { enabled: hours.enabled, slotMinutes: hours.slotMinutes, windows: hours.windows, spots, timeZone, bookedCount: booked.length };
  }

  /** Why the accept's bookings were refused, read after its transaction rolled back. */
  async function bookingRefusal(err: unknown, m: MeetingRow, me: string) {
    if (isUniqueViolation(err, 'meeting_bookings_spot_key')) return errors.conflict('spotTaken');
    if (!isUniqueViolation(err, 'meeting_bookings_person_key')) return err;
    return errors.conflict((await meetingsRepo.personBookedAt(db, m.eventId, me, m.startsAt)) ? 'youAreBooked' : 'theyAreBooked');
  }

  return {
    // The organisers' side.
    async settings(companyId: string, ref: string) {
      const event = await events.get(companyId, ref);
      return settingsOf(event.id, event.timeZone);
    },

    async saveSettings(companyId: string, ref: string, input: MeetingSettingsData) {
      const event = await events.get(companyId, ref);
      const bounds = await meetingsRepo.eventBounds(db, event.id);
      const windows = input.windows.map((w) => ({ startsAt: new Date(w.startsAt).toISOString(), endsAt: new Date(w.endsAt).toISOString() })).map((w, i) => ({ ...w, i }));
      for (const w of windows) {
        for (const end of ['startsAt', 'endsAt'] as const) {
          const t = Date.parse(w[end]);
          if (t % MINUTE !== 0) throw errors.field(400, `windows.${w.i}.${end}`, 'invalidValue');
          if (t < bounds.startsAt.getTime() || t > bounds.endsAt.getTime())
            throw errors.field(400, `windows.${w.i}.${end}`, 'outsideEventDates', { dates: eventDates(event.startDate, event.endDate) });
        }
      }
      const sorted = [...windows].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
      for (let k = 1; k < sorted.length; k++) if (Date.parse(sorted[k]!.startsAt) < Date.parse(sorted[k - 1]!.endsAt)) throw errors.field(400, `windows.${sorted[k]!.i}.startsAt`, 'windowsOverlap');
      const hours = { enabled: input.enabled, slotMinutes: input.slotMinutes, windows: sorted.map(({ startsAt, endsAt }) => ({ startsAt, endsAt })) };
      const slots = slotsOf(hours);
      if (slots.length > MEETINGS.slotsMax) throw errors.field(400, 'windows', 'tooMany');
      const known = new Set((await meetingsRepo.spots(db, event.id)).map((s) => s.id));
      input.spots.forEach((s, i) => {
        if (s.id && !known.has(s.id)) throw errors.field(400, `spots.${i}.id`, 'invalidValue');
      });

      const kept = new Set(input.spots.flatMap((s) => (s.id ? [s.id] : [])));
      const grid = new Set(slots.map((s) => s.startsAt.getTime()));
      await db.transaction(async (tx) => {
        // Accepts of this event wait for the save (and it for them): what is booked is read as it stands.
        await meetingsRepo.lockSettings(tx, event.id, 'update');
        const booked = await meetingsRepo.upcomingAccepted(tx, event.id, new Date());
        const stranded = booked.some((m) => m.endsAt.getTime() - m.startsAt.getTime() !== hours.slotMinutes * MINUTE || !grid.has(m.startsAt.getTime()) || (m.spotId && !kept.has(m.spotId)));
        if (stranded) throw errors.conflict('meetingsBooked');
        await meetingsRepo.saveSettings(tx, event.id, hours);
        await meetingsRepo.saveSpots(tx, event.id, input.spots);
      });
      return settingsOf(event.id, event.timeZone);
    },

    // An attendee's side.
    async availability(ref: string, me: string): Promise<Availability> {
      const event = await attendeeEvent(ref, me);
      const hours = await hoursOf(event.id);
      if (!hours.enabled) return { enabled: false, slotMinutes: hours.slotMinutes, timeZone: event.timeZone, slots: [] };
      const [free, bookings] = await Promise.all([meetingsRepo.free(db, event.id, [me]), meetingsRepo.bookings(db, event.id, [me])]);
      const freeAt = new Set(free.map((f) => f.startsAt.getTime()));
      const bookedAt = new Set(bookings.filter((b) => b.userId === me).map((b) => b.startsAt.getTime()));
      return {
        enabled: true,
        slotMinutes: hours.slotMinutes,
        timeZone: event.timeZone,
        slots: slotsOf(hours).map((s) => ({ ...slotOut(s), free: freeAt.has(s.startsAt.getTime()), booked: bookedAt.has(s.startsAt.getTime()) })),
      };
    },

    async setAvailability(ref: string, me: string, free: string[]) {
      const event = await attendeeEvent(ref, me);
      const hours = await openHours(event.id);
      const grid = new Set(slotsOf(hours).map((s) => s.startsAt.getTime()));
      free.forEach((f, i) => {
        if (!grid.has(Date.parse(f))) throw errors.field(400, `free.${i}`, 'notOnSlotGrid');
      });
      await meetingsRepo.setFree(
        db,
        event.id,
        me,
        [...new Set(free.map((f) => Date.parse(f)))].map((t) => new Date(t)),
      );
      return this.availability(ref, me);
    },

    /** One statement after the event: whether we may meet, the hours, and the slots and spots free for both of us. */
    async commonSlots(ref: string, me: string, them: string): Promise<CommonSlots> {
      const event = await pairEvent(ref, me, them);
      const now = new Date();
      const pair = await meetingsPairRepo.slots(db, event.id, me, them, now);
      const hours = pairAllowed(pair);
      const common = new Set(pair.common);
      const spotTaken = new Set(pair.taken.map((t) => `${t.spotId}@${t.at}`));
      const slots = slotsOf(hours)
        .filter((s) => common.has(s.startsAt.getTime()))
        .map((s) => ({ ...slotOut(s), spots: pair.spots.filter((sp) => !spotTaken.has(`${sp.id}@${s.startsAt.getTime()}`)) }));
      return { timeZone: event.timeZone, slots };
    },

    async list(ref: string, me: string, q: { when: 'upcoming' | 'past'; page: number; pageSize: number }): Promise<MeetingsPage> {
      const event = await attendeeEvent(ref, me);
      const { rows, hasMore } = await meetingsRepo.page(db, event.id, me, q.when, new Date(), q.page, q.pageSize);
      return { items: await toMeetings(event.id, me, rows), page: q.page, pageSize: q.pageSize, hasMore };
    },

    /** A request: 201 when new; the same request again answers the same meeting (200). */
    async request(ref: string, me: string, input: { withUserId: string; startsAt: string; spotId?: string | null | undefined; note?: string | undefined }) {
      const them = input.withUserId;
      const event = await pairEvent(ref, me, them);
      const startsAt = new Date(input.startsAt);
      const now = new Date();
      const same = (m: MeetingRow) => m.requesterId === me && m.startsAt.getTime() === startsAt.getTime() && (m.spotId ?? null) === (input.spotId ?? null);
      /** An open request between us already: the same one answers as itself, another is refused. */
      const existing = async () => {
        const open = (await meetingsRepo.openBetween(db, event.id, me, them)) ?? (await meetingsRepo.silentlyDeclined(db, event.id, me, them, now));
        if (!open) return undefined;
        if (same(open)) return { meeting: await toMeeting(event.id, me, open), created: false };
        throw errors.conflict('meetingPending');
      };
      const spotAsked = input.spotId ?? null;
      const checks = await meetingsPairRepo.requestChecks(db, { eventId: event.id, me, them, startsAt, spotId: spotAsked, now });
      const hours = pairAllowed(checks);
      if (checks.openId) {
        const open = (await meetingsRepo.find(db, event.id, checks.openId))!;
        if (same(open)) return { meeting: await toMeeting(event.id, me, open), created: false };
        throw errors.conflict('meetingPending');
      }
      const slot = slotsOf(hours).find((s) => s.startsAt.getTime() === startsAt.getTime());
      if (!slot || slot.startsAt <= now || !checks.meFree || !checks.themFree || checks.meBooked || checks.themBooked) throw errors.conflict('slotNotCommon');
      if (spotAsked && (!checks.spot || checks.spot.removed)) throw errors.field(400, 'spotId', 'invalidValue');
      if (spotAsked && checks.spotTaken) throw errors.conflict('spotTaken');
      if (checks.asked >= MEETINGS.openRequestsMax) throw errors.conflict('tooManyMeetingRequests');
      const spotId = spotAsked;
      let row: MeetingRow;
      try {
        row = await meetingsRepo.insert(db, {
          eventId: event.id,
          requesterId: me,
          inviteeId: them,
          startsAt: slot.startsAt,
          endsAt: slot.endsAt,
          spotId,
          note: input.note?.trim() || null,
          turnUserId: them,
        });
      } catch (err) {
        // The same request twice at once, or both asking each other: the first one stands.
        if (!isUniqueViolation(err, 'meetings_open_pair_key')) throw err;
        const after = await existing();
        if (after) return after;
        throw err;
      }
      const [asker, meeting] = await Promise.all([someone(event.id, me), toMeeting(event.id, me, row)]);
      await tell(event.id, them, row.id, 'requested', asker);
      return { meeting, created: true };
    },

    /**
     * Only the person whose turn it is. The bookings are written in the same transaction: of two
     * accepts that would give one person (or one spot) two meetings at once, the database lets one in.
     */
    async accept(ref: string, me: string, id: string) {
      const { event, m } = await mine(ref, me, id);
      if (m.status === 'accepted') return toMeeting(event.id, me, m);
      const status = statusFor(m, me);
      if (status === 'declined' || status === 'cancelled') throw errors.conflict('meetingClosed');
      if (m.turnUserId !== me || m.status !== 'pending') throw errors.conflict('notYourTurn');
      const hours = await openHours(event.id);
      const now = new Date();
      if (!slotsOf(hours).some((s) => s.startsAt.getTime() === m.startsAt.getTime()) || m.startsAt <= now) throw errors.conflict('slotNotCommon');
      let accepted: MeetingRow | undefined;
      try {
        accepted = await db.transaction(async (tx) => {
          const settings = await meetingsRepo.lockSettings(tx, event.id, 'share');
          // Hours saved between the check and the lock: the slot must still be one of them.
          if (!slotsOf(settings).some((s) => s.startsAt.getTime() === m.startsAt.getTime() && s.endsAt.getTime() === m.endsAt.getTime())) throw errors.conflict('slotNotCommon');
          const row = await meetingsRepo.update(tx, m.id, { status: 'pending', turnUserId: me }, { status: 'accepted', acceptedAt: new Date() });
          if (row) await meetingsRepo.book(tx, row);
          return row;
        });
      } catch (err) {
        throw await bookingRefusal(err, m, me);
      }
      if (!accepted) {
        // Answered in between (a second tap, or the other cancelled): as it stands now.
        const now2 = (await meetingsRepo.find(db, event.id, id))!;
        if (now2.status === 'accepted') return toMeeting(event.id, me, now2);
        throw errors.conflict(statusFor(now2, me) === 'pending' ? 'notYourTurn' : 'meetingClosed');
      }
      await tell(event.id, other(m, me), m.id, 'accepted', await someone(event.id, me));
      return toMeeting(event.id, me, accepted);
    },

    /** Silent: nothing tells the other person, who still reads it as pending. */
    async decline(ref: string, me: string, id: string) {
      const { event, m } = await mine(ref, me, id);
      if (m.status === 'declined' && m.declinedBy === me) return toMeeting(event.id, me, m);
      const status = statusFor(m, me);
      if (status === 'cancelled' || status === 'declined') throw errors.conflict('meetingClosed');
      if (m.status === 'accepted') throw errors.conflict('meetingAccepted');
      if (m.turnUserId !== me || m.status !== 'pending') throw errors.conflict('notYourTurn');
      const row = await meetingsRepo.update(db, m.id, { status: 'pending', turnUserId: me }, { status: 'declined', declinedBy: me });
      if (row) return toMeeting(event.id, me, row);
      const now = (await meetingsRepo.find(db, event.id, id))!;
      if (now.status === 'declined' && now.declinedBy === me) return toMeeting(event.id, me, now);
      throw errors.conflict(now.status === 'accepted' ? 'meetingAccepted' : 'meetingClosed');
    },

    /** Another time (and spot), common and free as a request's; the turn passes to the other person. */
    async propose(ref: string, me: string, id: string, input: { startsAt: string; spotId?: string | null | undefined }) {
      const { event, m } = await mine(ref, me, id);
      const startsAt = new Date(input.startsAt);
      const status = statusFor(m, me);
      if (status === 'cancelled' || status === 'declined') throw errors.conflict('meetingClosed');
      if (m.status === 'accepted') throw errors.conflict('meetingAccepted');
      // Proposed already (a repeat): answered as it stands.
      if (m.turnUserId !== me && m.startsAt.getTime() === startsAt.getTime() && (m.spotId ?? null) === (input.spotId ?? null)) return toMeeting(event.id, me, m);
      if (m.turnUserId !== me || m.status !== 'pending') throw errors.conflict('notYourTurn');
      const hours = await openHours(event.id);
      const them = other(m, me);
      const slot = await commonSlot(event.id, hours, me, them, startsAt, new Date());
      const spotId = await freeSpot(event.id, input.spotId, startsAt);
      const row = await meetingsRepo.update(db, m.id, { status: 'pending', turnUserId: me }, { startsAt: slot.startsAt, endsAt: slot.endsAt, spotId, turnUserId: them });
      if (!row) throw errors.conflict('notYourTurn');
      await tell(event.id, them, m.id, 'proposed', await someone(event.id, me));
      return toMeeting(event.id, me, row);
    },

    /** Either person, pending or accepted; the other is told and the slot and spot are free again. */
    async cancel(ref: string, me: string, id: string): Promise<Meeting> {
      const { event, m } = await mine(ref, me, id);
      const status = statusFor(m, me);
      if (status === 'cancelled') return toMeeting(event.id, me, m);
      if (status === 'declined') throw errors.conflict('meetingClosed');
      if (m.status === 'declined') {
        // Taking back a request they declined: it reads cancelled to me, and nobody is told.
        const row = await meetingsRepo.update(db, m.id, { status: 'declined' }, { withdrawnAt: new Date() });
        return toMeeting(event.id, me, row ?? m);
      }
      const row = await db.transaction(async (tx) => {
        const done = await meetingsRepo.update(tx, m.id, { status: m.status }, { status: 'cancelled', cancelledBy: me });
        if (done) await meetingsRepo.unbook(tx, m.id);
        return done;
      });
      if (!row) return this.cancel(ref, me, id); // changed in between: answered as it stands now
      await tell(event.id, other(m, me), m.id, 'cancelled', await someone(event.id, me));
      return toMeeting(event.id, me, row);
    },

    /** Each of two connected people may say it was held, around its time; both saying so marks it held. */
    async held(ref: string, me: string, id: string) {
      const { event, m } = await mine(ref, me, id);
      const status = statusFor(m, me);
      if (status === 'cancelled' || status === 'declined') throw errors.conflict('meetingClosed');
      if (m.status !== 'accepted' || !aroundNow(m, new Date())) throw errors.conflict('meetingNotNow');
      const them = other(m, me);
      if (!(await connections.livePair(event.id, me, them))) throw errors.conflict('notConnected');
      const side = m.requesterId === me ? 'requester' : 'invitee';
      const already = side === 'requester' ? m.requesterHeldAt : m.inviteeHeldAt;
      if (!already && !(await meetingsRepo.sayHeld(db, m.id, side))) throw errors.conflict('meetingClosed');
      if (!already) await tell(event.id, them, m.id, 'held', await someone(event.id, me));
      return toMeeting(event.id, me, (await meetingsRepo.find(db, event.id, id))!);
    },

    /** After a scan marked meetings held: the other person's screen hears of it. */
    async heldByScan(eventId: string, meetingIds: string[], scanner: string, other: string) {
      if (!meetingIds.length) return;
      const from = await someone(eventId, scanner);
      for (const id of meetingIds) await tell(eventId, other, id, 'held', from);
    },

    /** My accepted meetings still to come (and today's), and the gatherings I go to, in time order. */
    async agenda(ref: string, me: string): Promise<Agenda> {
      const event = await attendeeEvent(ref, me);
      const today = await meetingsRepo.today(db, event.timeZone);
      const from = (await meetingsRepo.eventDayStart(db, today, event.timeZone)) ?? new Date();
      const [rows, going] = await Promise.all([meetingsRepo.acceptedFrom(db, event.id, me, from), meetingsRepo.goingGatherings(db, event.id, event.timeZone, me, today)]);
      const items: AgendaItem[] = [
        ...(await toMeetings(event.id, me, rows)).map((meeting) => ({ kind: 'meeting' as const, startsAt: meeting.startsAt, endsAt: meeting.endsAt, meeting })),
        ...going.map((g) => ({
          kind: 'gathering' as const,
          startsAt: new Date(g.startsAt).toISOString(),
          endsAt: g.endsAt ? new Date(g.endsAt).toISOString() : null,
          gathering: { id: g.id, groupId: g.groupId, groupName: g.groupName, title: g.title, location: g.location },
        })),
      ];
      items.sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
      return { timeZone: event.timeZone, items };
    },

    someone,
    tell,
  };
}
export type MeetingsService = ReturnType<typeof createMeetingsService>;
