import { describe, expect, it } from 'vitest';
import { instantOnClock, wallClockOf } from './dates';

describe('the wall clock of an event’s zone', () => {
  it('turns a date and time there into the instant, whatever the browser’s zone', () => {
    expect(instantOnClock('2026-07-01', '09:30', 'Europe/Lisbon')).toBe('2026-07-01T08:30:00.000Z');
    expect(instantOnClock('2026-01-15', '09:30', 'Europe/Lisbon')).toBe('2026-01-15T09:30:00.000Z');
    expect(instantOnClock('2026-07-01', '09:30', 'America/New_York')).toBe('2026-07-01T13:30:00.000Z');
    expect(instantOnClock('2026-07-01', '09:30', 'Asia/Kolkata')).toBe('2026-07-01T04:00:00.000Z');
  });

  it('reads a moment back as the same date and time', () => {
    for (const zone of ['Europe/Lisbon', 'America/New_York', 'Pacific/Auckland']) {
      const at = instantOnClock('2026-03-29', '12:15', zone)!;
      expect(wallClockOf(at, zone)).toEqual({ date: '2026-03-29', time: '12:15' });
    }
  });

  it('takes the first of a repeated hour and moves a skipped one on', () => {
    // Lisbon's clocks go back at 02:00 on 2026-10-25: 01:30 happens twice, first at +01:00.
    expect(instantOnClock('2026-10-25', '01:30', 'Europe/Lisbon')).toBe('2026-10-25T00:30:00.000Z');
    // And forward at 01:00 on 2026-03-29: 01:30 does not exist there.
    expect(wallClockOf(instantOnClock('2026-03-29', '01:30', 'Europe/Lisbon')!, 'Europe/Lisbon').date).toBe('2026-03-29');
  });

  it('has no moment for a missing or malformed date or time', () => {
    expect(instantOnClock('', '09:30', 'Europe/Lisbon')).toBeUndefined();
    expect(instantOnClock('2026-07-01', '9', 'Europe/Lisbon')).toBeUndefined();
  });
});
