import { describe, expect, it } from 'vitest';
import { timeZoneNames, timeZoneOptions } from './time-zones';

describe('time zones', () => {
  it('lists IANA zones with UTC and keeps an unknown extra zone selectable', () => {
    const names = timeZoneNames(['Etc/Legacy']);
    expect(names).toContain('Europe/Lisbon');
    expect(names).toContain('UTC');
    expect(names).toContain('Etc/Legacy');
    expect(new Set(names).size).toBe(names.length);
  });

  it('labels zones for reading and searching', () => {
    const newYork = timeZoneOptions().find((option) => option.value === 'America/New_York');
    expect(newYork).toMatchObject({ label: 'America / New York', keywords: ['America', 'New York'] });
  });
});
