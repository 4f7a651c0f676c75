import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  AttendeesQuery,
  ChatMessageInput,
  CompanySlugParams,
  CreateCompanyInput,
  CreateEventInput,
  CreateGatheringInput,
  CreateGroupInput,
  DATE_RANGE,
  ErrorKey,
  EventParams,
  EventRefParams,
  GroupParams,
  GroupsQuery,
  LoginInput,
  MessageInput,
  MessagesQuery,
  PlacesQuery,
  ProfileInput,
  PublicEventParams,
  UpdateEventInput,
  V,
  englishError,
  hasNoNul,
  inDateRange,
  isoDate,
  isoDateTime,
  isStrongPassword,
  RegisterInput,
  ValidateAccountSearch,
  englishValidation,
  text,
} from './index.js';

describe('password rule', () => {
  it.each([
    ['Sunshine1!', true],
    ['sunshine1!', false],
    ['Sunshine!!', false],
    ['Sunshine12', false],
    ['Sun1!', false],
  ])('%s -> %s', (pw, ok) => expect(isStrongPassword(pw)).toBe(ok));
});

describe('register input', () => {
  it('names each bad field with an i18n key', () => {
    const r = RegisterInput.safeParse({ email: 'nope', username: '', password: 'short' });
    expect(r.success).toBe(false);
    const byField = Object.fromEntries(r.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(byField).toEqual({ email: 'invalidEmail', username: 'required', password: 'passwordRule' });
    expect(englishValidation('required')).toBe('Required field');
  });
  it('lower-cases the email', () => {
    const r = RegisterInput.parse({ email: ' Ann@Example.COM ', username: 'ann', password: 'Sunshine1!' });
    expect(r.email).toBe('ann@example.com');
  });
});

describe('/validate-account search', () => {
  it('needs a username and a valid email', () => {
    expect(ValidateAccountSearch.safeParse({ username: 'a', email: 'a@b.co' }).success).toBe(true);
    expect(ValidateAccountSearch.safeParse({ username: '', email: 'a@b.co' }).success).toBe(false);
    expect(ValidateAccountSearch.safeParse({ username: 'a', email: 'x' }).success).toBe(false);
  });
});

describe('text primitives refuse the NUL character (PostgreSQL cannot store it)', () => {
  const keyOf = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) => Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

  it('names the field with invalidCharacter, which has English text', () => {
    expect(hasNoNul('abc')).toBe(true);
    expect(hasNoNul('a\u0000b')).toBe(false);
    expect(text().safeParse('a\u0000b').error?.issues[0]?.message).toBe(V.invalidCharacter);
    expect(englishValidation(V.invalidCharacter)).toBe('This text contains a character that is not allowed');
    const login = LoginInput.safeParse({ email: 'a@b.co', password: 'x\u0000y' });
    expect(keyOf(login)).toEqual({ password: 'invalidCharacter' });
  });

  it('reaches every string an organiser, an attendee or a path can carry', () => {
    const bad = 'x\u0000';
    const cases: [z.ZodType, unknown, string][] = [
      [RegisterInput, { email: 'a@b.co', username: 'ann', password: `Sunshine1!${bad}` }, 'password'],
      [CreateCompanyInput, { slug: 'acme', name: bad, contactInformation: 'c', description: bad }, 'name'],
      [CreateEventInput, { name: 'N', startDate: '2099-01-01', endDate: '2099-01-02', location: bad, organizerUsername: 'o', timeZone: 'UTC' }, 'location'],
      [UpdateEventInput, { timeZone: `UTC${bad}` }, 'timeZone'],
      [ProfileInput, { firstName: 'A', lastName: 'B', gender: 'other', hometownId: bad, interests: ['a'], adventures: ['1', '2', '3'], destinations: ['1', '2', '3'] }, 'hometownId'],
      [ProfileInput, { firstName: 'A', lastName: 'B', gender: 'other', hometownId: 'p', interests: [bad], adventures: ['1', '2', '3'], destinations: ['1', '2', '3'] }, 'interests.0'],
      [CreateGroupInput, { name: 'G', icon: `🎉${bad}` }, 'icon'],
      [CreateGroupInput, { name: 'G', icon: '🎉', labels: [bad] }, 'labels.0'],
      [MessageInput, { body: bad }, 'body'],
      [ChatMessageInput, { body: bad }, 'body'],
      [CreateGatheringInput, { title: 'T', startDate: '2099-01-01', startHour: '10:00', location: 'L', description: bad }, 'description'],
      [AttendeesQuery, { q: bad }, 'q'],
      [GroupsQuery, { q: bad }, 'q'],
      [PlacesQuery, { q: bad }, 'q'],
      [PublicEventParams, { slug: bad }, 'slug'],
      [EventRefParams, { id: bad }, 'id'],
      [CompanySlugParams, { slug: bad }, 'slug'],
      [EventParams, { event: bad }, 'event'],
      [GroupParams, { event: bad, groupId: '00000000-0000-4000-8000-000000000000' }, 'event'],
    ];
    for (const [schema, input, field] of cases) {
      expect(keyOf(schema.safeParse(input)), `${field} of ${JSON.stringify(input)}`).toMatchObject({ [field]: 'invalidCharacter' });
    }
  });

  it('says invalidValue (not required) for a value of the wrong type, such as a repeated query key', () => {
    expect(keyOf(PlacesQuery.safeParse({ q: ['Lis', 'Par'] }))).toEqual({ q: 'invalidValue' });
    expect(keyOf(PlacesQuery.safeParse({}))).toEqual({ q: 'required' });
    expect(keyOf(MessageInput.safeParse({ body: 42 }))).toEqual({ body: 'invalidValue' });
    expect(keyOf(MessageInput.safeParse({ body: null }))).toEqual({ body: 'required' });
  });
});

