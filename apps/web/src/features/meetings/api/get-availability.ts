import { queryOptions } from '@tanstack/react-query';
import { AvailabilitySchema } from '@mingle/contracts';
import { api } from '@/lib/api';
import { eventPath, meetingsKey } from './keys';

export const availabilityKey = (slug: string) => [...meetingsKey(slug), 'availability'] as const;

/** GET /events/{event}/availability: every slot of the meeting hours, with the ones I am free and booked. */
export const availabilityQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: availabilityKey(slug),
    queryFn: ({ signal }) => api.get(`${eventPath(slug)}/availability`, { schema: AvailabilitySchema, signal }),
  });
