import { and, asc, count, eq, inArray, isNull, lte, sql, type SQLWrapper } from 'drizzle-orm';
import type { Tx } from '../../db/index.js';
import { eventAttendees, eventWaitlist, events } from '../../db/schema/index.js';

/*
 * Who gets a place at an event (decision 037), in the caller's transaction. Every decision locks
 * the event's row first (SELECT ... FOR UPDATE), so joins, confirmations and offers of one event
 * are decided one after another in every process: two people can never take the last place.
 */

export type WaitKind = (typeof eventWaitlist.kind.enumValues)[number];
export type Placed = { status: 'joined'; joinedAt: Date } | { status: WaitKind; position: number };

/** The event's place settings, its row locked until the transaction ends. */
async function lockEvent(tx: Tx, eventId: string) {
  const [row] = await tx
    .select({ capacity: events.capacity, approvalRequired: events.approvalRequired, offerHours: events.waitlistOfferHours })
    .from(events)
    .where(eq(events.id, eventId))
    .for('no key update');
  return row;
}

/** SQL: places taken at an event: the people in, and places held for someone in line whose offer is still open. */
const takenSql = (eventId: SQLWrapper | string) => sql<number>`((select count(*) from ${eventAttendees} a where a.event_id = ${eventId})
  + (select count(*) from ${eventWaitlist} h where h.event_id = ${eventId} and h.offer_expires_at > now()))::int`;
/** SQL: someone in line has not been offered a place yet: a newcomer must queue behind them. */
const queuedSql = (eventId: SQLWrapper | string) => sql<boolean>`exists (select 1 from ${eventWaitlist} q where q.event_id = ${eventId} and q.kind = 'waitlisted' and q.offered_at is null)`;

async function placesTaken(tx: Tx, eventId: string) {
  const { rows } = (await tx.execute(sql`select ${takenSql(eventId)} as taken`)) as unknown as { rows: { taken: number }[] };
  return Number(rows[0]!.taken);
}

/** Number N among the people of the same kind waiting at the event, by arrival. */
async function positionOf(tx: Tx, eventId: string, kind: WaitKind, arrival: number) {
  const [row] = await tx
    .select({ n: count() })
    .from(eventWaitlist)
    .where(and(eq(eventWaitlist.eventId, eventId), eq(eventWaitlist.kind, kind), lte(eventWaitlist.arrival, arrival)));
  return row!.n;
}

async function attendance(tx: Tx, eventId: string, userId: string) {
  const [row] = await tx
    .select({ joinedAt: eventAttendees.joinedAt })
    .from(eventAttendees)
    .where(and(eq(eventAttendees.eventId, eventId), eq(eventAttendees.userId, userId)));
  return row;
}

async function waiting(tx: Tx, eventId: string, userId: string) {
  const [row] = await tx
    .select()
    .from(eventWaitlist)
    .where(and(eq(eventWaitlist.eventId, eventId), eq(eventWaitlist.userId, userId)));
  return row;
}

const hasOpenOffer = (row: { offerExpiresAt: Date | null }) => !!row.offerExpiresAt && row.offerExpiresAt > new Date();

/** Where a person stands now (undefined: nowhere), without deciding anything. */
export async function placeOf(tx: Tx, eventId: string, userId: string): Promise<(Placed & { offerExpiresAt?: Date | null }) | undefined> {
  const inside = await attendance(tx, eventId, userId);
  if (inside) return { status: 'joined', joinedAt: inside.joinedAt };
  const row = await waiting(tx, eventId, userId);
  if (!row) return undefined;
  const open = hasOpenOffer(row) ? row.offerExpiresAt : null;
  return { status: row.kind, position: await positionOf(tx, eventId, row.kind, row.arrival), offerExpiresAt: open };
}

/** A join's decision; `arrived`: this join took the place (a repeated join answers false). */
export type JoinDecision = Placed & { filledUp: boolean; arrived: boolean };

/** A join that took no place (already in, waiting, or now in line): nothing fills up, nobody arrives. */
const tookNoPlace = (placed: Placed): JoinDecision => ({ ...placed, filledUp: false, arrived: false });

/**
 * A join. An event without a limit or approval takes the person in one conditional INSERT, without
 * the lock, so its joins run side by side. Otherwise it is decided under the event's lock: a person
 * already in or waiting keeps where they are (the second join answers as the first); a new one waits
 * for approval, takes a free place, or goes to the end of the line. A free place goes to a newcomer
 * only while nobody waits for one. `refusal` (registration closed, ...) stops only newcomers.
 */
