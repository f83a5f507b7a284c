import { useRequestMutation } from '../../../lib/use-request';

/**
 * update_profile_image with a gallery media_type (spec 001 §7): the profile pages read the gallery from
 * specialist_query and business_query, so both are refetched once an item is placed. Failures are shown by the
 * uploader itself, next to what caused them.
 */
export function useUpdateGallery() {
  return useRequestMutation('update_profile_image', {
    invalidates: ['specialist_query', 'business_query'],
    meta: { silent: true },
  });
}
