import { describe, expect, it } from 'vitest';
import common from '../../public/locales/en-US/common.json';
import { clockDiffers, clockInZone, eventHoursText, eventPhase, zoneLabel, zoneOffset } from './dates';

/** The English texts of the common namespace, as i18next fills them in. */
const t = (key: string, vars: Record<string, string> = {}) => {
  const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], common) as string;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => vars[name] ?? '');
};

describe("an event's hours, with its zone named (decision 036)", () => {
  const oneDay = { startDate: '2026-06-14', endDate: '2026-06-14', startTime: '09:00', endTime: '18:00', timeZone: 'Europe/Lisbon' };

  it('names the zone by its place', () => {
    expect(zoneLabel(t, 'Europe/Lisbon')).toBe('Lisbon time');
    expect(zoneLabel(t, 'America/Argentina/Buenos_Aires')).toBe('Buenos Aires time');
  });

  it('writes one day as a range, several days from the first day to the last, and nothing when all day', () => {
    expect(eventHoursText(t, oneDay)).toBe('09:00–18:00 (Lisbon time)');
    expect(eventHoursText(t, { ...oneDay, endDate: '2026-06-15', endTime: '12:00', timeZone: 'Pacific/Auckland' })).toBe('From 09:00 on the first day to 12:00 on the last (Auckland time)');
    expect(eventHoursText(t, { ...oneDay, startTime: null, endTime: null })).toBeNull();
  });

  it("says the zone's offset now, summer and winter", () => {
    expect(zoneOffset('Europe/Lisbon', new Date('2026-07-01T12:00:00Z'))).toBe('UTC+01:00');
    expect(zoneOffset('Europe/Lisbon', new Date('2026-01-01T12:00:00Z'))).toBe('UTC');
    expect(zoneOffset('Pacific/Auckland', new Date('2026-01-01T12:00:00Z'))).toBe('UTC+13:00');
    expect(zoneOffset('America/Los_Angeles', new Date('2026-01-01T12:00:00Z'))).toBe('UTC-08:00');
  });

  it('names the zone beside a clock time only for a reader on another clock', () => {
    const summer = new Date('2026-07-01T12:00:00Z');
    expect(clockInZone(t, '18:30', 'Europe/Lisbon', 'America/Los_Angeles', summer)).toBe('18:30 (Lisbon time)');
    expect(clockInZone(t, '18:30', 'Europe/Lisbon', 'Europe/Lisbon', summer)).toBe('18:30');
    // London keeps Lisbon's clock: nothing to say.
    expect(clockDiffers('Europe/Lisbon', 'Europe/London', summer)).toBe(false);
  });

  it('is over at the end time on the event clock, not at the end of the day', () => {
    // 17:30 UTC on Jun 14 is 18:30 in Lisbon (WEST): the 09:00–18:00 day is over, a day without hours is not.
    const at = new Date('2026-06-14T17:30:00Z');
    expect(eventPhase(oneDay, at)).toBe('past');
    expect(eventPhase({ ...oneDay, startTime: null, endTime: null }, at)).toBe('live');
    expect(eventPhase(oneDay, new Date('2026-06-14T07:59:00Z'))).toBe('upcoming');
    expect(eventPhase(oneDay, new Date('2026-06-14T08:00:00Z'))).toBe('live');
  });
});
