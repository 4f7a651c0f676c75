import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MeetingSettingsSchema, type MeetingSettingsInput } from '@mingle/contracts';
import { api } from '@/lib/api';
import { meetingSettingsKey, meetingSettingsPath } from './get-meeting-settings';

/** PUT /company/events/{id}/meeting-settings: the whole settings; 409 meetingsBooked when it would drop an agreed meeting. */
export function useUpdateMeetingSettings(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MeetingSettingsInput) => api.put(meetingSettingsPath(eventId), input, { schema: MeetingSettingsSchema }),
    onSuccess: (settings) => queryClient.setQueryData(meetingSettingsKey(eventId), settings),
  });
}
