import { useMutation } from '@tanstack/react-query';
import type { RequestInput } from '@stagepass/contract/registry';
import { rpc } from '../../../lib/rpc';

/** The register page's address lookup (spec 000 §3 location fields; §8: a failed geocode is an empty result). */
export function useGeocodeAddress() {
  return useMutation({
    mutationKey: ['geocode_address'],
    mutationFn: (input: RequestInput<'geocode_address'>) => rpc('geocode_address', input),
  });
}
