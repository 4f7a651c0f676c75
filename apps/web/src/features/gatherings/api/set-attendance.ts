import { useMutation, useQueryClient } from '@tanstack/react-query';
import { GatheringSchema, type ATTENDANCE } from '@mingle/contracts';
import { api } from '@/lib/api';
import { gatheringsKey } from './get-event-gatherings';
import { gatheringQueryKey } from './get-gathering';

export type Attendance = (typeof ATTENDANCE)[number];

/** PUT .../gatherings/{id}/attendance: going, interested, or none to undo. */
export function setAttendance(slug: string, groupId: string, id: string, status: Attendance) {
  return api.put(
    `/events/${encodeURIComponent(slug)}/attendee/groups/${encodeURIComponent(groupId)}/gatherings/${encodeURIComponent(id)}/attendance`,
    { status },
    { schema: GatheringSchema },
  );
}

export function useSetAttendance(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ groupId, id, status }: { groupId: string; id: string; status: Attendance }) => setAttendance(slug, groupId, id, status),
    onSuccess: async (gathering) => {
      queryClient.setQueryData(gatheringQueryKey(slug, gathering.id), gathering);
      await queryClient.invalidateQueries({ queryKey: gatheringsKey(slug) });
    },
  });
}
