import { useMutation } from '@tanstack/react-query';
import { OkResponse, type ResetPasswordInput } from '@mingle/contracts';
import { api } from '@/lib/api';

/** POST /auth/reset-password: sets the new password with the reset token. */
export function resetPassword(input: ResetPasswordInput) {
  return api.post('/auth/reset-password', input, { schema: OkResponse });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
