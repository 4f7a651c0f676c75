import { useMutation } from '@tanstack/react-query';
import { OkResponse, type EmailInput } from '@mingle/contracts';
import { api } from '@/lib/api';

/** POST /auth/resend-code: mails a fresh sign-up code (same answer whether the email exists or not). */
export function resendCode(input: EmailInput) {
  return api.post('/auth/resend-code', input, { schema: OkResponse });
}

export function useResendCode() {
  return useMutation({ mutationFn: resendCode });
}
