import { queryOptions } from '@tanstack/react-query';
import { MeetingSettingsSchema } from '@mingle/contracts';
import { api } from '@/lib/api';

export const meetingSettingsPath = (eventId: string) => `/company/events/${encodeURIComponent(eventId)}/meeting-settings`;
export const meetingSettingsKey = (eventId: string) => ['meeting-settings', eventId] as const;

/** GET /company/events/{id}/meeting-settings (x-company-id): the meeting hours, slot length and spots. */
export const meetingSettingsQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: meetingSettingsKey(eventId),
    queryFn: ({ signal }) => api.get(meetingSettingsPath(eventId), { schema: MeetingSettingsSchema, signal }),
  });
