import { CreateEventInput } from '@mingle/contracts';
import { describe, expect, it } from 'vitest';
import { eventTabOf } from './event-details-screen';
import { eventPayload, numberOrNull } from './event-form';

const base = {
  name: 'Makers Night',
  slug: 'makers-night',
  startDate: '2030-05-10',
  endDate: '2030-05-11',
  timeZone: 'Europe/Lisbon',
  organizerUsername: 'ana',
};

describe('eventPayload', () => {
  it('keeps a location typed before "to be determined" was ticked, and sends empty text as null', () => {
    const values = CreateEventInput.parse({ ...base, locationTbd: true, location: 'Old hall', description: '   ', welcomeMessage: '' });
    expect(eventPayload(values)).toMatchObject({ locationTbd: true, location: 'Old hall', description: null, expectedAttendees: null });
    const blank = CreateEventInput.parse({ ...base, locationTbd: true, location: '  ' });
    expect(eventPayload(blank).location).toBeNull();
  });

  it('keeps what was given', () => {
    const values = CreateEventInput.parse({ ...base, location: 'Harbour Hall', description: 'Hi', expectedAttendees: 40, logoUploadId: null });
    expect(eventPayload(values)).toMatchObject({ location: 'Harbour Hall', description: 'Hi', expectedAttendees: 40, logoUploadId: null, bannerUploadId: null });
  });
});

describe('the form schema (contract) on bad input', () => {
  const issues = (input: Record<string, unknown>) => CreateEventInput.safeParse({ ...base, location: 'Hall', ...input }).error?.issues.map((i) => `${i.path.join('.')}:${i.message}`) ?? [];

  it('says end before start at the end date', () => {
    expect(issues({ endDate: '2030-05-09' })).toEqual(['endDate:endBeforeStart']);
  });

  it('caps the description at 160', () => {
    expect(issues({ description: 'x'.repeat(160) })).toEqual([]);
    expect(issues({ description: 'x'.repeat(161) })).toEqual(['description:descriptionTooLong']);
  });

  it('needs a location unless it is to be determined', () => {
    expect(issues({ location: '' })).toEqual(['location:required']);
    expect(issues({ location: '', locationTbd: true })).toEqual([]);
  });

  it('refuses a number field that is not a whole number', () => {
    expect(issues({ expectedAttendees: numberOrNull('2.5') })).toEqual(['expectedAttendees:invalidValue']);
  });
});

describe('numberOrNull', () => {
  it('reads an empty number field as not given', () => {
    expect(numberOrNull('')).toBeNull();
    expect(numberOrNull(undefined)).toBeNull();
    expect(numberOrNull('120')).toBe(120);
    expect(numberOrNull(7)).toBe(7);
  });
});

describe('eventTabOf', () => {
  it('shows the overview for a missing or unknown tab', () => {
    expect(eventTabOf(undefined)).toBe('overview');
    expect(eventTabOf('nope')).toBe('overview');
    expect(eventTabOf('groups')).toBe('groups');
    expect(eventTabOf('insights')).toBe('insights');
    expect(eventTabOf('gatherings')).toBe('gatherings');
  });
});
