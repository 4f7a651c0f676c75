import { describe, expect, it } from 'vitest';
import { clockOf } from './round-clock.js';

const T0 = Date.parse('2099-06-11T10:00:00Z');
const at = (minutes: number) => new Date(T0 + minutes * 60_000);
const run = (over: Partial<Parameters<typeof clockOf>[0]> = {}) => ({ round: 1, rounds: 3, minutes: 5, roundStartedAt: at(0), endedAt: null, stoppedAt: null, ...over });

describe('the rounds clock', () => {
  it('counts rounds every few minutes from the round it was moved to', () => {
    expect(clockOf(run(), at(0))).toMatchObject({ status: 'on', round: 1, roundStartsAt: at(0), roundEndsAt: at(5) });
    expect(clockOf(run(), at(4.99))).toMatchObject({ round: 1 });
    expect(clockOf(run(), at(5))).toMatchObject({ status: 'on', round: 2, roundStartsAt: at(5) });
    expect(clockOf(run({ round: 2, roundStartedAt: at(1) }), at(7))).toMatchObject({ round: 3, roundStartsAt: at(6), roundEndsAt: at(11) });
  });

  it('is over after the last round, on the last round', () => {
    expect(clockOf(run(), at(15))).toMatchObject({ status: 'finished', round: 3, endedAt: at(15), roundStartsAt: at(10) });
    expect(clockOf(run(), at(99))).toMatchObject({ status: 'finished', round: 3 });
  });

  it('stops where it was stopped', () => {
    expect(clockOf(run({ endedAt: at(7), stoppedAt: at(7) }), at(30))).toMatchObject({ status: 'stopped', round: 2, endedAt: at(7) });
    expect(clockOf(run({ endedAt: at(0), stoppedAt: at(0) }), at(30))).toMatchObject({ status: 'stopped', round: 1 });
  });
});
