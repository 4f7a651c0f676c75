import { useMutation } from '@tanstack/react-query';
import { VerifyResponse, type VerifyInput } from '@mingle/contracts';
import { api } from '@/lib/api';

/**
 * POST /auth/verify: confirms the email with the mailed code and signs in as a login does; with
 * `join`, the event the sign-up came from is joined too (`joined` in the answer).
 */
export function verifyAccount(input: VerifyInput) {
  return api.post('/auth/verify', input, { schema: VerifyResponse });
}

export function useVerifyAccount() {
  return useMutation({ mutationFn: verifyAccount });
}
