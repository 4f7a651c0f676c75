import { describe, expect, it } from 'vitest';
import { dayIn, eventTiming, formatEventDates } from './event-dates';

describe('formatEventDates', () => {
  it('writes a range of calendar days, unshifted by the viewer\'s time zone', () => {
    const text = formatEventDates({ startDate: '2026-06-14', endDate: '2026-06-15' }, 'en-US');
    expect(text.replace(/\s+/g, ' ')).toBe('Sun, Jun 14 – Mon, Jun 15, 2026');
  });

  it('writes one day when the event starts and ends on it', () => {
    expect(formatEventDates({ startDate: '2026-01-01', endDate: '2026-01-01' }, 'en-US')).toBe('Thu, Jan 1, 2026');
  });
});

describe('eventTiming (in the event\'s time zone)', () => {
  const event = { startDate: '2026-06-14', endDate: '2026-06-15', timeZone: 'Pacific/Auckland' };

  it('is upcoming before the first day, live on its days, past after the last', () => {
    expect(eventTiming(event, new Date('2026-06-12T12:00:00Z'))).toBe('upcoming');
    expect(eventTiming(event, new Date('2026-06-14T12:00:00Z'))).toBe('live');
    expect(eventTiming(event, new Date('2026-06-16T12:00:00Z'))).toBe('past');
  });

  it('uses the event\'s clock, not UTC: 13:00 UTC on the 13th is already the 14th in Auckland', () => {
    expect(dayIn('Pacific/Auckland', new Date('2026-06-13T13:00:00Z'))).toBe('2026-06-14');
    expect(eventTiming(event, new Date('2026-06-13T13:00:00Z'))).toBe('live');
  });

  it('falls back to UTC for an unknown time zone', () => {
    expect(dayIn('Not/AZone', new Date('2026-06-13T13:00:00Z'))).toBe('2026-06-13');
  });
});
