import { describe, expect, it } from 'vitest';
import { gatheringWhen } from './format';

const now = new Date('2026-11-28T12:00:00Z');

describe('gatheringWhen', () => {
  it('shows the wall-clock day and hours of the event unchanged', () => {
    expect(gatheringWhen({ startDate: '2026-06-14', startHour: '12:30', endHour: '14:00' }, 'en-US', now)).toBe('Sun, Jun 14 · 12:30–14:00');
  });

  it('shows only the start hour without an end', () => {
    expect(gatheringWhen({ startDate: '2026-06-14', startHour: '23:15', endHour: null }, 'en-US', now)).toBe('Sun, Jun 14 · 23:15');
  });

  it('shows the year of a gathering in another year', () => {
    expect(gatheringWhen({ startDate: '2027-03-10', startHour: '09:00', endHour: null }, 'en-US', now)).toBe('Wed, Mar 10, 2027 · 09:00');
  });
});
