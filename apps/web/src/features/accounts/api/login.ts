import { useMutation } from '@tanstack/react-query';
import type { RequestInput } from '@stagepass/contract/registry';
import { rpc } from '../../../lib/rpc';
import { useSessionStore } from '../../../store/session-store';

/**
 * spec 000 §4/§7: sign in with email and password; the session and user are stored on success.
 * A failure's server message is shown as a red toast by the query client (app/query-client.ts).
 */
export function useLogin() {
  return useMutation({
    mutationKey: ['login'],
    mutationFn: (input: RequestInput<'login'>) => rpc('login', input),
    onSuccess: ({ session, user }) => {
      useSessionStore.getState().signIn({ session, user });
    },
  });
}
