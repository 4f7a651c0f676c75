import { queryOptions } from '@tanstack/react-query';
import { CommonSlotsSchema } from '@mingle/contracts';
import { api } from '@/lib/api';
import { eventPath, meetingsKey } from './keys';

/** GET /events/{event}/meetings/slots?with=: the slots we are both free, with the spots still free then. */
export const commonSlotsQueryOptions = (slug: string, userId: string) =>
  queryOptions({
    queryKey: [...meetingsKey(slug), 'slots', userId],
    queryFn: ({ signal }) => api.get(`${eventPath(slug)}/meetings/slots`, { query: { with: userId }, schema: CommonSlotsSchema, signal }),
    // Slots are taken by others all the time: always ask again when the sheet opens.
    staleTime: 0,
  });
