import { createHash, randomBytes } from 'node:crypto';
import { LIMITS, englishError, type ConnectionRequest } from '@mingle/contracts';
import type { Db } from '../../db/index.js';
import { AppError, errors, isUniqueViolation } from '../../lib/errors.js';
import { addHits } from '../../plugins/shared-rate-limits.js';
import type { AttendeesService } from '../attendees/attendees.service.js';
import type { BlockList } from '../blocks/block-list.js';
import type { Notifier } from '../notifications/notifier.js';
import type { ConnectionsService } from './connections.service.js';
import { userNotFound } from './connections.service.js';
import { consentRepo, type RequestRow } from './consent.repo.js';

/** A batch of QR codes covers this many minutes, one code a minute, so the code shows offline that long. */
export const CODE_BATCH_MINUTES = 15;
/**
 * Each code is taken this long from the minute it starts: long enough for someone who scanned it to
 * sign up and set up a profile first (the way in), short enough that a photo of it soon stops
 * working. It works once either way, which is what proves the meeting (decision 018).
 */
const CODE_WINDOW_MS = 10 * 60_000;
/** Open requests shown per direction; more would be a flood, and the oldest can wait. */
const REQUESTS_SHOWN = 100;

type Made = Awaited<ReturnType<ConnectionsService['connect']>>;
const hashOf = (code: string) => createHash('sha256').update(code).digest('hex');
const HOUR_MS = 3_600_000;
const requestNotFound = () => new AppError(404, 'ConnectionRequestNotFoundException', englishError('connectionRequestNotFound'));

interface Deps {
  db: Db;
  attendees: AttendeesService;
  connections: ConnectionsService;
  blockList: BlockList;
  notifier: Notifier;
  /** Meetings a scan marked held: the other person hears of it (decision 041). */
  meetingsHeld: (eventId: string, meetingIds: string[], by: string, other: string) => Promise<void>;
}

/**
 * Connections need a meeting or a yes (decision 018): a scan of a live QR code connects at
 * once; anything else (a directory tap, an old link, a code that failed) becomes a request.
 */
