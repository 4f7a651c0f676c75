import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AvailabilitySchema } from '@mingle/contracts';
import { api } from '@/lib/api';
import { availabilityKey } from './get-availability';
import { eventPath, meetingsKey } from './keys';

/** PUT /events/{event}/availability: the slots I am free (all of them: any left out are not). */
export function useUpdateAvailability(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (free: string[]) => api.put(`${eventPath(slug)}/availability`, { free }, { schema: AvailabilitySchema }),
    onSuccess: async (availability) => {
      queryClient.setQueryData(availabilityKey(slug), availability);
      // The common slots with anyone change with mine.
      await queryClient.invalidateQueries({ queryKey: [...meetingsKey(slug), 'slots'] });
    },
  });
}
