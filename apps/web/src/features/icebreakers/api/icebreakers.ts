import { queryOptions } from '@tanstack/react-query';
import { OpenersSchema, PeopleToMeetSchema } from '@mingle/contracts';
import { api } from '@/lib/api';

const icebreakersKey = (slug: string) => ['event', slug, 'icebreakers'] as const;

/** GET /events/{slug}/attendees/{userId}/openers: what I share with them that I may see, as openers. */
export const openersQueryOptions = (slug: string, userId: string) =>
  queryOptions({
    queryKey: [...icebreakersKey(slug), 'openers', userId],
    queryFn: ({ signal }) => api.get(`/events/${encodeURIComponent(slug)}/attendees/${encodeURIComponent(userId)}/openers`, { schema: OpenersSchema, signal }),
    retry: false,
  });

/** GET /events/{slug}/people-to-meet: up to five people I share most with. */
export const peopleToMeetQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: [...icebreakersKey(slug), 'people-to-meet'],
    queryFn: ({ signal }) => api.get(`/events/${encodeURIComponent(slug)}/people-to-meet`, { schema: PeopleToMeetSchema, signal }),
  });
