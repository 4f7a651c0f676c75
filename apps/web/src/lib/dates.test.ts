import { describe, expect, it } from 'vitest';
import { calendarDay, dayNumber, dayOfNumber, eventPhase, formatCalendarDay, formatDay, formatDayRange, shortDay, todayIn } from './dates';

describe('calendarDay', () => {
  it('reads a day as midnight UTC, never shifted by a time zone', () => {
    expect(calendarDay('2026-06-14')?.toISOString()).toBe('2026-06-14T00:00:00.000Z');
    expect(calendarDay('2026-01-01T23:30:00.000Z')?.toISOString()).toBe('2026-01-01T00:00:00.000Z');
  });

  it('is undefined for anything that is not a day', () => {
    expect(calendarDay('soon')).toBeUndefined();
    expect(calendarDay('')).toBeUndefined();
    expect(calendarDay('2026-6-14')).toBeUndefined();
  });

  it('counts days and back', () => {
    expect(dayNumber('1970-01-02')).toBe(1);
    expect(dayOfNumber(dayNumber('2026-06-14') + 1)).toBe('2026-06-15');
    expect(dayNumber('not a day')).toBeNaN();
  });
});

describe('formatting a day', () => {
  it('shows the day as written', () => {
    expect(formatDay('2026-06-13')).toBe('Sat, Jun 13, 2026');
    expect(shortDay('2026-06-14')).toBe('Jun 14');
    expect(shortDay('2026-01-01T00:00:00.000Z')).toBe('Jan 1');
    expect(formatCalendarDay('2026-06-14', { weekday: 'short', month: 'short', day: 'numeric' }, 'en-US')).toBe('Sun, Jun 14');
  });

  it('leaves anything else as it is', () => {
    expect(formatDay('not a date')).toBe('not a date');
    expect(shortDay('soon')).toBe('soon');
  });

  it('shows a range, or one day when it starts and ends on it', () => {
    expect(formatDayRange('2026-06-13', '2026-06-13')).toBe('Sat, Jun 13, 2026');
    expect(formatDayRange('2026-06-13', '2026-06-14')).toMatch(/^Sat, Jun 13\s?–\s?Sun, Jun 14, 2026$/);
    expect(formatDayRange('2026-01-01', '2026-01-01', 'en-US')).toBe('Thu, Jan 1, 2026');
    expect(formatDayRange('soon', '')).toBe('soon');
  });
});

describe('todayIn', () => {
  it("is today by the zone's own clock", () => {
    const now = new Date('2026-01-01T20:00:00Z');
    expect(todayIn('UTC', now)).toBe('2026-01-01');
    expect(todayIn('Asia/Tokyo', now)).toBe('2026-01-02');
  });

  it('falls back to UTC for an unknown time zone', () => {
    expect(todayIn('Not/AZone', new Date('2026-06-13T13:00:00Z'))).toBe('2026-06-13');
  });
});

describe("eventPhase (in the event's time zone)", () => {
  const event = { startDate: '2026-06-14', endDate: '2026-06-15', timeZone: 'Pacific/Auckland' };

  it('is upcoming before the first day, live on its days, past after the last', () => {
    expect(eventPhase(event, new Date('2026-06-12T12:00:00Z'))).toBe('upcoming');
    expect(eventPhase(event, new Date('2026-06-14T12:00:00Z'))).toBe('live');
    expect(eventPhase(event, new Date('2026-06-16T12:00:00Z'))).toBe('past');
  });

  it("uses the event's clock, not UTC: 13:00 UTC on the 13th is already the 14th in Auckland", () => {
    expect(eventPhase(event, new Date('2026-06-13T13:00:00Z'))).toBe('live');
  });
});
