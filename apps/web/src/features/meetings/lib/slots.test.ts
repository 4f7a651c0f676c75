import { describe, expect, it } from 'vitest';
import { formOfSettings, groupByDay, heldWindowOpen, newWindow, settingsInputOf, type SettingsForm } from './slots';

describe('groupByDay', () => {
  it('groups slots by their day on the event clock, not UTC', () => {
    // 23:30 UTC on the 14th is already the 15th in Lisbon's summer (UTC+1), and still the 14th in New York.
    const slots = [{ startsAt: '2026-06-14T23:30:00Z' }, { startsAt: '2026-06-14T09:00:00Z' }, { startsAt: '2026-06-15T08:00:00Z' }];
    expect(groupByDay(slots, 'Europe/Lisbon')).toEqual([
      { day: '2026-06-14', items: [{ startsAt: '2026-06-14T09:00:00Z' }] },
      { day: '2026-06-15', items: [{ startsAt: '2026-06-14T23:30:00Z' }, { startsAt: '2026-06-15T08:00:00Z' }] },
    ]);
    expect(groupByDay(slots, 'America/New_York').map((d) => [d.day, d.items.length])).toEqual([
      ['2026-06-14', 2],
      ['2026-06-15', 1],
    ]);
  });

  it('puts days and the slots in them in time order', () => {
    const slots = [{ startsAt: '2026-06-16T10:00:00Z' }, { startsAt: '2026-06-15T11:00:00Z' }, { startsAt: '2026-06-15T10:00:00Z' }];
    const days = groupByDay(slots, 'UTC');
    expect(days.map((d) => d.day)).toEqual(['2026-06-15', '2026-06-16']);
    expect(days[0]!.items.map((s) => s.startsAt)).toEqual(['2026-06-15T10:00:00Z', '2026-06-15T11:00:00Z']);
  });

  it('has no days without slots', () => {
    expect(groupByDay([], 'UTC')).toEqual([]);
  });
});

describe('heldWindowOpen', () => {
  const meeting = { startsAt: '2026-06-14T10:00:00Z', endsAt: '2026-06-14T10:30:00Z' };
  it('opens 15 minutes before the start and closes two hours after the end', () => {
    expect(heldWindowOpen(meeting, Date.parse('2026-06-14T09:44:00Z'))).toBe(false);
    expect(heldWindowOpen(meeting, Date.parse('2026-06-14T09:45:00Z'))).toBe(true);
    expect(heldWindowOpen(meeting, Date.parse('2026-06-14T12:30:00Z'))).toBe(true);
    expect(heldWindowOpen(meeting, Date.parse('2026-06-14T12:31:00Z'))).toBe(false);
  });
});

describe('the settings form', () => {
  const form = (windows: SettingsForm['windows'], spots: SettingsForm['spots'] = []): SettingsForm => ({ enabled: true, slotMinutes: 15, windows, spots });

  it('reads windows on the event clock as instants', () => {
    const read = settingsInputOf(form([{ key: 'a', date: '2026-06-14', start: '10:00', end: '12:30' }], [{ key: 'b', name: ' Table 1 ' }]), 'Europe/Lisbon');
    expect(read.issues).toBeNull();
    expect(read.input).toEqual({
      enabled: true,
      slotMinutes: 15,
      windows: [{ startsAt: '2026-06-14T09:00:00.000Z', endsAt: '2026-06-14T11:30:00.000Z' }],
      spots: [{ name: 'Table 1' }],
    });
  });

  it('keeps the id of a spot that was there (a rename), none for a new one', () => {
    const id = '0b7a3a3e-2f0a-4c1e-9a55-6f1d2b1f0c11';
    const read = settingsInputOf(
      form(
        [],
        [
          { key: 'a', id, name: 'Corner' },
          { key: 'b', name: 'Bar' },
        ],
      ),
      'UTC',
    );
    expect(read.input?.spots).toEqual([{ id, name: 'Corner' }, { name: 'Bar' }]);
  });

  it('names the fields that cannot be read, as the server names them', () => {
    const read = settingsInputOf(
      form(
        [
          { key: 'a', date: '', start: '10:00', end: '11:00' },
          { key: 'b', date: '2026-06-14', start: '12:00', end: '11:00' },
          { key: 'c', date: '2026-06-14', start: 'soon', end: '' },
        ],
        [{ key: 'd', name: '   ' }],
      ),
      'UTC',
    );
    expect(read.input).toBeNull();
    expect(read.issues).toEqual({
      'windows.0.date': 'required',
      'windows.1.endsAt': 'endBeforeStart',
      'windows.2.startsAt': 'invalidValue',
      'windows.2.endsAt': 'required',
      'spots.0.name': 'required',
    });
  });

  it('reads 24:00 as the next midnight, and shows a window ending at midnight that way again', () => {
    const read = settingsInputOf(form([{ key: 'a', date: '2026-03-28', start: '22:00', end: '24:00' }]), 'Europe/Lisbon');
    expect(read.input?.windows).toEqual([{ startsAt: '2026-03-28T22:00:00.000Z', endsAt: '2026-03-29T00:00:00.000Z' }]);
    const shown = formOfSettings({ enabled: true, slotMinutes: 30, windows: read.input!.windows, spots: [], timeZone: 'Europe/Lisbon', bookedCount: 0 });
    expect(shown.windows.map(({ date, start, end }) => ({ date, start, end }))).toEqual([{ date: '2026-03-28', start: '22:00', end: '24:00' }]);
  });

  it('shows saved windows on the event clock', () => {
    const shown = formOfSettings({
      enabled: true,
      slotMinutes: 30,
      windows: [{ startsAt: '2026-06-14T14:00:00.000Z', endsAt: '2026-06-14T16:00:00.000Z' }],
      spots: [{ id: '0b7a3a3e-2f0a-4c1e-9a55-6f1d2b1f0c11', name: 'Table 1' }],
      timeZone: 'America/New_York',
      bookedCount: 0,
    });
    expect(shown.windows.map(({ date, start, end }) => ({ date, start, end }))).toEqual([{ date: '2026-06-14', start: '10:00', end: '12:00' }]);
    expect(shown.spots.map(({ id, name }) => ({ id, name }))).toEqual([{ id: '0b7a3a3e-2f0a-4c1e-9a55-6f1d2b1f0c11', name: 'Table 1' }]);
  });

  it('starts a new window on the event day and hours, then copies the last one', () => {
    const event = { startDate: '2026-06-14', startTime: '09:00', endTime: '18:00' };
    const first = newWindow(form([]), event);
    expect(first).toMatchObject({ date: '2026-06-14', start: '09:00', end: '18:00' });
    expect(newWindow(form([{ ...first, date: '2026-06-15' }]), event)).toMatchObject({ date: '2026-06-15', start: '09:00', end: '18:00' });
    expect(newWindow(form([]), { startDate: '2026-06-14', startTime: null, endTime: null })).toMatchObject({ start: '10:00', end: '12:00' });
  });
});
