import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MeetingProposeInput } from '@mingle/contracts';
import { api } from '@/lib/api';
import { meetingPath, meetingsKey } from './keys';

export type MeetingAction = { action: 'accept' | 'decline' | 'cancel' | 'held'; id: string } | { action: 'propose'; id: string; input: MeetingProposeInput };

/** POST .../meetings/{id}/accept|decline|propose|cancel|held: my answer, or what I do with an agreed meeting. */
export function answerMeeting(slug: string, change: MeetingAction) {
  return api.post(`${meetingPath(slug, change.id)}/${change.action}`, change.action === 'propose' ? change.input : undefined);
}

export function useAnswerMeeting(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: MeetingAction) => answerMeeting(slug, change),
    // A refusal (taken meanwhile, closed by them) also means the list is out of date.
    onSettled: () => queryClient.invalidateQueries({ queryKey: meetingsKey(slug) }),
  });
}
