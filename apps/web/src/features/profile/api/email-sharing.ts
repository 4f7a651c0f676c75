import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { EmailSharingSchema } from '@mingle/contracts';
import { api } from '@/lib/api';

const path = (slug: string) => `/events/${encodeURIComponent(slug)}/email-sharing`;
const emailSharingKey = (slug: string) => ['event', slug, 'email-sharing'] as const;

/** GET /events/{slug}/email-sharing: whether this event's organisers may see my e-mail address. */
export const emailSharingQueryOptions = (slug: string) => queryOptions({ queryKey: emailSharingKey(slug), queryFn: ({ signal }) => api.get(path(slug), { schema: EmailSharingSchema, signal }) });

/** PUT /events/{slug}/email-sharing: saved as soon as it is switched. */
export function useSetEmailSharing(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shared: boolean) => api.put(path(slug), { shared }, { schema: EmailSharingSchema }),
    onSuccess: (saved) => queryClient.setQueryData(emailSharingKey(slug), saved),
  });
}
