import { randomInt } from 'node:crypto';
import type { CompanyRounds, MyRounds, MySeat, RoundPerson, RoundsRun } from '@mingle/contracts';
import type { Db } from '../../db/index.js';
import { errors, isUniqueViolation } from '../../lib/errors.js';
import type { Realtime } from '../../plugins/realtime.js';
import type { AttendeesService } from '../attendees/attendees.service.js';
import type { BlockList } from '../blocks/block-list.js';
import type { EventsService } from '../events/events.service.js';
import { clockOf } from './round-clock.js';
import { roundsRepo, type RunAt, type RunRow, type SeatingRow } from './rounds.repo.js';
import { pairKey, seatRound, tablePairs } from './seating.js';

interface Deps {
  db: Db;
  events: EventsService;
  attendees: AttendeesService;
  blockList: BlockList;
  realtime: Realtime;
}

type Reason = 'started' | 'round' | 'ended';

/** Speed-networking rounds (decision 042): the organisers' run and each attendee's table. */
export function createRoundsService({ db, events, attendees, blockList, realtime }: Deps) {
  const tell = (run: RunRow, round: number, reason: Reason) =>
    realtime.publishChange({ type: 'change', channelKey: `event:${run.eventId}`, event: 'rounds.changed', at: new Date().toISOString(), runId: run.id, groupId: run.groupId, round, reason });

  /**
   * The seating of a round that has begun, decided once: the people in the run's scope now, less
   * those who sit out, seated against the pairs of the run's earlier rounds (and blocked pairs,
   * kept apart as if they had met). Whichever process inserts first wins; it tells the phones.
   */
  async function seatingOf(run: RunRow, round: number, reason: Reason = 'round'): Promise<SeatingRow> {
    const found = await roundsRepo.seating(db, run.id, round);
    if (found) return found;
    const [people, away, earlier, blocked] = await Promise.all([
      roundsRepo.sitters(db, run.eventId, run.groupId),
      roundsRepo.away(db, run.id),
      roundsRepo.seatings(db, run.id),
      roundsRepo.blockedPairs(db, run.eventId),
    ]);
    const out = new Set(away);
    const met = new Set([...earlier.filter((s) => s.round < round).flatMap((s) => tablePairs(s.tables)), ...blocked.map((p) => pairKey(p.a, p.b))]);
    const tables = seatRound(
      people.filter((p) => !out.has(p.id)),
      run.tableSize,
      met,
      run.seed + round,
    );
    const inserted = await roundsRepo.insertSeating(db, { runId: run.id, round, tables, away: people.filter((p) => out.has(p.id)).map((p) => p.id) });
    if (inserted) {
      await tell(run, round, reason);
      return inserted;
    }
    return (await roundsRepo.seating(db, run.id, round))!;
  }

  /** An open run whose time is over is closed first (once; the closer tells the phones). */
  async function settled(run: RunAt | undefined): Promise<RunAt | undefined> {
    if (!run || run.endedAt || clockOf(run, run.now).status === 'on') return run;
    for (const closed of await roundsRepo.closeFinished(db, run.eventId)) await tell(closed, closed.rounds, 'ended');
    return roundsRepo.find(db, run.id);
  }

  function runView(run: RunAt, groupName: string | null) {
    const c = clockOf(run, run.now);
    return {
      id: run.id,
      status: c.status,
      groupId: run.groupId,
      groupName,
      rounds: run.rounds,
      minutes: run.minutes,
      tableSize: run.tableSize,
      round: c.round,
      roundStartsAt: c.roundStartsAt.toISOString(),
      roundEndsAt: c.roundEndsAt.toISOString(),
      now: run.now.toISOString(),
    };
  }

  async function organiserView(run: RunAt): Promise<RoundsRun> {
    const c = clockOf(run, run.now);
    const seating = c.status === 'on' ? await seatingOf(run, c.round) : await roundsRepo.seating(db, run.id, c.round);
    return {
      ...runView(run, run.groupId ? await roundsRepo.groupName(db, run.groupId) : null),
      startedAt: run.createdAt.toISOString(),
      endedAt: c.endedAt?.toISOString() ?? null,
      seated: seating?.tables.reduce((n, t) => n + t.length, 0) ?? 0,
      tables: seating?.tables.length ?? 0,
      away: seating?.away.length ?? 0,
    };
  }

  /** The open run of the organisers' event, or 409 noRoundsRunning. */
  async function openRun(companyId: string, ref: string) {
    const eventId = await events.companyEventId(companyId, ref);
    const run = await settled(await roundsRepo.latest(db, eventId));
    if (!run || run.endedAt) throw errors.conflict('noRoundsRunning');
    return run;
  }

  async function people(eventId: string, ids: string[]): Promise<Map<string, RoundPerson>> {
    const [found, photos] = await Promise.all([attendees.people(eventId, ids), attendees.photoUrls(eventId, ids)]);
    return new Map(
      ids.map((id) => {
        const p = found.get(id);
        return [id, { userId: id, name: [p?.firstName, p?.lastName].filter(Boolean).join(' ') || (p?.username ?? ''), photoUrl: photos.get(id) ?? null }];
      }),
    );
  }

  /** The event, when the caller attends it; otherwise it does not exist for them. */
  async function attendeeEvent(ref: string, userId: string) {
    const event = await events.ownerOf(ref);
    if (!event || !(await attendees.isAttendee(event.id, userId))) throw errors.notFound('eventNotFound');
    return event;
  }

  /** The event's latest run when it is mine: its scope holds me now, or it seated me once. */
  async function myRun(eventId: string, me: string) {
    const run = await settled(await roundsRepo.latest(db, eventId));
    if (!run) return undefined;
    const [inScope, seatings] = await Promise.all([roundsRepo.inScope(db, eventId, run.groupId, me), roundsRepo.seatings(db, run.id)]);
    if (!inScope && !seatings.some((s) => s.tables.some((t) => t.includes(me)))) return undefined;
    return { run, inScope };
  }

  async function mine(eventId: string, me: string): Promise<MyRounds> {
    const found = await myRun(eventId, me);
    if (!found) return { run: null, seat: null, away: false, satWith: [] };
    const { run, inScope } = found;
    const c = clockOf(run, run.now);
    const current = c.status === 'on' ? await seatingOf(run, c.round) : undefined;
    const [seatings, away, hidden] = await Promise.all([roundsRepo.seatings(db, run.id), roundsRepo.away(db, run.id), blockList.hiddenFrom(eventId, me)]);
    // Whom I sat with, in the rounds that began: first met first, nobody twice, nobody hidden by a block.
    const metIn = new Map<string, number>();
    for (const s of seatings.filter((x) => x.round <= c.round)) for (const id of s.tables.find((t) => t.includes(me)) ?? []) if (id !== me && !hidden.has(id) && !metIn.has(id)) metIn.set(id, s.round);
    const mates = current?.tables.find((t) => t.includes(me))?.filter((id) => id !== me && !hidden.has(id)) ?? [];
    const known = await people(eventId, [...new Set([...metIn.keys(), ...mates])]);
    let seat: MySeat | null = null;
    if (current) {
      const table = current.tables.findIndex((t) => t.includes(me));
      if (table >= 0) seat = { kind: 'table', table: table + 1, mates: mates.map((id) => known.get(id)!) };
      else if (current.away.includes(me)) seat = { kind: 'away' };
      else if (inScope) seat = { kind: 'next' };
    }
    const groupName = run.groupId ? await roundsRepo.groupName(db, run.groupId) : null;
    return {
      run: runView(run, groupName),
      seat,
      away: away.includes(me),
      satWith: [...metIn].map(([id, round]) => ({ ...known.get(id)!, round })),
    };
  }

  return {
    // The organisers' side.
    async start(companyId: string, ref: string, userId: string, input: { groupId?: string | null | undefined; rounds: number; minutes: number; tableSize: number }): Promise<RoundsRun> {
      const eventId = await events.companyEventId(companyId, ref);
      const groupId = input.groupId ?? null;
      if (groupId && !(await roundsRepo.group(db, eventId, groupId))) throw errors.field(400, 'groupId', 'invalidValue');
      for (const closed of await roundsRepo.closeFinished(db, eventId)) await tell(closed, closed.rounds, 'ended');
      let run: RunRow;
      try {
        run = await roundsRepo.insert(db, { eventId, groupId, rounds: input.rounds, minutes: input.minutes, tableSize: input.tableSize, seed: randomInt(1, 1_000_000), createdBy: userId });
      } catch (err) {
        if (isUniqueViolation(err, 'round_runs_one_open_key')) throw errors.conflict('roundsRunning');
        throw err;
      }
      await seatingOf(run, 1, 'started');
      return organiserView((await roundsRepo.find(db, run.id))!);
    },

    async status(companyId: string, ref: string): Promise<CompanyRounds> {
      const eventId = await events.companyEventId(companyId, ref);
      const run = await settled(await roundsRepo.latest(db, eventId));
      return { run: run ? await organiserView(run) : null };
    },

    /**
     * The next round now; on the last round, 409 lastRound (stop ends it). A second tap at once
     * moves once; a tap from a screen that showed an earlier round (`from`) moves nothing.
     */
    async next(companyId: string, ref: string, from?: number): Promise<RoundsRun> {
      const run = await openRun(companyId, ref);
      const c = clockOf(run, run.now);
      if (from !== undefined && from !== c.round) return organiserView(run);
      if (c.round >= run.rounds) throw errors.conflict('lastRound');
      const moved = await roundsRepo.moveTo(db, run, c.round + 1);
      if (moved) await seatingOf(moved, c.round + 1);
      return organiserView((await roundsRepo.find(db, run.id))!);
    },

    async stop(companyId: string, ref: string): Promise<RoundsRun> {
      const run = await openRun(companyId, ref);
      const stopped = await roundsRepo.stop(db, run.id);
      if (stopped) await tell(stopped, clockOf(stopped, new Date()).round, 'ended');
      return organiserView((await roundsRepo.find(db, run.id))!);
    },

    // An attendee's side.
    async current(ref: string, me: string): Promise<MyRounds> {
      const event = await attendeeEvent(ref, me);
      return mine(event.id, me);
    },

    /** I sit out from the next round on, or I am back for the next one; only while a run of mine is on. */
    async setAway(ref: string, me: string, away: boolean): Promise<MyRounds> {
      const event = await attendeeEvent(ref, me);
      const found = await myRun(event.id, me);
      if (!found || found.run.endedAt || !found.inScope) throw errors.conflict('noRoundsRunning');
      await roundsRepo.setAway(db, found.run.id, me, away);
      return mine(event.id, me);
    },

    /** The clock's sweep: closes runs whose time is over and seats each open run's round once it begins. */
    async sweep() {
      for (const closed of await roundsRepo.closeFinished(db)) await tell(closed, closed.rounds, 'ended');
      const open = await roundsRepo.open(db);
      for (const run of open) {
        const c = clockOf(run, run.now);
        if (c.status === 'on') await seatingOf(run, c.round);
      }
      return open.length;
    },

    /** When the next round of an open run begins (or its last one ends), by this process's clock. */
    async nextBoundary(): Promise<Date | undefined> {
      const ends = (await roundsRepo.open(db)).map((run) => {
        const c = clockOf(run, run.now);
        return c.roundEndsAt.getTime() - (run.now.getTime() - Date.now());
      });
      return ends.length ? new Date(Math.min(...ends)) : undefined;
    },
  };
}
export type RoundsService = ReturnType<typeof createRoundsService>;
