import { useMutation } from '@tanstack/react-query';
import type { RequestInput } from '@stagepass/contract/registry';
import { rpc } from '../../../lib/rpc';
import { useSessionStore } from '../../../store/session-store';

/**
 * spec 000 §2.13 / spec 001 §7: update_profile_image (media_type, image, portfolio). The answer is the
 * member as stored, so the new avatar shows at once in the top bar (it reads the session user).
 */
export function useUpdateProfileImage() {
  return useMutation({
    mutationKey: ['update_profile_image'],
    mutationFn: (input: RequestInput<'update_profile_image'>) => rpc('update_profile_image', input),
    onSuccess: ({ user }) => useSessionStore.getState().updateUser(user),
  });
}
