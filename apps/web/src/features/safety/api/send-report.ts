import { useMutation } from '@tanstack/react-query';
import { ReportCreatedSchema, type ReportInput } from '@mingle/contracts';
import { api } from '@/lib/api';

/** POST /events/{slug}/reports: tells the event's organisers; the person reported never learns who. */
export function sendReport(slug: string, input: ReportInput) {
  return api.post(`/events/${encodeURIComponent(slug)}/reports`, input, { schema: ReportCreatedSchema });
}

export function useSendReport(slug: string) {
  return useMutation({ mutationFn: (input: ReportInput) => sendReport(slug, input) });
}
