import { useMutation } from '@tanstack/react-query';
import type { RequestInput } from '@stagepass/contract/registry';
import { rpc } from '../../../lib/rpc';

/**
 * spec 000 §7: one submission per form id. spec 000 §4 / §8: 'Launch form post failure: logged only,
 * sending flag resets' — so the query client's error toast is switched off (meta.silent) and the
 * error goes to the console only.
 */
export function useSubmitMarketingForm() {
  return useMutation({
    mutationKey: ['submit_marketing_form'],
    mutationFn: (input: RequestInput<'submit_marketing_form'>) => rpc('submit_marketing_form', input),
    meta: { silent: true },
    onError: (error) => console.error('submit_marketing_form failed', error),
  });
}
