import { useMutation } from '@tanstack/react-query';
import { api, okSchema } from '@/lib/api';

/** POST /auth/logout (bearer): revokes the session on the server. */
export function logout() {
  return api.post('/auth/logout', undefined, { schema: okSchema });
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
