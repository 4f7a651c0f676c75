import { queryOptions } from '@tanstack/react-query';
import { AgendaSchema } from '@mingle/contracts';
import { api } from '@/lib/api';
import { agendaKey, eventPath } from './keys';

/** GET /events/{event}/agenda: my accepted meetings and the gatherings I go to, in time order. */
export const agendaQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: agendaKey(slug),
    queryFn: ({ signal }) => api.get(`${eventPath(slug)}/agenda`, { schema: AgendaSchema, signal }),
  });
