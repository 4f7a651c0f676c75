import { z } from 'zod';
import { ROUNDS } from './round-limits.js';
import { eventRef, V } from './validation.js';

/**
 * Speed-networking rounds (decision 042). An organiser starts a run for one group or the whole
 * event: N rounds of K minutes at tables of T people. Each round's seating is decided when the
 * round starts, so late arrivals and leavers are fitted in; nobody shares a table with the same
 * person twice while that is possible. One open run per event.
 */
export { ROUNDS };

const whole = (min: number, max: number, key: string) => z.number({ error: V.required }).int({ error: V.invalidValue }).min(min, { error: key }).max(max, { error: key });

/** POST /company/events/{id}/rounds. No group: the whole event. */
export const RoundsStartInput = z.object({
  groupId: z.uuid({ error: V.invalidValue }).nullish(),
  rounds: whole(ROUNDS.rounds.min, ROUNDS.rounds.max, V.roundsRange),
  minutes: whole(ROUNDS.minutes.min, ROUNDS.minutes.max, V.minutesRange),
  tableSize: whole(ROUNDS.tableSize.min, ROUNDS.tableSize.max, V.tableSizeRange),
});
export type RoundsStartInput = z.input<typeof RoundsStartInput>;

export const ROUNDS_STATUSES = ['on', 'finished', 'stopped'] as const;
export type RoundsStatus = (typeof ROUNDS_STATUSES)[number];

/** What every view of a run shares. `round` is the one under way (the last one once over). */
const runFields = {
  id: z.uuid(),
  status: z.enum(ROUNDS_STATUSES),
  groupId: z.uuid().nullable(),
  /** The group's name; null for the whole event. */
  groupName: z.string().nullable(),
  rounds: z.number().int(),
  minutes: z.number().int(),
  tableSize: z.number().int(),
  round: z.number().int(),
  roundStartsAt: z.string(),
  roundEndsAt: z.string(),
  /** The server's clock when answered: screens count down from it, not from their own. */
  now: z.string(),
};

/** GET /company/events/{id}/rounds (and the answers of start, next and stop): the event's latest run. */
export const RoundsRunSchema = z.object({
  ...runFields,
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  /** This round: people seated, tables, and people who said they sit out. */
  seated: z.number().int(),
  tables: z.number().int(),
  away: z.number().int(),
});
export type RoundsRun = z.infer<typeof RoundsRunSchema>;
export const CompanyRoundsSchema = z.object({ run: RoundsRunSchema.nullable() });
export type CompanyRounds = z.infer<typeof CompanyRoundsSchema>;

export const RoundPersonSchema = z.object({ userId: z.uuid(), name: z.string(), photoUrl: z.string().nullable() });
export type RoundPerson = z.infer<typeof RoundPersonSchema>;

/**
 * Where I am this round: at a table (`table` from 1, with my table mates), sitting out because I
 * said so (`away`), or arrived after the round was seated (`next`: I join at the next round).
 */
export const MySeatSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('table'), table: z.number().int(), mates: z.array(RoundPersonSchema) }),
  z.object({ kind: z.literal('away') }),
  z.object({ kind: z.literal('next') }),
]);
export type MySeat = z.infer<typeof MySeatSchema>;

/**
 * GET /events/{event}/rounds/current: the event's latest run that is mine (the whole event's, or
 * my group's), or null. `seat` is null once the run is over; `satWith` is everyone I shared a table
 * with in it so far, first met first; `away` says I asked to sit out the next rounds.
 */
export const MyRoundsSchema = z.object({
  run: z.object(runFields).nullable(),
  seat: MySeatSchema.nullable(),
  away: z.boolean(),
  satWith: z.array(RoundPersonSchema.extend({ round: z.number().int() })),
});
export type MyRounds = z.infer<typeof MyRoundsSchema>;

/**
 * POST /company/events/{id}/rounds/next, optionally with the round the screen shows (`from`):
 * when the run has moved on from it already, nothing moves again. Two taps from screens showing
 * the same round move it once, however far apart they reach the server.
 */
export const RoundsNextInput = z.object({ from: z.number({ error: V.invalidValue }).int({ error: V.invalidValue }).min(1, { error: V.invalidValue }) }).partial();
export type RoundsNextInput = z.infer<typeof RoundsNextInput>;

/** PUT /events/{event}/rounds/away: I sit out the next rounds (true) or I am back (false). */
export const RoundsAwayInput = z.object({ away: z.boolean({ error: V.invalidValue }) });
export type RoundsAwayInput = z.infer<typeof RoundsAwayInput>;

export const RoundsEventParams = z.object({ event: eventRef() });
