import { describe, expect, it } from 'vitest';
import { startsInPast, wallClockIn } from './past';

// 09:05 UTC on June 14th: 10:05 in Lisbon, 21:05 in Auckland, 02:05 in Los Angeles.
const now = new Date('2026-06-14T09:05:30Z');

describe('a start in the past', () => {
  it("reads the event's wall clock", () => {
    expect(wallClockIn('Europe/Lisbon', now)).toBe('2026-06-14T10:05');
    expect(wallClockIn('Pacific/Auckland', now)).toBe('2026-06-14T21:05');
    expect(wallClockIn('America/Los_Angeles', now)).toBe('2026-06-14T02:05');
    expect(wallClockIn('Not/AZone', now)).toBe('2026-06-14T09:05');
  });

  it('compares the start with it, to the minute', () => {
    expect(startsInPast({ startDate: '2026-06-14', startHour: '10:04' }, 'Europe/Lisbon', now)).toBe(true);
    expect(startsInPast({ startDate: '2026-06-14', startHour: '10:05' }, 'Europe/Lisbon', now)).toBe(false);
    expect(startsInPast({ startDate: '2026-06-13', startHour: '23:59' }, 'Europe/Lisbon', now)).toBe(true);
    // In Los Angeles it is only 02:05: 03:00 is still ahead. In Auckland, 20:00 has gone.
    expect(startsInPast({ startDate: '2026-06-14', startHour: '03:00' }, 'America/Los_Angeles', now)).toBe(false);
    expect(startsInPast({ startDate: '2026-06-14', startHour: '20:00' }, 'Pacific/Auckland', now)).toBe(true);
  });

  it('says nothing until the day and the hour are filled in', () => {
    expect(startsInPast({ startDate: '', startHour: '10:00' }, 'Europe/Lisbon', now)).toBe(false);
    expect(startsInPast({ startDate: '2020-01-01', startHour: '' }, 'Europe/Lisbon', now)).toBe(false);
  });
});
