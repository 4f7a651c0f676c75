import { useMutation } from '@tanstack/react-query';
import { OkResponse, type VerifyInput } from '@mingle/contracts';
import { api } from '@/lib/api';

/** POST /auth/verify: confirms the email with the mailed code. */
export function verifyAccount(input: VerifyInput) {
  return api.post('/auth/verify', input, { schema: OkResponse });
}

export function useVerifyAccount() {
  return useMutation({ mutationFn: verifyAccount });
}
