import { describe, expect, it } from 'vitest';
import { gatheringWhen } from './format';

describe('gatheringWhen', () => {
  it('shows the wall-clock day and hours of the event unchanged', () => {
    expect(gatheringWhen({ startDate: '2026-06-14', startHour: '12:30', endHour: '14:00' })).toBe('Sun, Jun 14 · 12:30–14:00');
  });

  it('shows only the start hour without an end', () => {
    expect(gatheringWhen({ startDate: '2026-06-14', startHour: '23:15', endHour: null })).toBe('Sun, Jun 14 · 23:15');
  });
});
