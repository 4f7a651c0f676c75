import { useMutation, useQueryClient } from '@tanstack/react-query';
import { GatheringSchema, type ATTENDANCE } from '@mingle/contracts';
import { api } from '@/lib/api';
import { sendWhenOnline } from '@/lib/send-when-online';
import { gatheringsKey } from './get-event-gatherings';
import { gatheringAttendeesKey } from './get-gathering-attendees';
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

/** Offline, the answer waits and is sent once the connection is back (lib/send-when-online). */
export function useSetAttendance(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    ...sendWhenOnline,
    mutationFn: ({ groupId, id, status }: { groupId: string; id: string; status: Attendance }) => setAttendance(slug, groupId, id, status),
    onSuccess: async (gathering) => {
      queryClient.setQueryData(gatheringQueryKey(slug, gathering.id), gathering);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: gatheringsKey(slug) }),
        queryClient.invalidateQueries({ queryKey: gatheringAttendeesKey(slug, gathering.id) }),
      ]);
    },
  });
}
