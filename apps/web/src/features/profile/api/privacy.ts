import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { PrivacySettingsSchema, type PrivacySettings } from '@mingle/contracts';
import { api } from '@/lib/api';

const path = (slug: string) => `/events/${encodeURIComponent(slug)}/profile/privacy`;
const privacyKey = (slug: string) => ['event', slug, 'profile', 'privacy'] as const;

/** GET /events/{slug}/profile/privacy: who sees each field of my profile, and whether I'm in the directory. */
export const privacyQueryOptions = (slug: string) => queryOptions({ queryKey: privacyKey(slug), queryFn: ({ signal }) => api.get(path(slug), { schema: PrivacySettingsSchema, signal }) });

export function useSavePrivacy(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: PrivacySettings) => api.put(path(slug), settings, { schema: PrivacySettingsSchema }),
    onSuccess: (saved) => {
      queryClient.setQueryData(privacyKey(slug), saved);
      // Other people's views of me changed; mine of them did not. The directory shows me either way.
      return queryClient.invalidateQueries({ queryKey: ['event', slug, 'attendees'] });
    },
  });
}
