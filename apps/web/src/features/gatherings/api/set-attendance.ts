import { useQueryClient } from '@tanstack/react-query';
import { GatheringSchema, type ATTENDANCE } from '@mingle/contracts';
import { api } from '@/lib/api';
import type { OutboxRequest } from '@/lib/outbox';
import { useQueuedChange } from '@/lib/queued-change';
import { gatheringsKey } from './get-event-gatherings';
import { gatheringAttendeesKey } from './get-gathering-attendees';
import { gatheringQueryKey } from './get-gathering';

export type Attendance = (typeof ATTENDANCE)[number];

const attendancePath = (slug: string, groupId: string, id: string) =>
  `/events/${encodeURIComponent(slug)}/attendee/groups/${encodeURIComponent(groupId)}/gatherings/${encodeURIComponent(id)}/attendance`;

/** PUT .../gatherings/{id}/attendance: going, interested, or none to undo. */
export function setAttendance(slug: string, groupId: string, id: string, status: Attendance) {
  return api.put(attendancePath(slug, groupId, id), { status }, { schema: GatheringSchema });
}

/** The answer as the outbox keeps it: sent when the network allows, even after a reload. */
export const setAttendanceRequest = (slug: string, groupId: string, id: string, status: Attendance): OutboxRequest => ({
  method: 'PUT',
  path: attendancePath(slug, groupId, id),
  body: { status },
  invalidate: [gatheringsKey(slug), gatheringQueryKey(slug, id), gatheringAttendeesKey(slug, id)],
});

/** Offline, the answer waits and is sent once the connection is back (lib/outbox). */
export function useSetAttendance(slug: string) {
  const queryClient = useQueryClient();
  return useQueuedChange({
    request: ({ groupId, id, status }: { groupId: string; id: string; status: Attendance }) => setAttendanceRequest(slug, groupId, id, status),
    parse: (raw) => GatheringSchema.parse(raw),
    onSuccess: async (gathering) => {
      queryClient.setQueryData(gatheringQueryKey(slug, gathering.id), gathering);
      await Promise.all([queryClient.invalidateQueries({ queryKey: gatheringsKey(slug) }), queryClient.invalidateQueries({ queryKey: gatheringAttendeesKey(slug, gathering.id) })]);
    },
  });
}
