import { describe, expect, it } from 'vitest';
import { eventPhase, formatDay, formatDayRange, todayIn } from './dates';

describe('event dates', () => {
  it('shows a day as written, whatever the zone', () => {
    expect(formatDay('2026-06-13')).toBe('Sat, Jun 13, 2026');
    expect(formatDay('not a date')).toBe('not a date');
  });

  it('shows a range, or one day', () => {
    expect(formatDayRange('2026-06-13', '2026-06-13')).toBe('Sat, Jun 13, 2026');
    expect(formatDayRange('2026-06-13', '2026-06-14')).toMatch(/^Sat, Jun 13\s?–\s?Sun, Jun 14, 2026$/);
  });

  it('knows today in a zone', () => {
    const now = new Date('2026-01-01T23:30:00Z');
    expect(todayIn('UTC', now)).toBe('2026-01-01');
    expect(todayIn('Asia/Tokyo', now)).toBe('2026-01-02');
    expect(todayIn('Not/AZone', now)).toBe('2026-01-01');
  });

  it('tells upcoming, live and past apart', () => {
    expect(eventPhase('2026-06-13', '2026-06-14', '2026-06-01')).toBe('upcoming');
    expect(eventPhase('2026-06-13', '2026-06-14', '2026-06-14')).toBe('live');
    expect(eventPhase('2026-06-13', '2026-06-14', '2026-06-15')).toBe('past');
  });
});
