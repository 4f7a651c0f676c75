import { queryOptions, useQuery } from '@tanstack/react-query';
import { OpenReportsSchema } from '@mingle/contracts';
import { api } from '@/lib/api';

export const openReportsKey = ['company', 'open-reports'] as const;

/** GET /company/reports/open (x-company-id): open reported things per event of the company, and in all. */
export const openReportsQueryOptions = () =>
  queryOptions({
    queryKey: openReportsKey,
    queryFn: ({ signal }) => api.get('/company/reports/open', { schema: OpenReportsSchema, signal }),
    // Reports arrive while the organisers work elsewhere in the console: look again now and then.
    refetchInterval: 60_000,
  });

/** How many reported things wait at one event, or across the company without `eventId`. */
export function useOpenReportCount(eventId?: string) {
  const { data } = useQuery(openReportsQueryOptions());
  if (!data) return 0;
  return eventId ? (data.events.find((e) => e.eventId === eventId)?.count ?? 0) : data.total;
}
