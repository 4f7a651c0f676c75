import { CodeSignInResponse } from '@mingle/contracts';
import { api } from '@/lib/api';

/** GET /auth/callback?email=&code=(&join=) (no bearer): the sign-up mail's link; verifies, signs in (and joins). */
export function signInCallback(query: { email: string; code: string; join?: string }, signal?: AbortSignal) {
  return api.get('/auth/callback', { query, schema: CodeSignInResponse, signal });
}
