import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ModerationResultSchema, type ModerationAction } from '@mingle/contracts';
import { api } from '@/lib/api';

/** POST /company/events/{id}/reports/{reportId}/actions: hide, warn, remove or dismiss; closes the thing's open reports. */
export function actOnReport(eventId: string, reportId: string, action: ModerationAction, warn = false) {
  return api.post(`/company/events/${encodeURIComponent(eventId)}/reports/${encodeURIComponent(reportId)}/actions`, { action, ...(warn ? { warn } : {}) }, { schema: ModerationResultSchema });
}

export function useActOnReport(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reportId, action, warn }: { reportId: string; action: ModerationAction; warn?: boolean }) => actOnReport(eventId, reportId, action, warn),
    // A removal changes the attendee list and counts too: everything of this event is read again.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
