import type { QueryClient } from '@tanstack/react-query';
import { createAuthStore, type AuthStore } from './auth';
import { createSelectedEventStore, type SelectedEventStore } from './selected-event';
import { createStore, type Store } from './store';
import { browserStorage } from './storage';

/** The attendee's profile for the selected event; held in memory only (spec 3). */
export interface EventProfile {
  id: string;
  [field: string]: unknown;
}

export interface Session {
  auth: AuthStore;
  selectedEvent: SelectedEventStore;
  eventProfile: Store<EventProfile | null>;
  /**
   * Spec 4 logout: clears all local storage, the selected event, the profile and the data cache,
   * and sets unauthenticated.
   */
  signOut(): void;
}

export function createSession(queryClient: QueryClient, storage: Storage | undefined = browserStorage()): Session {
  const auth = createAuthStore(storage);
  const selectedEvent = createSelectedEventStore(storage);
  const eventProfile = createStore<EventProfile | null>(null);
  return {
    auth,
    selectedEvent,
    eventProfile,
    signOut() {
      auth.logout();
      selectedEvent.unset();
      eventProfile.set(null);
      queryClient.cancelQueries().catch(() => undefined);
      queryClient.clear();
    },
  };
}
