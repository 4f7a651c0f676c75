import { useQueryClient } from '@tanstack/react-query';
import type { Gathering, LiveChange } from '@mingle/contracts';
import { useEventChannel } from '@/features/events';
import { patchCached, refetchAfterChange } from '@/lib/live-cache';
import { useChannel } from '@/lib/realtime';
import { gatheringsKey } from './get-event-gatherings';

type GatheringChange = Extract<LiveChange, { event: 'gathering.changed' }>;

/** A gathering as the change says it is now; this person's own answer and rights stay as they were. */
export const withChange = (gathering: Gathering, change: GatheringChange): Gathering => ({
  ...gathering,
  ...change.gathering,
  goingCount: change.goingCount,
  interestedCount: change.interestedCount,
  waitlistCount: change.waitlistCount ?? gathering.waitlistCount,
});

/**
 * Going/interested counts as people mark them, on one group's channel or, for the event-wide
 * list, the event's. The counts go straight into every cached copy of the gathering; only a
 * gathering not on screen yet (just created), or one deleted, makes the lists refetch.
 */
export function useLiveGatherings(slug: string, groupId: string | undefined) {
  const queryClient = useQueryClient();
  const channel = useEventChannel(slug, groupId);
  const refetch = () => void refetchAfterChange(queryClient, gatheringsKey(slug));
  useChannel(channel, {
    // A change between loading the screen and subscribing is not missed: every subscription refetches.
    onResync: refetch,
    onChange: (change) => {
      // Deleted: gone from every list (and an open page of it finds it gone).
      if (change.event === 'gathering.removed') return refetch();
      if (change.event !== 'gathering.changed') return;
      // With places, anyone's answer may move this person along the line or give them a place: read again.
      if (change.gathering?.capacity != null || change.waitlistCount) return refetch();
      if (!patchCached<Gathering>(queryClient, gatheringsKey(slug), change.gatheringId, (g) => withChange(g, change))) refetch();
    },
  });
}
