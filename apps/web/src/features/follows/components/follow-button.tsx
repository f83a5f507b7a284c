import { Button, VisuallyHidden } from '@mantine/core';
import type { ButtonProps } from '@mantine/core';
import { FOLLOW, FOLLOWING, type FollowedType } from '@stagepass/domain/follows';
import { useCurrentUser } from '../../accounts/hooks/use-session';
import { useFollowCelebrity } from '../api/follow_celebrity';
import { useFollowing } from '../api/user_query_following';

export interface FollowButtonProps extends Pick<ButtonProps, 'size'> {
  /** The member to follow: a talent (SPECIALIST) or a business (BUSINESS). */
  memberId: number;
  followedType: FollowedType;
  /** Their name, for the button's accessible name ('Follow Bayside Venue'). */
  name: string;
}

/**
 * spec 001 §1, §7 follow_celebrity: Follow / Following for a talent or business. Logged-in members only, and not on
 * one's own name; the press shows at once and goes back if the server refuses.
 */
export function FollowButton({ memberId, followedType, name, size = 'xs' }: FollowButtonProps) {
  const user = useCurrentUser();
  const following = useFollowing();
  const toggle = useFollowCelebrity(name);
  if (!user?.email || user.user_id === memberId) return null;
  const on = following.data?.following.some((f) => f.id === memberId) ?? false;
  return (
    <Button
      size={size}
      radius="xl"
      variant={on ? 'light' : 'filled'}
      aria-pressed={on}
      disabled={!following.data}
      onClick={() =>
        toggle.mutate({ followed_id: memberId, followed_type: followedType, req_type: on ? 'unfollow' : 'follow' })
      }
    >
      {on ? FOLLOWING : FOLLOW}
      <VisuallyHidden> {name}</VisuallyHidden>
    </Button>
  );
}
