import { queryOptions } from '@tanstack/react-query';
import { SuggestionsResponse } from '@mingle/contracts';
import { api } from '@/lib/api';
import { groupsKey } from './get-groups';

/** GET /events/{slug}/attendee/groups/suggestions: groups picked for me, each with its reason in words. */
export function getGroupSuggestions(slug: string, signal?: AbortSignal) {
  return api.get(`/events/${encodeURIComponent(slug)}/attendee/groups/suggestions`, { schema: SuggestionsResponse, signal });
}

export const groupSuggestionsQueryOptions = (slug: string) => queryOptions({ queryKey: [...groupsKey(slug), 'suggestions'], queryFn: ({ signal }) => getGroupSuggestions(slug, signal) });
