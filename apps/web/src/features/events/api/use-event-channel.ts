import { useQuery } from '@tanstack/react-query';
import type { Channel } from '@mingle/contracts';
import { publicEventQueryOptions } from './get-public-event';

/**
 * The live channel a list listens on: one group's (its board, counts and gatherings), or without
 * a group the whole event's, which names the event by id (null until the event is loaded).
 */
export function useEventChannel(slug: string, groupId?: string): Channel | null {
  const { data: event } = useQuery({ ...publicEventQueryOptions(slug), enabled: !groupId });
  if (groupId) return { kind: 'group', event: slug, groupId };
  return event ? { kind: 'event', event: event.id } : null;
}
