import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { useState } from 'react';
import { outbox, useOutboxItems, type OutboxRequest } from './outbox';

interface QueuedChangeOptions<TVars, TResult> extends Pick<UseMutationOptions<TResult, Error, TVars>, 'onSuccess'> {
  /** The request the change makes: kept in the outbox until the server answers (decision 026). */
  request: (vars: TVars) => OutboxRequest;
  /** The answer, checked against its contract schema. */
  parse: (raw: unknown) => TResult;
}

/**
 * A change that is never lost to a dropped network: it goes through the outbox (kept across a
 * reload, sent in order, once, by its Idempotency-Key). The result reads like useMutation's, with
 * `isPaused` true while this change waits for the network, so <WaitingForNetwork> shows.
 */
export function useQueuedChange<TVars, TResult>({ request, parse, onSuccess }: QueuedChangeOptions<TVars, TResult>) {
  const [key, setKey] = useState<string | null>(null);
  const items = useOutboxItems();
  const mutation = useMutation<TResult, Error, TVars>({
    // The outbox does the waiting: the mutation itself runs offline too, to put the change there.
    networkMode: 'always',
    mutationFn: async (vars) => {
      const queued = outbox().add(request(vars));
      setKey(queued.key);
      return parse(await queued.done);
    },
    onSuccess,
  });
  const item = key ? items.find((i) => i.key === key) : undefined;
  return { ...mutation, isPaused: mutation.isPending && item?.state === 'waiting' };
}
