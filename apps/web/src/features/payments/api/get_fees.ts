import { useRequest } from '../../../lib/use-request';

/**
 * spec 001 §3 / §9: the product's and the card processor's fees. 'Values come from the server',
 * so every screen that shows or applies a fee reads them here. They change only with the
 * server's configuration, so one fetch per visit is enough.
 */
export function useFees() {
  return useRequest('get_fees', {}, { staleTime: 60 * 60 * 1000 });
}
