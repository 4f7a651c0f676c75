import type { QueryClient } from '@tanstack/react-query';
import type { PublicEvent } from '@mingle/contracts';
import { publicEventQueryOptions } from './get-public-event';

/** The id of the JSON block the server puts in an event page's HTML (apps/server/src/web/event-pages.ts). */
export const FIRST_PAINT_DATA_ID = 'first-paint-event';

/**
 * The join page and the event home arrive with their event drawn in the HTML and its public answer
 * in a JSON block (decision 014). The answer goes into the query cache, so the app does not ask for
 * it again; it is taken as the server sent it, like the API's own answer (the lead's decision in 014).
 */
export function seedFirstPaintEvent(queryClient: QueryClient, doc: Document = document): void {
  const text = doc.getElementById(FIRST_PAINT_DATA_ID)?.textContent;
  if (!text) return;
  try {
    const { slug, event } = JSON.parse(text) as { slug?: unknown; event?: PublicEvent };
    if (typeof slug === 'string' && event && typeof event === 'object') queryClient.setQueryData(publicEventQueryOptions(slug).queryKey, event);
  } catch {
    // Not readable: the page asks the API, as without it.
  }
}
