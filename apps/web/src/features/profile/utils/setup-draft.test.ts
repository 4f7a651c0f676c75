// @vitest-environment jsdom
import type { Place } from '@mingle/contracts';
import { describe, expect, it } from 'vitest';
import { clearSetupDraft, draftOf, readSetupDraft, SETUP_DRAFT_TTL_MS, setupDraftKey, writeSetupDraft } from './setup-draft';
import type { ProfileFormValues } from './profile-form';
import { screenIndex } from './setup-steps';

const lisbon: Place = { id: 'city:2267057', kind: 'city', name: 'Lisbon', displayName: 'Lisbon, Portugal', country: 'Portugal', countryCode: 'PT', lat: 38.7, lng: -9.1 };
const japan: Place = { id: 'country:JP', kind: 'country', name: 'Japan', displayName: 'Japan', country: 'Japan', countryCode: 'JP', lat: 36, lng: 138 };
const places = new Map([lisbon, japan].map((p) => [p.id, p]));
const KEY = setupDraftKey('user-1', 'event-1');

describe('the profile setup draft', () => {
  it('keeps the answers, the places they name and the step reached, per user and event', () => {
    const values = { firstName: 'Jo', interests: ['hiking', 'jazz'], hometownId: lisbon.id, destinations: [japan.id], keepForFuture: false };
    writeSetupDraft(
      localStorage,
      KEY,
      draftOf(values, (id) => places.get(id), screenIndex('details')),
      1000,
    );
    expect(readSetupDraft(localStorage, KEY, 2000)).toEqual({ values, places: [lisbon, japan], reached: screenIndex('details') });
    expect(readSetupDraft(localStorage, setupDraftKey('user-2', 'event-1'), 2000)).toBeUndefined();
    expect(readSetupDraft(localStorage, setupDraftKey('user-1', 'event-2'), 2000)).toBeUndefined();
    expect(setupDraftKey('user-1', 'event-1')).not.toBe(setupDraftKey('user-1', 'event-2'));
  });

  it('leaves out what is not an answer of the wizard, and answers not given yet', () => {
    // A field the wizard may hold besides its answers (say a photo's upload id) stays out of the draft.
    const values: Record<string, unknown> = { firstName: 'Jo', gender: undefined, photoUploadId: '3f2b8c1e-9a4d-4e6f-8b2a-1c3d5e7f9a0b', adventures: ['nowhere'] };
    const draft = draftOf(values as Partial<ProfileFormValues>, () => undefined, 0);
    expect(draft).toEqual({ values: { firstName: 'Jo', adventures: ['nowhere'] }, places: [], reached: 0 });
  });

  it('is gone once cleared, and not brought back when old', () => {
    writeSetupDraft(localStorage, KEY, { values: { firstName: 'Jo' }, places: [], reached: 4 }, 0);
    expect(readSetupDraft(localStorage, KEY, SETUP_DRAFT_TTL_MS + 1)).toBeUndefined();
    expect(localStorage.getItem(KEY)).toBeNull();
    writeSetupDraft(localStorage, KEY, { values: { firstName: 'Jo' }, places: [], reached: 4 }, 0);
    clearSetupDraft(localStorage, KEY);
    expect(readSetupDraft(localStorage, KEY, 1)).toBeUndefined();
  });

  it('drops only the parts it cannot read', () => {
    localStorage.setItem(KEY, JSON.stringify({ savedAt: 0, reached: 99, places: 'x', values: { firstName: 'Jo', gender: 'robot', interests: 'jazz', lastName: 7 } }));
    expect(readSetupDraft(localStorage, KEY, 1)).toEqual({ values: { firstName: 'Jo' }, places: [], reached: 0 });
    localStorage.setItem(KEY, '{not json');
    expect(readSetupDraft(localStorage, KEY, 1)).toBeUndefined();
    localStorage.setItem(KEY, JSON.stringify({ values: {} }));
    expect(readSetupDraft(localStorage, KEY, 1)).toBeUndefined();
    expect(readSetupDraft(undefined, KEY, 1)).toBeUndefined();
  });
});
