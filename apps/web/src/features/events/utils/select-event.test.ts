// @vitest-environment jsdom
import type { MyEvent, PublicEvent } from '@mingle/contracts';
import { describe, expect, it, vi } from 'vitest';
import { createSelectedEventStore } from '@/lib/selected-event';
import { EVENT_KEY } from '@/lib/storage';
import { selectEvent, splitMyEvents, toSelectedEvent, unselectEvent } from './select-event';

const event: PublicEvent = {
  id: '0b8f3a52-3f3e-4a5e-9a4b-2c1d0e9f8a71',
  slug: 'summer-makers-meetup',
  name: 'Summer Makers Meetup',
  startDate: '2026-06-14',
  endDate: '2026-06-15',
  startTime: null,
  endTime: null,
  location: 'Harbour Hall, Lisbon',
  locationTbd: false,
  description: null,
  welcomeMessage: 'Welcome!',
  organizerUsername: 'organiser',
  timeZone: 'Europe/Lisbon',
  logoUrl: null,
  bannerUrl: null,
  companyName: 'Makers Co',
  status: 'published',
  registrationOpen: true,
  registrationClosesAt: null,
  cancellationMessage: null,
  capacity: null,
  approvalRequired: false,
  intentOptions: [],
  full: false,
};
const other: PublicEvent = { ...event, id: '5d2c1b0a-9e8f-4d7c-8b6a-5f4e3d2c1b0a', slug: 'winter-fair', name: 'Winter Fair' };

const stored = () => JSON.parse(localStorage.getItem(EVENT_KEY) ?? 'null') as unknown;

describe('choosing an event (EVENT_KEY)', () => {
  it('stores the chosen event under EVENT_KEY, and a fresh load restores it', () => {
    const store = createSelectedEventStore(localStorage);
    selectEvent(store, event);
    expect(store.get()).toEqual(toSelectedEvent(event));
    expect(stored()).toEqual(toSelectedEvent(event));
    expect(createSelectedEventStore(localStorage).get()).toMatchObject({ id: event.id, slug: event.slug, name: event.name });
  });

  it('replaces the selection when another event is chosen', () => {
    const store = createSelectedEventStore(localStorage);
    selectEvent(store, event);
    selectEvent(store, other);
    expect(stored()).toMatchObject({ slug: 'winter-fair', name: 'Winter Fair' });
  });

  it('updates the same event with fresh fields, and writes nothing when nothing changed', () => {
    const store = createSelectedEventStore(localStorage);
    selectEvent(store, event);
    const listener = vi.fn();
    store.subscribe(listener);
    selectEvent(store, event);
    expect(listener).not.toHaveBeenCalled();
    selectEvent(store, { ...event, name: 'Summer Makers Meetup 2026' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(stored()).toMatchObject({ id: event.id, name: 'Summer Makers Meetup 2026' });
  });

  it('unsetting removes EVENT_KEY, only when it is the selected event', () => {
    const store = createSelectedEventStore(localStorage);
    selectEvent(store, event);
    unselectEvent(store, 'winter-fair');
    expect(stored()).not.toBeNull();
    unselectEvent(store, event.slug);
    expect(localStorage.getItem(EVENT_KEY)).toBeNull();
    expect(store.get()).toBeNull();
  });
});

describe('splitMyEvents', () => {
  it('keeps the server order and splits current from past', () => {
    const mine = (slug: string, current: boolean): MyEvent => ({ ...event, slug, current, joinedAt: '2026-01-01T00:00:00Z', hasProfile: true });
    const { current, past } = splitMyEvents([mine('a', true), mine('b', true), mine('c', false)]);
    expect(current.map((e) => e.slug)).toEqual(['a', 'b']);
    expect(past.map((e) => e.slug)).toEqual(['c']);
  });
});
