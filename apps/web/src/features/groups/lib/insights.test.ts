import { describe, expect, it } from 'vitest';
import { shortDay } from './insights';

describe('shortDay', () => {
  it('reads a calendar day without shifting it by the time zone', () => {
    expect(shortDay('2026-06-14')).toBe('Jun 14');
    expect(shortDay('2026-01-01T00:00:00.000Z')).toBe('Jan 1');
  });

  it('leaves anything else as it is', () => {
    expect(shortDay('soon')).toBe('soon');
  });
});
