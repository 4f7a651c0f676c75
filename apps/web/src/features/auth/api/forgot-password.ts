import { useMutation } from '@tanstack/react-query';
import { OkResponse, type EmailInput } from '@mingle/contracts';
import { api } from '@/lib/api';

/** POST /auth/forgot-password: mails a reset code. */
export function forgotPassword(input: EmailInput) {
  return api.post('/auth/forgot-password', input, { schema: OkResponse });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
