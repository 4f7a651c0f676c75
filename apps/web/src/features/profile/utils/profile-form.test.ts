import { V, type KeptProfile, type Profile } from '@mingle/contracts';
import { describe, expect, it } from 'vitest';
import { fieldOfIssue, initialProfileValues, profileFieldErrors, profileIssues } from './profile-form';
import { firstStepOf, screenIndex, SETUP_SCREENS, STEP_FIELDS } from './setup-steps';

const complete = {
  firstName: 'Ana',
  lastName: 'Lima',
  gender: 'female',
  hometownId: 'city:2267057',
  interests: ['hiking'],
  adventures: ['city:1', 'city:2', 'country:JP'],
  destinations: ['city:3', 'country:NZ', 'country:IS'],
  keepForFuture: true,
};

describe('wizard step validation', () => {
  it('passes a complete profile', () => {
    expect(profileFieldErrors(complete)).toEqual({});
  });

  it('interests: fewer than one interest is an error at the field', () => {
    expect(profileFieldErrors({ ...complete, interests: [] }, STEP_FIELDS.interests)).toEqual({ interests: V.atLeastOneInterest });
  });

  it('details: names, gender and hometown are required', () => {
    const errors = profileFieldErrors({ ...complete, firstName: '  ', lastName: '', gender: undefined, hometownId: '' }, STEP_FIELDS.details);
    expect(errors).toEqual({ firstName: V.required, lastName: V.required, gender: V.required, hometownId: V.required });
  });

  it('details: an unknown gender value is not allowed (only the seven values)', () => {
    expect(profileFieldErrors({ ...complete, gender: 'robot' }, STEP_FIELDS.details)).toEqual({ gender: V.invalidValue });
    for (const gender of ['male', 'female', 'non-binary', 'transgender', 'fluid', 'agender', 'other']) {
      expect(profileFieldErrors({ ...complete, gender }, STEP_FIELDS.details)).toEqual({});
    }
  });

  it('questions: not exactly three places is an error, and so is the same place twice', () => {
    expect(profileFieldErrors({ ...complete, adventures: ['a', 'b'], destinations: ['a', 'b', 'c', 'd'] }, STEP_FIELDS.questions)).toEqual({
      adventures: V.exactlyThreePlaces,
      destinations: V.exactlyThreePlaces,
    });
    expect(profileFieldErrors({ ...complete, destinations: ['a', 'a', 'b'] }, STEP_FIELDS.questions)).toEqual({ destinations: V.distinctPlaces });
  });

  it('questions: a link that is not http(s), too many links or intents, and a long headline are errors at their field', () => {
    expect(profileFieldErrors({ ...complete, links: ['javascript:alert(1)'] }, STEP_FIELDS.questions)).toEqual({ links: V.webLink });
    expect(profileFieldErrors({ ...complete, links: ['https://a.example', 'https://b.example', 'https://c.example', 'https://d.example'] }, STEP_FIELDS.questions)).toEqual({ links: V.tooMany });
    expect(profileFieldErrors({ ...complete, intents: ['a', 'b', 'c', 'd'] }, STEP_FIELDS.questions)).toEqual({ intents: V.tooMany });
    expect(profileFieldErrors({ ...complete, headline: 'x'.repeat(81), bio: 'y'.repeat(301) }, STEP_FIELDS.questions)).toEqual({ headline: V.tooLong, bio: V.tooLong });
    // All optional: empty text and no links pass.
    expect(profileFieldErrors({ ...complete, headline: '', bio: '', links: [], intents: [] }, STEP_FIELDS.questions)).toEqual({});
  });

  it('checks only the fields of the step it is asked about', () => {
    const empty = initialProfileValues(null);
    expect(Object.keys(profileFieldErrors(empty, STEP_FIELDS.interests))).toEqual(['interests']);
    expect(profileFieldErrors(empty, STEP_FIELDS.conclusion)).toEqual({});
  });
});

describe('server issues to fields', () => {
  it('puts "adventures.1" on the adventures list and keeps the first issue per field', () => {
    expect(fieldOfIssue('adventures.1')).toBe('adventures');
    expect(fieldOfIssue('nope')).toBeUndefined();
    const mapped = profileIssues([
      { field: 'adventures.1', key: 'unknownPlace', message: 'Choose a place from the list' },
      { field: 'adventures', key: 'exactlyThreePlaces', message: 'Choose exactly your top 3 places' },
      { field: 'gender', key: 'required', message: 'Required field' },
    ]);
    expect(mapped.map((m) => [m.field, m.issue.key])).toEqual([
      ['adventures', 'unknownPlace'],
      ['gender', 'required'],
    ]);
    expect(firstStepOf(mapped.map((m) => m.field))).toBe('details');
  });
});

describe('wizard screens (3 intro slides, interests, details, questions, conclusion)', () => {
  it('has the screens in order, and an unknown step starts at the beginning', () => {
    expect(SETUP_SCREENS).toEqual(['intro-1', 'intro-2', 'intro-3', 'interests', 'details', 'questions', 'conclusion']);
    expect(screenIndex('questions')).toBe(5);
    expect(screenIndex('bogus')).toBe(0);
  });
});

describe('pre-fill from a kept profile', () => {
  const place = (id: string) => ({ id, kind: 'city' as const, name: id, displayName: id, country: 'X', countryCode: 'XX', lat: 0, lng: 0 });
  const kept: KeptProfile = {
    firstName: 'Ana',
    lastName: 'Lima',
    gender: 'female',
    hometown: place('home'),
    interests: [{ id: 'hiking', name: 'Hiking', emoji: '🥾' }],
    adventures: [place('a1'), place('a2'), place('a3')],
    destinations: [place('d1'), place('d2'), place('d3')],
    photoUploadId: '9c1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
    photoUrl: 'http://x/media/me.webp',
    keptAt: '2026-05-01T10:00:00.000Z',
  };

  it('turns the kept copy into form values (ids), still ticked: they said yes before', () => {
    expect(initialProfileValues(kept)).toEqual({
      firstName: 'Ana',
      lastName: 'Lima',
      gender: 'female',
      hometownId: 'home',
      interests: ['hiking'],
      adventures: ['a1', 'a2', 'a3'],
      destinations: ['d1', 'd2', 'd3'],
      keepForFuture: true,
      photoUploadId: '9c1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
      // What I say about my work and why I came belongs to one event: a kept copy brings none.
      headline: '',
      bio: '',
      links: [],
      intents: [],
    });
  });

  it('asks rather than assumes: unticked for a new profile and for someone who keeps nothing', () => {
    expect(initialProfileValues(null).keepForFuture).toBe(false);
    const profile: Profile = {
      ...kept,
      id: '6f1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
      eventId: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
      userId: '8b1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
      username: 'ana',
      hometown: place('home'),
      keepForFuture: false,
      headline: 'Designer at Lumen',
      bio: null,
      links: ['https://lumen.example'],
      intents: [{ id: 'learn', label: 'Learn' }],
    };
    expect(initialProfileValues(profile)).toMatchObject({ keepForFuture: false, headline: 'Designer at Lumen', bio: '', links: ['https://lumen.example'], intents: ['learn'] });
  });

  it('leaves the hometown to ask again when the kept one left the gazetteer', () => {
    expect(initialProfileValues({ ...kept, hometown: null }).hometownId).toBe('');
  });
});
