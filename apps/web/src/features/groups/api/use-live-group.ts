import { useQueryClient } from '@tanstack/react-query';
import type { AttendeeGroup } from '@mingle/contracts';
import { useEventChannel } from '@/features/events';
import { patchCached, refetchAfterChange } from '@/lib/live-cache';
import { useChannel } from '@/lib/realtime';
import { groupSuggestionsQueryOptions } from './get-group-suggestions';
import { groupsKey } from './get-groups';

/**
 * Member counts, "Full" and deactivation as they happen, on one group's channel or, for the
 * event's group list, the event's. The numbers go straight into every cached copy of the group;
 * a group not on screen yet (just created) and a deactivation make the lists refetch.
 */
export function useLiveGroup(slug: string, groupId?: string) {
  const queryClient = useQueryClient();
  const channel = useEventChannel(slug, groupId);
  const refetch = () => void refetchAfterChange(queryClient, groupsKey(slug));
  useChannel(channel, {
    // A change between loading the screen and subscribing is not missed: every subscription refetches.
    onResync: refetch,
    onChange: (change) => {
      if (change.event === 'group.deactivated') refetch();
      if (change.event !== 'group.changed') return;
      const { memberCount, targetSize, reservedCount, deactivated } = change.group;
      const patch = (group: AttendeeGroup): AttendeeGroup => ({ ...group, ...change.details, memberCount, targetSize, reservedCount, deactivated });
      // Suggestions hold groups one level down: "Full" there as well, as it happens.
      queryClient.setQueryData(groupSuggestionsQueryOptions(slug).queryKey, (list) =>
        list?.map((s) => (s.group.id === change.group.id ? { ...s, group: { ...s.group, memberCount, targetSize, reservedCount, deactivated } } : s)),
      );
      if (!patchCached(queryClient, groupsKey(slug), change.group.id, patch)) refetch();
    },
  });
}
