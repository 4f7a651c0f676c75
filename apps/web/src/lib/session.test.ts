// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createAuthStore } from './auth';
import { createSelectedEventStore } from './selected-event';
import { createSession } from './session';
import { CATEGORIES_KEY, EVENT_KEY, USER_TOKEN_KEY } from './storage';

const membership = { companyId: '8f1c2f34-4b8e-4d55-9a65-3f7f0c1e2a10', slug: 'acme', role: 'owner' as const };
const user = { id: '0b7a8d3e-6a1f-4c2b-8e5d-9f0a1b2c3d4e', email: 'ann@example.com', username: 'ann', emailVerified: true };

const stored = (key: string): unknown => JSON.parse(localStorage.getItem(key) ?? 'null');

beforeEach(() => localStorage.clear());

describe('auth store', () => {
  it('starts unauthenticated without a stored user, or with an empty one', () => {
    expect(createAuthStore(localStorage).get().authenticated).toBe(false);
    localStorage.setItem(USER_TOKEN_KEY, '{}');
    expect(createAuthStore(localStorage).get().authenticated).toBe(false);
    localStorage.setItem(USER_TOKEN_KEY, 'not json');
    expect(createAuthStore(localStorage).get().authenticated).toBe(false);
  });

  it('starts authenticated when a non-empty stored user exists', () => {
    localStorage.setItem(USER_TOKEN_KEY, JSON.stringify({ accessToken: 't1', membership }));
    const auth = createAuthStore(localStorage);
    expect(auth.get()).toEqual({ accessToken: 't1', membership, authenticated: true });
  });

  it('login merges the fields into the user, stores it and sets authenticated', () => {
    const auth = createAuthStore(localStorage);
    auth.login({ accessToken: 't1', user });
    auth.login({ membership });
    expect(auth.get()).toEqual({ accessToken: 't1', user, membership, authenticated: true });
    expect(stored(USER_TOKEN_KEY)).toEqual({ accessToken: 't1', user, membership, authenticated: true });
  });

  it('update merges and stores without changing the flag', () => {
    const auth = createAuthStore(localStorage);
    auth.update({ accessToken: 'early' });
    expect(auth.get().authenticated).toBe(false);
    expect(stored(USER_TOKEN_KEY)).toEqual({ accessToken: 'early', authenticated: false });

    auth.login({ accessToken: 't1' });
    auth.update({ membership });
    expect(auth.get()).toEqual({ accessToken: 't1', membership, authenticated: true });
    expect(stored(USER_TOKEN_KEY)).toEqual({ accessToken: 't1', membership, authenticated: true });
  });

  it('notifies subscribers', () => {
    const auth = createAuthStore(localStorage);
    let calls = 0;
    const stop = auth.subscribe(() => calls++);
    auth.login({ accessToken: 't1' });
    stop();
    auth.logout();
    expect(calls).toBe(1);
  });
});

describe('selected event', () => {
  const event = { id: 'e1', slug: 'summer-fest', name: 'Summer Fest' };

  it('is restored at load', () => {
    localStorage.setItem(EVENT_KEY, JSON.stringify(event));
    expect(createSelectedEventStore(localStorage).get()).toEqual(event);
  });

  it('ignores a stored value that is not an event', () => {
    localStorage.setItem(EVENT_KEY, JSON.stringify({ name: 'no id' }));
    expect(createSelectedEventStore(localStorage).get()).toBeNull();
  });

  it('setting and updating store it; unsetting removes it', () => {
    const events = createSelectedEventStore(localStorage);
    events.set(event);
    expect(stored(EVENT_KEY)).toEqual(event);
    events.update({ name: 'Summer Fest 2025' });
    expect(events.get()).toEqual({ ...event, name: 'Summer Fest 2025' });
    expect(stored(EVENT_KEY)).toEqual({ ...event, name: 'Summer Fest 2025' });
    events.unset();
    expect(events.get()).toBeNull();
    expect(localStorage.getItem(EVENT_KEY)).toBeNull();
  });
});

describe('sign out', () => {
  it('clears all local storage, the selected event, the profile and the data cache, and sets unauthenticated', () => {
    const queryClient = new QueryClient();
    const session = createSession(queryClient, localStorage);
    session.auth.login({ accessToken: 't1', user, membership });
    session.selectedEvent.set({ id: 'e1', slug: 'summer-fest' });
    session.eventProfile.set({ id: 'p1', firstName: 'Ann' });
    localStorage.setItem(CATEGORIES_KEY, '{"savedAt":1,"categories":[]}');
    localStorage.setItem('i18nextLng', 'en-US');
    queryClient.setQueryData(['auth', 'me'], { user });

    session.signOut();

    expect(localStorage.length).toBe(0);
    expect(session.auth.get()).toEqual({ authenticated: false });
    expect(session.selectedEvent.get()).toBeNull();
    expect(session.eventProfile.get()).toBeNull();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    // A reload after logout starts signed out.
    expect(createSession(new QueryClient(), localStorage).auth.get().authenticated).toBe(false);
  });
});

describe('leaving the company', () => {
  it('forgets the membership (stored too) and every cached answer, and stays signed in', () => {
    const queryClient = new QueryClient();
    const session = createSession(queryClient, localStorage);
    session.auth.login({ accessToken: 't1', user, membership });
    queryClient.setQueryData(['companies', 'acme'], { name: 'Acme' });

    expect(session.leaveCompany()).toBe('acme');

    expect(session.auth.get()).toMatchObject({ authenticated: true, accessToken: 't1', user });
    expect(session.auth.get().membership).toBeUndefined();
    expect(stored(USER_TOKEN_KEY)).not.toHaveProperty('membership');
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(session.leaveCompany()).toBeUndefined();
  });
});

describe('what the service worker kept (decision 023)', () => {
  it('is deleted when someone signs in or out, not when the same person is updated', async () => {
    const deleted: string[] = [];
    vi.stubGlobal('caches', { delete: async (name: string) => (deleted.push(name), true) });
    const session = createSession(new QueryClient(), localStorage);
    session.auth.login({ accessToken: 't1', user });
    expect(deleted).toHaveLength(2);
    session.auth.update({ accessToken: 't2', user });
    expect(deleted).toHaveLength(2);
    session.signOut();
    expect(deleted).toHaveLength(4);
    expect(new Set(deleted)).toEqual(new Set(['mingle-api-v1', 'mingle-media-v1']));
  });
});
