import { describe, expect, it } from 'vitest';
import { barPercent, chartTimeline, formatRate, joinsTimeline, percentFromRate, shareOf } from './format';

describe('insights formatting', () => {
  it('turns rates into whole percentages and keeps a null rate null', () => {
    expect(percentFromRate(0.4)).toBe(40);
    expect(percentFromRate(0.666)).toBe(67);
    expect(percentFromRate(1.25)).toBe(125);
    expect(percentFromRate(null)).toBeNull();
    expect(percentFromRate(Number.NaN)).toBeNull();
  });

  it('formats a rate as a percentage, or nothing without an expected number', () => {
    expect(formatRate(0.4, 'en-US')).toBe('40%');
    expect(formatRate(0, 'en-US')).toBe('0%');
    expect(formatRate(null, 'en-US')).toBeNull();
  });

  it('caps bar widths between 0 and 100', () => {
    expect(barPercent(0.4)).toBe(40);
    expect(barPercent(1.5)).toBe(100);
    expect(barPercent(null)).toBe(0);
  });

  it('fills quiet days with zeros and keeps a running total', () => {
    expect(
      joinsTimeline([
        { date: '2026-06-03', count: 1 },
        { date: '2026-05-31', count: 2 },
        { date: '2026-06-01', count: 3 },
      ]),
    ).toEqual([
      { date: '2026-05-31', joins: 2, total: 2 },
      { date: '2026-06-01', joins: 3, total: 5 },
      { date: '2026-06-02', joins: 0, total: 5 },
      { date: '2026-06-03', joins: 1, total: 6 },
    ]);
    expect(joinsTimeline([])).toEqual([]);
  });

  it('computes shares without dividing by zero', () => {
    expect(shareOf(1, 4)).toBe(25);
    expect(shareOf(0, 0)).toBe(0);
  });

  it('starts a one-day timeline from the day before, at zero', () => {
    expect(chartTimeline([{ date: '2026-06-01', joins: 4, total: 4 }])).toEqual([
      { date: '2026-05-31', joins: 0, total: 0 },
      { date: '2026-06-01', joins: 4, total: 4 },
    ]);
    expect(chartTimeline([])).toEqual([]);
  });
});
