import { useMutation, useQueryClient } from '@tanstack/react-query';
import { GatheringSchema, type Gathering } from '@mingle/contracts';
import { api } from '@/lib/api';
import { errorText } from '@/lib/error-text';
import { notifyError } from '@/lib/toast';
import { gatheringsKey } from './get-event-gatherings';
import { gatheringAttendeesKey } from './get-gathering-attendees';
import { gatheringQueryKey } from './get-gathering';

/** POST .../gatherings/{id}/waitlist/{userId}/admit: its creator or the organisers let someone in line go now. */
export function useAdmitFromLine(slug: string, gathering: Pick<Gathering, 'groupId' | 'id'>) {
  const queryClient = useQueryClient();
  const path = `/events/${encodeURIComponent(slug)}/attendee/groups/${encodeURIComponent(gathering.groupId)}/gatherings/${encodeURIComponent(gathering.id)}/waitlist`;
  return useMutation({
    mutationFn: (userId: string) => api.post(`${path}/${encodeURIComponent(userId)}/admit`, undefined, { schema: GatheringSchema }),
    onSuccess: async (after) => {
      queryClient.setQueryData(gatheringQueryKey(slug, after.id), after);
      await Promise.all([queryClient.invalidateQueries({ queryKey: gatheringsKey(slug) }), queryClient.invalidateQueries({ queryKey: gatheringAttendeesKey(slug, after.id) })]);
    },
    onError: (error) => notifyError(errorText(error)),
  });
}
