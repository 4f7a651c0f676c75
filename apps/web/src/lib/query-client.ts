import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';

export interface QueryClientHooks {
  /** A 5xx answer (or no answer) shows an error toast with the message. */
  onServerError: (error: ApiError) => void;
}

export function isServerError(error: unknown): error is ApiError {
  return error instanceof ApiError && error.code >= 500;
}

/** 4xx answers are final; only server and network failures are worth another try. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.code < 500) return false;
  return failureCount < 2;
}

export function createQueryClient({ onServerError }: QueryClientHooks): QueryClient {
  const onError = (error: unknown) => {
    if (isServerError(error)) onServerError(error);
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      // offlineFirst: a read is tried even offline, so the service worker can answer it with what it
      // kept (decision 023); only then do retries wait for the network.
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false, networkMode: 'offlineFirst' },
      mutations: { retry: false },
    },
  });
}
