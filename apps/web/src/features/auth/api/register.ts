import { useMutation } from '@tanstack/react-query';
import { RegisterResponse, type RegisterInput } from '@mingle/contracts';
import { api } from '@/lib/api';

/** POST /auth/register: creates the account and mails a 6-digit code. */
export function register(input: RegisterInput) {
  return api.post('/auth/register', input, { schema: RegisterResponse });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
