import { OkResponse, type DeleteAccountInput } from '@mingle/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** DELETE /me with the current password: the whole account, for good (decision 020). */
export function deleteAccount(input: DeleteAccountInput) {
  return api.delete('/me', { body: input, schema: OkResponse });
}

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
