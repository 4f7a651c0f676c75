import { createStore, useStore, type Store } from './store';
import { browserStorage, EVENT_KEY, isRecord, readJson, removeItem, writeJson } from './storage';

/** The event the attendee is in (stored under EVENT_KEY; inner fields beyond id and slug are the event's). */
export interface SelectedEvent {
  id: string;
  slug: string;
  [field: string]: unknown;
}

export interface SelectedEventStore extends Pick<Store<SelectedEvent | null>, 'get' | 'subscribe'> {
  set(event: SelectedEvent): void;
  update(fields: Partial<SelectedEvent>): void;
  unset(): void;
}

function restore(storage: Storage | undefined): SelectedEvent | null {
  const stored = readJson(storage, EVENT_KEY);
  if (isRecord(stored) && typeof stored.id === 'string' && typeof stored.slug === 'string') {
    return stored as SelectedEvent;
  }
  return null;
}

/** Restored at load; setting or updating stores it; unsetting removes it. */
export function createSelectedEventStore(storage: Storage | undefined = browserStorage()): SelectedEventStore {
  const store = createStore<SelectedEvent | null>(restore(storage));
  return {
    get: store.get,
    subscribe: store.subscribe,
    set(event) {
      writeJson(storage, EVENT_KEY, event);
      store.set(event);
    },
    update(fields) {
      const current = store.get();
      if (!current) return;
      const next = { ...current, ...fields } as SelectedEvent;
      writeJson(storage, EVENT_KEY, next);
      store.set(next);
    },
    unset() {
      removeItem(storage, EVENT_KEY);
      store.set(null);
    },
  };
}

export function useSelectedEvent(events: SelectedEventStore): SelectedEvent | null {
  return useStore(events);
}