export async function takePlace(tx: Tx, eventId: string, userId: string, refusal: (() => Error) | null): Promise<JoinDecision> {
  if (!refusal) {
    const { rows } = (await tx.execute(sql`
      insert into ${eventAttendees} (event_id, user_id)
      select ${eventId}::uuid, ${userId}::uuid from ${events}
      where ${events.id} = ${eventId} and ${events.capacity} is null and not ${events.approvalRequired}
        and not exists (select 1 from ${eventWaitlist} w where w.event_id = ${eventId} and w.user_id = ${userId})
      on conflict do nothing
      returning joined_at`)) as unknown as { rows: { joined_at: string | Date }[] };
    if (rows[0]) return { status: 'joined', joinedAt: new Date(rows[0].joined_at), filledUp: false, arrived: true };
  }
  const event = await lockEvent(tx, eventId);
  if (!event) throw new Error(`event ${eventId} vanished`);
  // One read after the lock (its own snapshot, so it sees every decision made before ours).
  const { rows: read } = (await tx.execute(sql`
    select
      (select joined_at from ${eventAttendees} where event_id = ${eventId} and user_id = ${userId}) as joined_at,
      w.kind,
      (select count(*)::int from ${eventWaitlist} o where o.event_id = ${eventId} and o.kind = w.kind and o.arrival <= w.arrival) as position,
      ${takenSql(eventId)} as taken,
      ${queuedSql(eventId)} as queued,
      (select count(*)::int from ${eventWaitlist} where event_id = ${eventId} and kind = 'waitlisted') as line,
      (select count(*)::int from ${eventWaitlist} where event_id = ${eventId} and kind = 'pending') as pending
    from (select 1) one left join ${eventWaitlist} w on w.event_id = ${eventId} and w.user_id = ${userId}`)) as unknown as {
    rows: { joined_at: string | Date | null; kind: WaitKind | null; position: number | null; taken: number; queued: boolean; line: number; pending: number }[];
  };
  const s = read[0]!;
  if (s.joined_at) return tookNoPlace({ status: 'joined', joinedAt: new Date(s.joined_at) });
  if (s.kind) return tookNoPlace({ status: s.kind, position: Number(s.position) });
  if (refusal) throw refusal();
  if (event.approvalRequired) return tookNoPlace(await enterLine(tx, eventId, userId, 'pending', Number(s.pending) + 1));
  const taken = Number(s.taken);
  // The same rule as the public event's `full`: every place taken or held, or someone queued before.
  if (event.capacity !== null && (taken >= event.capacity || s.queued)) return tookNoPlace(await enterLine(tx, eventId, userId, 'waitlisted', Number(s.line) + 1));
  return { ...(await enter(tx, eventId, userId)), filledUp: event.capacity !== null && taken + 1 >= event.capacity, arrived: true };
}

async function enter(tx: Tx, eventId: string, userId: string) {
  await tx.insert(eventAttendees).values({ eventId, userId }).onConflictDoNothing();
  return { status: 'joined' as const, joinedAt: (await attendance(tx, eventId, userId))!.joinedAt };
}

/** At the end of the line; under the lock, the end is known without counting again. */
async function enterLine(tx: Tx, eventId: string, userId: string, kind: WaitKind, position: number) {
  await tx.insert(eventWaitlist).values({ eventId, userId, kind });
  return { status: kind, position };
}

/**
 * From the line (or pending) to a place, under the event's lock. `override`: the organisers admit,
 * whatever the capacity and order; otherwise only an open offer gives the place. Answers the
 * attendance, or why not: 'notWaiting' (not in line, nor in) or 'noOffer'.
 */
