import { useQueryClient } from '@tanstack/react-query';
import { useChannel } from '@/lib/realtime';
import { roundsKey } from '../api/rounds-api';

/**
 * The next round arrives live: a `rounds.changed` on the event channel (no names, no tables)
 * refetches my rounds; a reconnect refetches too, in case a round began meanwhile.
 */
export function useRoundsLive(slug: string, eventId: string) {
  const queryClient = useQueryClient();
  const refetch = () => void queryClient.invalidateQueries({ queryKey: roundsKey(slug) });
  useChannel(
    { kind: 'event', event: eventId },
    {
      onResync: refetch,
      onChange: (change) => {
        if (change.event === 'rounds.changed') refetch();
      },
    },
  );
}
