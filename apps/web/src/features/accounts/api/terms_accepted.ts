import { useMutation } from '@tanstack/react-query';
import { rpc } from '../../../lib/rpc';

/**
 * spec 000 §4: Agree in the Terms modal records acceptance. The login waiting behind the modal is
 * not stored yet, so its session is passed in.
 */
export function useTermsAccepted() {
  return useMutation({
    mutationKey: ['terms_accepted'],
    mutationFn: ({ session }: { session: string }) => rpc('terms_accepted', {}, { session }),
  });
}