export async function promote(tx: Tx, eventId: string, userId: string, override: boolean): Promise<{ joinedAt: Date; wasWaiting: boolean } | 'notWaiting' | 'noOffer'> {
  // Nothing to decide for someone not waiting (or without an open offer): answered without the
  // event's lock, so a flood of such calls never queues behind the joins.
  const before = await waiting(tx, eventId, userId);
  if (!before || (!override && !hasOpenOffer(before))) {
    const inside = await attendance(tx, eventId, userId);
    if (inside) return { joinedAt: inside.joinedAt, wasWaiting: false };
    return before ? 'noOffer' : 'notWaiting';
  }
  await lockEvent(tx, eventId);
  const inside = await attendance(tx, eventId, userId);
  if (inside) return { joinedAt: inside.joinedAt, wasWaiting: false };
  const row = await waiting(tx, eventId, userId);
  if (!row) return 'notWaiting';
  if (!override && !hasOpenOffer(row)) return 'noOffer';
  await tx.delete(eventWaitlist).where(and(eq(eventWaitlist.eventId, eventId), eq(eventWaitlist.userId, userId)));
  return { ...(await enter(tx, eventId, userId)), wasWaiting: true };
}

/** Out of the line (the person leaves it, or the organisers take them off it); answers whether they were in it. */
export async function leaveLine(tx: Tx, eventId: string, userIds: string[]) {
  if (!userIds.length) return false;
  // Someone not in the line has nothing to decide: no lock taken for them.
  const [inLine] = await tx
    .select({ userId: eventWaitlist.userId })
    .from(eventWaitlist)
    .where(and(eq(eventWaitlist.eventId, eventId), inArray(eventWaitlist.userId, userIds)))
    .limit(1);
  if (!inLine) return false;
  await lockEvent(tx, eventId);
  const gone = await tx
    .delete(eventWaitlist)
    .where(and(eq(eventWaitlist.eventId, eventId), inArray(eventWaitlist.userId, userIds)))
    .returning({ userId: eventWaitlist.userId });
  return gone.length > 0;
}

/**
 * Freed places go to the first in line, under the event's lock: offers that ran out pass on (their
 * people leave the line), and each free place is held for the next person for the organisers'
 * offer hours. Without a limit any more, everyone in line is offered a place. Answers whether
 * anything changed.
 */
export async function offerFreePlaces(tx: Tx, eventId: string) {
  const event = await lockEvent(tx, eventId);
  if (!event) return false;
  const lapsed = await tx
    .delete(eventWaitlist)
    .where(and(eq(eventWaitlist.eventId, eventId), lte(eventWaitlist.offerExpiresAt, sql`now()`)))
    .returning({ userId: eventWaitlist.userId });
  const free = event.capacity === null ? Number.MAX_SAFE_INTEGER : event.capacity - (await placesTaken(tx, eventId));
  if (free <= 0) return lapsed.length > 0;
  const next = tx
    .select({ userId: eventWaitlist.userId })
    .from(eventWaitlist)
    .where(and(eq(eventWaitlist.eventId, eventId), eq(eventWaitlist.kind, 'waitlisted'), isNull(eventWaitlist.offeredAt)))
    .orderBy(asc(eventWaitlist.arrival))
    .limit(Math.min(free, 10_000));
  const offered = await tx
    .update(eventWaitlist)
    .set({ offeredAt: sql`now()`, offerExpiresAt: sql`now() + make_interval(hours => ${event.offerHours})` })
    .where(and(eq(eventWaitlist.eventId, eventId), inArray(eventWaitlist.userId, next)))
    .returning({ userId: eventWaitlist.userId });
  return lapsed.length > 0 || offered.length > 0;
}

/** Events where a place may be waiting for someone: people in line without an offer, or an offer that ran out. */
export async function eventsWithLines(tx: Tx) {
  // Only published events: a cancelled or archived event offers nobody a place (nor mails about one).
  const rows = await tx
    .selectDistinct({ eventId: eventWaitlist.eventId })
    .from(eventWaitlist)
    .innerJoin(events, eq(events.id, eventWaitlist.eventId))
    .where(and(eq(eventWaitlist.kind, 'waitlisted'), eq(events.status, 'published'), sql`(${eventWaitlist.offeredAt} is null or ${eventWaitlist.offerExpiresAt} <= now())`));
  return rows.map((r) => r.eventId);
}

/** Whether new joins go to the line: every place taken or held, or people in line (the public event's `full`). */
export const fullSql = sql<boolean>`(${events.capacity} is not null and (${takenSql(events.id)} >= ${events.capacity} or ${queuedSql(events.id)}))`;

/** How many people wait at an event (in line or for approval), for lists of events. */
export const waitingCount = (eventId: SQLWrapper) => sql<number>`(select count(*)::int from ${eventWaitlist} where ${eventWaitlist.eventId} = ${eventId})`;
