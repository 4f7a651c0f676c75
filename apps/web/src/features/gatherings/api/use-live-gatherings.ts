import { useQueryClient } from '@tanstack/react-query';
import { useChannel } from '@/lib/realtime';
import { gatheringsKey } from './get-event-gatherings';

/**
 * Going/interested counts as people mark them: a gathering change on the group's channel refetches
 * the gatherings on screen (the answer carries this person's own status, the live message does not).
 */
export function useLiveGatherings(slug: string, groupId: string | undefined) {
  const queryClient = useQueryClient();
  useChannel(
    groupId ? { kind: 'group', event: slug, groupId } : null,
    {
      // A change between loading the screen and subscribing is not missed: every subscription refetches.
      onResync: () => void queryClient.invalidateQueries({ queryKey: gatheringsKey(slug) }),
      onChange: (change) => {
        if (change.event === 'gathering.changed') void queryClient.invalidateQueries({ queryKey: gatheringsKey(slug) });
      },
    },
  );
}
