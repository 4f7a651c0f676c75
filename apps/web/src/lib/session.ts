import type { QueryClient } from '@tanstack/react-query';
import { createAuthStore, type AuthStore } from './auth';
import { createSelectedEventStore, type SelectedEventStore } from './selected-event';
import { createStore, type Store } from './store';
import { clearOfflineData, endPushSubscription } from './offline-data';
import { outbox } from './outbox';
import { browserStorage } from './storage';

/** The attendee's profile for the selected event; held in memory only, never stored. */
export interface EventProfile {
  id: string;
  [field: string]: unknown;
}

export interface Session {
  auth: AuthStore;
  selectedEvent: SelectedEventStore;
  eventProfile: Store<EventProfile | null>;
  /**
   * Logout: clears all local storage, the selected event, the profile, the data cache and
   * the changes waiting to be sent, and sets unauthenticated. Also deletes what the service worker kept of their data and ends
   * this browser's push subscription.
   */
  signOut(): void;
  /**
   * Out of the company (removed from its team, or left): forgets the membership and every cached
   * answer, so no screen shows the company's data again. Returns the company's slug, if there was one.
   */
  leaveCompany(): string | undefined;
}

export function createSession(queryClient: QueryClient, storage: Storage | undefined = browserStorage()): Session {
  const auth = createAuthStore(storage);
  const selectedEvent = createSelectedEventStore(storage);
  const eventProfile = createStore<EventProfile | null>(null);
  // Whose data the service worker keeps changes (sign-out, or someone else signing in on this
  // phone): what it kept of the last person's answers and photos goes (decision 023), and so does
  // this browser's push subscription (decision 024).
  let owner = auth.get().user?.id;
  auth.subscribe(() => {
    const next = auth.get().user?.id;
    if (next === owner) return;
    owner = next;
    // Their changes still waiting are theirs: never sent as the next person (decision 026).
    outbox().clear();
    void clearOfflineData();
    void endPushSubscription();
  });
  return {
    auth,
    selectedEvent,
    eventProfile,
    signOut() {
      outbox().clear();
      auth.logout();
      selectedEvent.unset();
      eventProfile.set(null);
      queryClient.cancelQueries().catch(() => undefined);
      queryClient.clear();
    },
    leaveCompany() {
      const slug = auth.get().membership?.slug;
      if (!slug) return undefined;
      auth.update({ membership: undefined });
      queryClient.cancelQueries().catch(() => undefined);
      queryClient.clear();
      return slug;
    },
  };
}
