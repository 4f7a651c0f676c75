import { LoginResponse } from '@mingle/contracts';
import { api } from '@/lib/api';

/** GET /auth/callback?email=&code= (no bearer): the sign-up mail's link; verifies and signs in. */
export function signInCallback(query: { email: string; code: string }, signal?: AbortSignal) {
  return api.get('/auth/callback', { query, schema: LoginResponse, signal });
}
