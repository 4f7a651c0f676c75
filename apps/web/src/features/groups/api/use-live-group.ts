import { useQueryClient } from '@tanstack/react-query';
import { useChannel } from '@/lib/realtime';
import { groupsKey } from './get-groups';

/** Member counts, "Full" and deactivation as they happen: the group's changes refetch its screen and lists. */
export function useLiveGroup(slug: string, groupId: string) {
  const queryClient = useQueryClient();
  useChannel(
    { kind: 'group', event: slug, groupId },
    {
      // A change between loading the screen and subscribing is not missed: every subscription refetches.
      onResync: () => void queryClient.invalidateQueries({ queryKey: groupsKey(slug) }),
      onChange: (change) => {
        if (change.event === 'group.changed' || change.event === 'group.deactivated') {
          void queryClient.invalidateQueries({ queryKey: groupsKey(slug) });
        }
      },
    },
  );
}
