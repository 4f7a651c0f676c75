import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MeetingSchema, type MeetingRequestInput } from '@mingle/contracts';
import { api } from '@/lib/api';
import { eventPath, meetingsKey } from './keys';

/** POST /events/{event}/meetings: ask someone to meet at a common free slot (and spot). */
export function useRequestMeeting(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MeetingRequestInput) => api.post(`${eventPath(slug)}/meetings`, input, { schema: MeetingSchema }),
    // Refused or not, the slots may have moved: read them again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: meetingsKey(slug) }),
  });
}
