import { queryOptions } from '@tanstack/react-query';
import type { PeopleToMeet } from '@mingle/contracts';
import { api, lazySchema } from '@/lib/api';

const openersSchema = lazySchema(() => import('@mingle/contracts/icebreakers').then((m) => m.OpenersSchema));

const icebreakersKey = (slug: string) => ['event', slug, 'icebreakers'] as const;

/** GET /events/{slug}/attendees/{userId}/openers: what I share with them that I may see, as openers. */
export const openersQueryOptions = (slug: string, userId: string) =>
  queryOptions({
    queryKey: [...icebreakersKey(slug), 'openers', userId],
    queryFn: ({ signal }) => api.get(`/events/${encodeURIComponent(slug)}/attendees/${encodeURIComponent(userId)}/openers`, { schema: openersSchema, signal }),
    retry: false,
  });

/** GET /events/{slug}/people-to-meet: up to five people I share most with (on the event home: taken as sent, decision 014). */
export const peopleToMeetQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: [...icebreakersKey(slug), 'people-to-meet'],
    queryFn: ({ signal }) => api.get<PeopleToMeet>(`/events/${encodeURIComponent(slug)}/people-to-meet`, { signal }),
  });
