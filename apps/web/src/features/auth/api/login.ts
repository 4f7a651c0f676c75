import { useMutation } from '@tanstack/react-query';
import { LoginResponse, type LoginInput } from '@mingle/contracts';
import { api } from '@/lib/api';

/** POST /auth/login (no bearer): answers the access token, the user and their membership. */
export function login(input: LoginInput) {
  return api.post('/auth/login', input, { schema: LoginResponse });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
