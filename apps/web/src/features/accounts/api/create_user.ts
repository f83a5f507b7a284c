import { useMutation } from '@tanstack/react-query';
import type { RequestInput } from '@stagepass/contract/registry';
import { rpc } from '../../../lib/rpc';

/** spec 000 §7: create_user with userData; the caller stores the session it answers with. */
export function useCreateUser() {
  return useMutation({
    mutationKey: ['create_user'],
    mutationFn: (input: RequestInput<'create_user'>) => rpc('create_user', input),
  });
}
