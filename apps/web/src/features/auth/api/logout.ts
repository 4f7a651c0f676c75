import { useMutation } from '@tanstack/react-query';
import { OkResponse } from '@mingle/contracts';
import { api } from '@/lib/api';

/** POST /auth/logout (bearer): revokes the session on the server. */
export function logout() {
  return api.post('/auth/logout', undefined, { schema: OkResponse });
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
