import { queryOptions, useQuery } from '@tanstack/react-query';
import { MeResponse } from '@mingle/contracts';
import { api } from '@/lib/api';

/** GET /auth/me (bearer): who is signed in, and their membership. */
export function getMe(signal?: AbortSignal) {
  return api.get('/auth/me', { schema: MeResponse, signal });
}

export const meQueryOptions = () => queryOptions({ queryKey: ['auth', 'me'], queryFn: ({ signal }) => getMe(signal) });

export function useMe() {
  return useQuery(meQueryOptions());
}
