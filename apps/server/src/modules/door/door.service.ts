import { DOOR, type CheckInData, type CheckInResult, type DoorKeys, type EventPass } from '@mingle/contracts';
import type { Db } from '../../db/index.js';
import { errors } from '../../lib/errors.js';
import type { AttendeesService } from '../attendees/attendees.service.js';
import type { EventsService } from '../events/events.service.js';
import { doorRepo, type CheckInRow } from './door.repo.js';
import { readPass, signedBy } from './pass-signing.js';
import type { Passes } from './passes.js';

/** A queued check-in may say it happened earlier, but never in the future, nor before the pass could exist. */
const scanTime = (scannedAt: string | undefined, now: Date) => (scannedAt && Date.parse(scannedAt) < now.getTime() ? new Date(scannedAt) : now);

const passField = (key: 'passInvalid' | 'passExpired' | 'passRevoked' | 'passOtherEvent', status = 400) => errors.field(status, 'pass', key);

export function createDoorService({ db, events, attendees, passes }: { db: Db; events: EventsService; attendees: AttendeesService; passes: Passes }) {
  const { keyOf } = passes;

  async function person(eventId: string, userId: string) {
    const [name, photos] = await Promise.all([doorRepo.name(db, eventId, userId), attendees.photoUrls(eventId, [userId])]);
    return { userId, name: name ?? '', photoUrl: photos.get(userId) ?? null };
  }

  const already = (row: CheckInRow, deviceId: string | null) => ({
    checkedInAt: row.checkedInAt.toISOString(),
    alreadyCheckedInAt: row.checkedInAt.toISOString(),
    checkedInBy: row.byName,
    otherDevice: !!row.deviceId && !!deviceId && row.deviceId !== deviceId,
  });

  /** Whose pass it is: the signature, the event, the expiry and the holder's place are all checked. */
  async function holderOf(event: { id: string; status: string }, token: string, now: Date) {
    const claims = readPass(token);
    if (!claims) throw passField('passInvalid');
    const key = await keyOf(event.id);
    if (claims.e !== event.id) throw passField('passOtherEvent');
    if (claims.k !== key.keyId || !signedBy(key, token)) throw passField('passInvalid');
    if (claims.exp * 1000 < now.getTime()) throw passField('passExpired');
    const holder = await doorRepo.passHolder(db, claims.p);
    if (!holder || holder.eventId !== event.id) throw passField('passInvalid');
    if (event.status === 'cancelled' || !holder.present) throw passField('passRevoked', 409);
    return holder.userId;
  }

  return {
    /** My pass for an event I joined: a pass names only opaque ids (decision 038). */
    async pass(ref: string, userId: string): Promise<EventPass> {
      const event = await attendees.joinedEvent(ref, userId);
      if (event.status === 'cancelled') throw errors.conflict('eventCancelled');
      return passes.passOf(event, userId);
    },

    /** First wins: a second scan, on any device, answers when and by whom. */
    async checkIn(caller: { companyId: string; userId: string }, ref: string, input: CheckInData): Promise<CheckInResult> {
      // Who owns it and its state, from the events' shared cache: the door's hot path reads no more.
      const event = await events.ownerOf(ref);
      if (!event || event.companyId !== caller.companyId) throw errors.notFound();
      const now = new Date();
      const deviceId = input.deviceId ?? null;
      let userId: string;
      if (input.pass !== undefined) userId = await holderOf(event, input.pass, now);
      else {
        userId = input.userId!;
        if (event.status === 'cancelled') throw errors.conflict('eventCancelled');
      }
      // Who they are is read beside the write: the answer names them either way.
      const [at, who] = await Promise.all([
        doorRepo.checkIn(db, { eventId: event.id, userId, byUserId: caller.userId, deviceId, method: input.pass !== undefined ? 'pass' : 'name', at: scanTime(input.scannedAt, now) }),
        person(event.id, userId),
      ]);
      const answer = { person: who };
      if (at) return { ...answer, checkedInAt: at.toISOString() };
      const row = await doorRepo.checkedIn(db, event.id, userId);
      // Nothing written and nothing there: they are not (or no longer) at the event.
      if (!row) throw errors.notFound('userNotFound');
      return { ...answer, ...already(row, deviceId) };
    },

    async search(companyId: string, ref: string, q: string) {
      const eventId = await events.companyEventId(companyId, ref);
      const rows = await doorRepo.search(db, eventId, q, DOOR.searchLimit);
      const photos = await attendees.photoUrls(
        eventId,
        rows.map((r) => r.userId),
      );
      return {
        items: rows.map((r) => ({
          userId: r.userId,
          name: r.name,
          photoUrl: photos.get(r.userId) ?? null,
          checkedInAt: r.checkedInAt?.toISOString() ?? null,
          checkedInBy: r.checkedInAt ? r.checkedInBy : null,
        })),
      };
    },

    /** Undo: idempotent, a second undo answers as the first. */
    async undo(companyId: string, ref: string, userId: string) {
      const eventId = await events.companyEventId(companyId, ref);
      if (!(await doorRepo.undo(db, eventId, userId)) && !(await attendees.isAttendee(eventId, userId))) throw errors.notFound();
      return { ok: true as const };
    },

    /** What a door device keeps to check passes without the network. */
    async keys(companyId: string, ref: string): Promise<DoorKeys> {
      const event = await events.get(companyId, ref);
      const [key, revoked, used, counts] = await Promise.all([
        keyOf(event.id),
        doorRepo.revokedPasses(db, event.id, event.status === 'cancelled'),
        doorRepo.usedPasses(db, event.id),
        doorRepo.counts(db, event.id),
      ]);
      return {
        eventId: event.id,
        keys: [{ keyId: key.keyId, algorithm: 'Ed25519', publicKey: key.publicKey }],
        revoked,
        checkedIn: used.map((u) => ({ passId: u.passId, at: u.at.toISOString() })),
        checkedInCount: counts.checkedIn,
        joinedCount: counts.joined,
        at: new Date().toISOString(),
      };
    },
  };
}
export type DoorService = ReturnType<typeof createDoorService>;
