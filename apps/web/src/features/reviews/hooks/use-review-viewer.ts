import { actsAsCreator } from '@stagepass/domain/accounts';
import type { ReviewViewer } from '@stagepass/domain/reviews';
import { useSessionStore } from '../../../store/session-store';

/**
 * spec 001 §6: review cards link by the viewer's role. Fan mode, a fan, an agency and a logged-out visitor read as
 * 'user'; an agency acting as its talent client as the talent.
 */
export function useReviewViewer(): { viewer: ReviewViewer; viewerId: number | null } {
  const user = useSessionStore((s) => s.user);
  const fanMode = useSessionStore((s) => s.fanMode);
  if (!user?.email) return { viewer: 'user', viewerId: null };
  if (fanMode) return { viewer: 'user', viewerId: user.user_id };
  if (actsAsCreator(user)) return { viewer: 'specialist', viewerId: user.user_id };
  if (user.is_business) return { viewer: 'business', viewerId: user.user_id };
  return { viewer: 'user', viewerId: user.user_id };
}
