import { describe, expect, it } from 'vitest';
import {
  calendarDay,
  dayNumber,
  dayOfMoment,
  dayOfNumber,
  eventPhase,
  formatCalendarDay,
  formatClock,
  formatClockRange,
  formatDay,
  formatDayInYear,
  formatDayLabel,
  formatDayRange,
  formatMoment,
  formatMomentDay,
  formatMomentFull,
  formatMomentShort,
  normalizeClock,
  shortDay,
  todayIn,
} from './dates';

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
    expect(shortDay('2026-06-14', 'en-US', new Date('2026-11-28T12:00:00Z'))).toBe('Jun 14');
    expect(shortDay('2026-01-01T00:00:00.000Z', 'en-US', new Date('2026-11-28T12:00:00Z'))).toBe('Jan 1');
    expect(formatCalendarDay('2026-06-14', { weekday: 'short', month: 'short', day: 'numeric' }, 'en-US')).toBe('Sun, Jun 14');
  });

  it('shows the year of a day in another year than this one, and only then', () => {
    const now = new Date('2026-11-28T12:00:00Z');
    const style: Intl.DateTimeFormatOptions = { weekday: 'short', month: 'short', day: 'numeric' };
    expect(formatDayInYear('2026-12-05', style, { locale: 'en-US', now })).toBe('Sat, Dec 5');
    expect(formatDayInYear('2027-03-10', style, { locale: 'en-US', now })).toBe('Wed, Mar 10, 2027');
    expect(formatDayInYear('2025-12-31', style, { locale: 'en-US', now })).toBe('Wed, Dec 31, 2025');
    expect(formatDayInYear('2027-03-10', style, { locale: 'en-GB', now })).toMatch(/^Wed,? 10 Mar 2027$/);
    expect(shortDay('2025-06-14', 'en-US', now)).toBe('Jun 14, 2025');
    // "This year" on the given zone's calendar: New Year's Eve in UTC is already the next year in Tokyo.
    const eve = new Date('2026-12-31T20:00:00Z');
    expect(formatDayInYear('2027-01-01', style, { locale: 'en-US', now: eve, timeZone: 'Asia/Tokyo' })).toBe('Fri, Jan 1');
    expect(formatDayInYear('2027-01-01', style, { locale: 'en-US', now: eve, timeZone: 'UTC' })).toBe('Fri, Jan 1, 2027');
    expect(formatDayInYear('soon', style, { now })).toBe('soon');
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

describe("moments, on the event's wall clock", () => {
  // 23:30 UTC on Nov 12 is 12:30 on Nov 13 in Auckland (UTC+13 in November).
  const now = new Date('2026-11-12T23:30:00Z');
  const auckland = { timeZone: 'Pacific/Auckland', locale: 'en-US', now };

  it('is 24-hour in every zone, with two-digit hours', () => {
    expect(formatClock('2026-11-12T21:43:00Z', { timeZone: 'UTC', locale: 'en-US' })).toBe('21:43');
    expect(formatClock('2026-11-12T09:05:00Z', { timeZone: 'UTC', locale: 'en-US' })).toBe('09:05');
    expect(formatClock('2026-11-12T00:07:00Z', { timeZone: 'UTC', locale: 'en-US' })).toBe('00:07');
    // Lisbon keeps summer time in June (UTC+1): 20:43 UTC is 21:43 there.
    expect(formatClock('2026-06-14T20:43:00Z', { timeZone: 'Europe/Lisbon', locale: 'en-US' })).toBe('21:43');
    expect(formatClock('2026-11-12T21:43:00Z', { timeZone: 'Asia/Tokyo', locale: 'en-US' })).toBe('06:43');
  });

  it("draws today and yesterday at the event's midnight, not the browser's or UTC's", () => {
    // 23:59 on Nov 12 in Auckland: yesterday there, though it is the same UTC day as now.
    expect(formatMoment('2026-11-12T10:59:00Z', auckland)).toBe('Yesterday 23:59');
    // Two minutes later it is 00:01 on Nov 13 there: today.
    expect(formatMoment('2026-11-12T11:01:00Z', auckland)).toBe('Today 00:01');
    expect(formatMoment('2026-11-12T10:59:00Z', { ...auckland, timeZone: 'UTC' })).toBe('Today 10:59');
    expect(formatDayLabel('2026-11-11T11:01:00Z', auckland)).toBe('Yesterday');
    expect(dayOfMoment('2026-11-12T11:01:00Z', 'Pacific/Auckland')).toBe('2026-11-13');
  });

  it('names the weekday and date before that, and the year when it is not this one', () => {
    expect(formatMoment('2026-11-10T08:43:00Z', auckland)).toBe('Tue, Nov 10 21:43');
    expect(formatMoment('2025-12-12T08:05:00Z', auckland)).toBe('Fri, Dec 12, 2025 21:05');
    expect(formatDayLabel('2026-11-10T08:43:00Z', auckland)).toBe('Tue, Nov 10');
  });

  it("follows the app's language, staying 24-hour", () => {
    expect(formatMoment('2026-11-10T08:43:00Z', { ...auckland, locale: 'en-GB' })).toBe('Tue 10 Nov 21:43');
    expect(formatMoment('2026-11-12T10:59:00Z', { ...auckland, locale: 'de-DE' })).toBe('Gestern 23:59');
  });

  it('is short in a list row: a time today, Yesterday, then the date', () => {
    expect(formatMomentShort('2026-11-12T11:01:00Z', auckland)).toBe('00:01');
    expect(formatMomentShort('2026-11-12T10:59:00Z', auckland)).toBe('Yesterday');
    expect(formatMomentShort('2026-11-10T08:43:00Z', auckland)).toBe('Nov 10');
    expect(formatMomentShort('2025-11-10T08:43:00Z', auckland)).toBe('Nov 10, 2025');
  });

  it('is never relative in full, and a day with its year', () => {
    expect(formatMomentFull('2026-11-12T11:01:00Z', auckland)).toBe('Fri, Nov 13, 2026 00:01');
    expect(formatMomentDay('2026-11-12T11:01:00Z', auckland)).toBe('Nov 13, 2026');
  });

  it('shows a moment in UTC for a zone the browser does not know', () => {
    expect(formatMoment('2026-11-12T10:59:00Z', { ...auckland, timeZone: 'Not/AZone' })).toBe('Today 10:59');
  });

  it('shows wall-clock hours as written, joined by an en dash', () => {
    expect(formatClockRange('18:30', '19:30')).toBe('18:30–19:30');
    expect(formatClockRange('09:00', null)).toBe('09:00');
    expect(formatClockRange('23:15')).toBe('23:15');
  });
});

describe('normalizeClock (what a 24-hour time field makes of what is typed)', () => {
  it('reads digits, dots and h as a person would, always "HH:MM"', () => {
    expect(normalizeClock('1830')).toBe('18:30');
    expect(normalizeClock('930')).toBe('09:30');
    expect(normalizeClock('9')).toBe('09:00');
    expect(normalizeClock('18')).toBe('18:00');
    expect(normalizeClock('18.30')).toBe('18:30');
    expect(normalizeClock('18h30')).toBe('18:30');
    expect(normalizeClock(' 9:05 ')).toBe('09:05');
    expect(normalizeClock('00:00')).toBe('00:00');
  });

  it('turns a 12-hour time into the 24-hour clock', () => {
    expect(normalizeClock('6:30 pm')).toBe('18:30');
    expect(normalizeClock('12am')).toBe('00:00');
    expect(normalizeClock('12:15 PM')).toBe('12:15');
    expect(normalizeClock('7 a.m.')).toBe('07:00');
  });

  it('leaves what is no time as typed, for validation to point out', () => {
    for (const typed of ['25:00', '18:60', '13pm', 'soon', '1:2', '', '18:300']) expect(normalizeClock(typed)).toBe(typed);
  });
});
