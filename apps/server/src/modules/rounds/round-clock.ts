import type { RoundsStatus } from '@mingle/contracts';
import type { RunRow } from './rounds.repo.js';

const MINUTE = 60_000;

export interface Clock {
  status: RoundsStatus;
  /** The round under way; once over, the last one that began. */
  round: number;
  roundStartsAt: Date;
  roundEndsAt: Date;
  endedAt: Date | null;
}

/**
 * Where a run stands at `now` (the database's clock): rounds follow each other every `minutes`
 * from the round the clock was last moved to. Nothing in a process's memory: any process reading
 * the same row at the same time tells the same round.
 */
export function clockOf(run: Pick<RunRow, 'round' | 'rounds' | 'minutes' | 'roundStartedAt' | 'endedAt' | 'stoppedAt'>, now: Date): Clock {
  const step = run.minutes * MINUTE;
  const from = run.roundStartedAt.getTime();
  const naturalEnd = from + (run.rounds - run.round + 1) * step;
  const endedAt = run.endedAt ?? (now.getTime() >= naturalEnd ? new Date(naturalEnd) : null);
  const at = endedAt ? Math.min(endedAt.getTime(), naturalEnd) - 1 : now.getTime();
  const round = Math.min(run.rounds, run.round + Math.max(0, Math.floor((at - from) / step)));
  const roundStartsAt = new Date(from + (round - run.round) * step);
  const status: RoundsStatus = run.stoppedAt ? 'stopped' : endedAt ? 'finished' : 'on';
  return { status, round, roundStartsAt, roundEndsAt: new Date(roundStartsAt.getTime() + step), endedAt };
}
