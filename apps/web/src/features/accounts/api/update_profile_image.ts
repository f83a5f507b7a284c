import { useRequestMutation } from '../../../lib/use-request';
import { useSessionStore } from '../../../store/session-store';

/**
 * spec 000 §2.13 / spec 001 §7: update_profile_image (media_type, image, portfolio). The answer is the
 * member as stored, so the new avatar shows at once in the top bar (it reads the session user).
 */
export function useUpdateProfileImage() {
  return useRequestMutation('update_profile_image', {
    onSuccess: ({ user }) => useSessionStore.getState().updateUser(user),
  });
}
