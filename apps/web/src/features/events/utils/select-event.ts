import type { MyEvent, PublicEvent } from '@mingle/contracts';
import type { SelectedEvent, SelectedEventStore } from '@/lib/selected-event';

/** What we keep of an event under EVENT_KEY: enough to name it and find it again. */
export function toSelectedEvent(event: PublicEvent): SelectedEvent {
  return {
    id: event.id,
    slug: event.slug,
    name: event.name,
    startDate: event.startDate,
    endDate: event.endDate,
    timeZone: event.timeZone,
    logoUrl: event.logoUrl,
  };
}

function sameFields(a: SelectedEvent, b: SelectedEvent): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => Object.is(a[key], b[key]));
}

/**
 * Choosing an event (lib/selected-event.ts): a different event is set, the same one is updated with fresh fields,
 * and nothing is written when nothing changed.
 */
export function selectEvent(store: SelectedEventStore, event: PublicEvent): void {
  const next = toSelectedEvent(event);
  const current = store.get();
  if (current?.id !== next.id) store.set(next);
  else if (!sameFields(current, next)) store.update(next);
}

/** Leaving an event for the list: unset it only when it is the selected one. */
export function unselectEvent(store: SelectedEventStore, slug?: string): void {
  const current = store.get();
  if (current && (slug === undefined || current.slug === slug)) store.unset();
}

/** The list keeps the server's order (current first) and splits it where the past begins. */
export function splitMyEvents(items: readonly MyEvent[]): { current: MyEvent[]; past: MyEvent[] } {
  return { current: items.filter((item) => item.current), past: items.filter((item) => !item.current) };
}
