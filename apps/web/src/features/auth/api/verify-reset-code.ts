import { useMutation } from '@tanstack/react-query';
import { ResetVerifyResponse, type ResetVerifyInput } from '@mingle/contracts';
import { api } from '@/lib/api';

/** POST /auth/reset-password/verify: trades the mailed code for a short-lived reset token. */
export function verifyResetCode(input: ResetVerifyInput) {
  return api.post('/auth/reset-password/verify', input, { schema: ResetVerifyResponse });
}

export function useVerifyResetCode() {
  return useMutation({ mutationFn: verifyResetCode });
}