export function createConsentService({ db, attendees, connections, blockList, notifier, meetingsHeld }: Deps) {
  /** The requests as `me` sees them: the other person's name and photo, read once for the whole list. */
  async function toRequests(eventId: string, me: string, rows: RequestRow[]): Promise<ConnectionRequest[]> {
    const otherOf = (r: RequestRow) => (r.fromUserId === me ? r.toUserId : r.fromUserId);
    const [people, photos] = await Promise.all([connections.people(eventId, rows.map(otherOf)), attendees.photoUrls(eventId, rows.map(otherOf))]);
    return rows.map((r) => {
      const p = people.get(otherOf(r))!;
      return {
        requestId: r.id,
        eventId,
        other: { userId: p.userId, username: p.username, firstName: p.firstName, lastName: p.lastName, hometown: null, photoUrl: photos.get(p.userId) ?? null },
        direction: r.fromUserId === me ? ('outgoing' as const) : ('incoming' as const),
        createdAt: r.createdAt.toISOString(),
      };
    });
  }

  /** Why a code was refused, once the claim found nothing it could take. */
  async function refusal(codeHash: string, eventId: string, ownerId: string) {
    const code = await consentRepo.findCode(db, codeHash);
    if (!code || code.eventId !== eventId || code.userId !== ownerId) return new AppError(400, 'ConnectionCodeInvalidException', englishError('connectionCodeInvalid'));
    if (code.usedAt) return new AppError(409, 'ConnectionCodeUsedException', englishError('connectionCodeUsed'));
    if (code.expired) return new AppError(400, 'ConnectionCodeExpiredException', englishError('connectionCodeExpired'));
    return new AppError(400, 'ConnectionCodeInvalidException', englishError('connectionCodeInvalid')); // not valid yet
  }

  /** Runs `connect` (null: refused) and answers the connection as `me` sees it. */
  async function accepted(ref: string, eventId: string, me: string, other: string, connect: () => Promise<Made | null>) {
    let made;
    try {
      made = await connect();
    } catch (err) {
      // Both sides connected at the same instant: the other one's connection stands, nothing of ours was kept.
      if (!isUniqueViolation(err, 'connections_live_pair_key')) throw err;
      made = { row: (await connections.livePair(eventId, me, other))!, created: false, held: [] as string[] };
    }
    if (!made) return null;
    await meetingsHeld(eventId, made.held, me, other);
    // A new connection: the other person, maybe showing their code right now, hears it at once.
    if (made.created) await notifier.connected(eventId, made.row.id, await someone(eventId, me), other);
    return connections.result(ref, eventId, me, other, made.row, made.created);
  }

  /** A person as nudges name them: full name, else username. */
  async function someone(eventId: string, userId: string) {
    const p = (await connections.people(eventId, [userId])).get(userId);
    return { userId, name: [p?.firstName, p?.lastName].filter(Boolean).join(' ') || (p?.username ?? '') };
  }

  return {
    /** My next QR codes: random, stored only as hashes, each for one scan within its window. */
    async codes(ref: string, me: string) {
      const event = await connections.attendeeEvent(ref, me);
      const start = Date.now();
      const codes = Array.from({ length: CODE_BATCH_MINUTES }, (_, i) => ({
        code: randomBytes(16).toString('base64url'),
        validFrom: new Date(start + i * 60_000),
        validUntil: new Date(start + i * 60_000 + CODE_WINDOW_MS),
      }));
      await consentRepo.replaceCodes(
        db,
        event.id,
        me,
        codes.map((c) => ({ codeHash: hashOf(c.code), validFrom: c.validFrom, validUntil: c.validUntil })),
      );
      return { codes: codes.map((c) => ({ code: c.code, validFrom: c.validFrom.toISOString(), validUntil: c.validUntil.toISOString() })) };
    },

    /**
     * With a code from `initiatorId`'s screen: connected at once (201, or 200 when already). Without:
     * a request to them (202); when they had already asked me, that is a yes and we connect (201).
     */
    async create(ref: string, me: string, initiatorId: string, code?: string) {
      const event = await connections.attendeeEvent(ref, me);
      if (initiatorId === me) throw new AppError(400, 'SelfConnectionException', englishError('selfConnection'));
      if (!(await attendees.isAttendee(event.id, initiatorId))) throw userNotFound();
      // Either one blocked the other (decision 019): refused, without saying who or why.
      if (await blockList.between(event.id, me, initiatorId)) throw new AppError(403, 'CannotConnectException', englishError('cannotConnect'));
      const existing = await connections.livePair(event.id, me, initiatorId);
      if (existing) {
        // Connected already, and scanning each other's code again: that is their meeting, held.
        if (code) {
          const held = await db.transaction(async (tx) =>
            (await consentRepo.claimCode(tx, hashOf(code), event.id, initiatorId, me)) ? connections.markMeetingsHeld(tx, event.id, me, initiatorId) : [],
          );
          await meetingsHeld(event.id, held, me, initiatorId);
        }
        return connections.result(ref, event.id, me, initiatorId, existing, false);
      }

      if (code) {
        const codeHash = hashOf(code);
        const made = await accepted(ref, event.id, me, initiatorId, () =>
          db.transaction(async (tx) => {
            if (!(await consentRepo.claimCode(tx, codeHash, event.id, initiatorId, me))) return null;
            return connections.connect(tx, event.id, initiatorId, me);
          }),
        );
        // Why it was refused is read after the transaction (PGlite has one connection, held by it).
        if (!made) throw await refusal(codeHash, event.id, initiatorId);
        return made;
      }

      const theirs = await consentRepo.openFrom(db, event.id, initiatorId, me);
      if (theirs?.status === 'pending') return (await accepted(ref, event.id, me, initiatorId, () => db.transaction((tx) => connections.connect(tx, event.id, initiatorId, me))))!;

      let mine = await consentRepo.openFrom(db, event.id, me, initiatorId);
      if (mine?.withdrawnAt) mine = await consentRepo.unwithdraw(db, mine.id);
      let asked = false;
      if (!mine) {
        // Counted in rate_limits, so every process shares one budget per asker.
        const sent = (await addHits(db, [{ key: `connection-requests:${me}`, hits: 1, windowMs: HOUR_MS }])).get(`connection-requests:${me}`)!;
        if (sent.current > LIMITS.connectionRequestsPerHour) throw errors.tooManyConnectionRequests(Math.max(1, Math.ceil(sent.ttl / 1000)));
        // Ask, withdraw, ask again: the new request shows in their list, but rings them only once a day.
        const coolingOff = await consentRepo.withdrawnWithin(db, event.id, me, initiatorId, LIMITS.connectionRequestCoolingOffMs);
        const inserted = await consentRepo.insertRequest(db, { eventId: event.id, fromUserId: me, toUserId: initiatorId });
        asked = !!inserted && !coolingOff;
        mine = inserted ?? (await consentRepo.openFrom(db, event.id, me, initiatorId))!;
      }
      const [request] = await toRequests(event.id, me, [mine]);
      // A new request only: asking again (a declined one stays declined) reaches nobody (decision 018),
      // nor does asking again soon after a withdrawal (decision 030).
      if (asked) await notifier.connectionRequest(event.id, await someone(event.id, me), initiatorId);
      return { requested: true as const, request: request! };
    },

    async requests(ref: string, me: string) {
      const event = await connections.attendeeEvent(ref, me);
      const [incoming, outgoing] = await Promise.all([consentRepo.incoming(db, event.id, me, REQUESTS_SHOWN), consentRepo.outgoing(db, event.id, me, REQUESTS_SHOWN)]);
      return { incoming: await toRequests(event.id, me, incoming), outgoing: await toRequests(event.id, me, outgoing) };
    },

    /** Only the person asked may accept; the asker becomes the connection's initiator. */
    async accept(ref: string, me: string, requestId: string) {
      const event = await connections.attendeeEvent(ref, me);
      /** Accepted already (a second tap, another tab): the connection it made, as the first answer gave it. */
      const again = async () => {
        const now = await consentRepo.find(db, event.id, requestId);
        const pair = now?.toUserId === me && now.status === 'accepted' ? await connections.livePair(event.id, me, now.fromUserId) : undefined;
        if (!pair) throw requestNotFound();
        return connections.result(ref, event.id, me, now!.fromUserId, pair, true);
      };
      const request = await consentRepo.find(db, event.id, requestId);
      if (request?.toUserId === me && request.status === 'accepted') return again();
      if (!request || request.toUserId !== me || request.status !== 'pending') throw requestNotFound();
      const made = await accepted(ref, event.id, me, request.fromUserId, () =>
        db.transaction(async (tx) => ((await consentRepo.decide(tx, request.id, 'pending', 'accepted')) ? connections.connect(tx, event.id, request.fromUserId, me) : null)),
      );
      return made ?? again(); // decided in between: by a twin of this request, or a decline (404)
    },

    /** Silent: the asker still sees their request as sent, and asking again reaches nobody. */
    async decline(ref: string, me: string, requestId: string) {
      const event = await connections.attendeeEvent(ref, me);
      const request = await consentRepo.find(db, event.id, requestId);
      if (request?.toUserId === me && request.status === 'declined') return { ok: true as const }; // declined already
      if (!request || request.toUserId !== me || request.status !== 'pending') throw requestNotFound();
      if (await consentRepo.decide(db, request.id, 'pending', 'declined')) return { ok: true as const };
      if ((await consentRepo.find(db, event.id, requestId))?.status === 'declined') return { ok: true as const };
      throw requestNotFound();
    },

    /** The asker takes a request back; a declined one stays declined underneath, so it cannot be re-sent to them. */
    async withdraw(ref: string, me: string, requestId: string) {
      const event = await connections.attendeeEvent(ref, me);
      const request = await consentRepo.find(db, event.id, requestId);
      if (request?.fromUserId === me && (request.withdrawnAt || request.status === 'cancelled')) return { ok: true as const }; // taken back already
      if (!request || request.fromUserId !== me || !['pending', 'declined'].includes(request.status)) throw requestNotFound();
      // A pending one is cancelled; either way the withdrawal is stamped, which starts the cooling-off.
      if (request.status === 'pending') await consentRepo.decide(db, request.id, 'pending', 'cancelled');
      await consentRepo.withdraw(db, request.id);
      return { ok: true as const };
    },
  };
}
export type ConsentService = ReturnType<typeof createConsentService>;
