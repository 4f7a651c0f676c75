import { ErrorName } from '@mingle/contracts';
import type { MutationOptions } from '@tanstack/react-query';
import { ApiError } from './api';

/**
 * A request that got no answer at all (no network, or the server out of reach), as opposed to an
 * answer that said no. The API client makes these up itself, with the fetch failure as the cause.
 */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof ApiError && error.name === ErrorName.ServiceUnavailable && error.cause !== undefined;
}

/** The wait before trying again after no answer: 1 s, 2 s, 4 s... at most 10 s. */
const retryDelay = (failures: number) => Math.min(1000 * 2 ** failures, 10_000);

/**
 * Options for a mutation that waits out a lost connection instead of failing (spread them into
 * `useMutation`). With TanStack Query's `networkMode: 'online'`, a mutation started while the
 * browser is offline is paused, and the query client resumes it when the browser says it is back
 * (onlineManager); a request that fails for want of a network is tried again (and, once the
 * browser says it is offline, paused the same way). Any answer from the server ends it as usual.
 * Kept in memory only: changes that must survive a reload go through the outbox (lib/outbox.ts).
 */
export const sendWhenOnline = {
  networkMode: 'online',
  retry: (_failures: number, error: unknown) => isNetworkFailure(error),
  retryDelay,
} as const satisfies Pick<MutationOptions, 'networkMode' | 'retry' | 'retryDelay'>;

/** What `isWaitingForNetwork` reads of a mutation (useMutation's result has all of it). */
export interface NetworkWaitState {
  isPending: boolean;
  isPaused: boolean;
  failureReason: unknown;
}

/**
 * Whether a mutation with `sendWhenOnline` is waiting for the network: paused while offline, or
 * trying again after a request got no answer. Show its choice as pending, with <WaitingForNetwork>.
 */
export function isWaitingForNetwork(m: NetworkWaitState): boolean {
  return m.isPending && (m.isPaused || isNetworkFailure(m.failureReason));
}