describe('dates are days PostgreSQL can store, between 1900 and 9999', () => {
  const base = { name: 'N', endDate: '2099-01-02', location: 'Hall', organizerUsername: 'o', timeZone: 'UTC' };

  it('refuses year 0000 and days outside the range with dateOutOfRange', () => {
    for (const startDate of ['0000-01-01', '0001-01-01', '1899-12-31']) {
      const r = CreateEventInput.safeParse({ ...base, startDate });
      expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['startDate', V.dateOutOfRange]]);
    }
    expect(englishValidation(V.dateOutOfRange)).toBe('Choose a date between the years 1900 and 9999');
  });

  it('keeps the edges of the range and refuses what is not a day at all', () => {
    expect(CreateEventInput.safeParse({ ...base, startDate: '1900-01-01' }).success).toBe(true);
    expect(CreateEventInput.safeParse({ ...base, startDate: '9999-12-31', endDate: '9999-12-31' }).success).toBe(true);
    expect(CreateEventInput.safeParse({ ...base, startDate: '10000-01-01' }).success).toBe(false);
    expect(CreateEventInput.safeParse({ ...base, startDate: '2024-02-30' }).success).toBe(false);
    expect(isoDate().safeParse('2024-02-29').success).toBe(true);
    expect(inDateRange(DATE_RANGE.min) && inDateRange(DATE_RANGE.max)).toBe(true);
  });

  it('applies to gatherings and to the resync time of message histories', () => {
    const gathering = CreateGatheringInput.safeParse({ title: 'T', startDate: '0000-06-01', startHour: '10:00', location: 'L' });
    expect(gathering.error?.issues[0]).toMatchObject({ path: ['startDate'], message: V.dateOutOfRange });
    expect(MessagesQuery.safeParse({ changedSince: '0000-01-01T00:00:00Z' }).error?.issues[0]?.message).toBe(V.dateOutOfRange);
    expect(MessagesQuery.safeParse({ changedSince: '2026-01-01T10:00:00.000Z' }).success).toBe(true);
    expect(isoDateTime().safeParse('+275760-09-13T00:00:00.000Z').success).toBe(false);
  });
});

describe('locale files', () => {
  it('have English text for every validation key and every error key', () => {
    for (const key of Object.values(V)) expect(englishValidation(key), key).not.toBe(key);
    for (const key of Object.values(ErrorKey)) expect(englishError(key), key).not.toBe(key);
  });
});
