import { Button } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { MEMBER_NOT_FOUND, SHARE_USER_TITLE, VIEW_PROFILE, sharedUserProfilePath } from '@stagepass/domain/profiles';
import { useRequest } from '../../../lib/use-request';
import { parseId } from '../../events/lib/event-links';
import { ProfileLayout } from '../components/profile-layout';

/**
 * /dash/shared-user-profile/{userId} (spec 001 §2: the shared member link): the member's public card, with their
 * talent or business profile when they have one.
 */
export function SharedUserProfilePage() {
  const { userId } = useParams();
  const id = parseId(userId);
  const query = useRequest(
    'user_query',
    { user_id: id ?? 0 },
    { enabled: id !== null, retry: false, meta: { silent: true } },
  );

  return (
    <ProfileLayout
      query={id === null ? null : query}
      notFoundTitle={MEMBER_NOT_FOUND}
      header={({ user: u }) => ({
        memberId: u.user_id,
        name: u.name,
        username: u.username,
        photo: u.photo,
        networkFollowers: u.network_followers,
        share: { title: SHARE_USER_TITLE, path: sharedUserProfilePath(u.user_id) },
        children: u.profile_path && (
          <Button component={Link} to={u.profile_path} variant="light" w="fit-content">
            {VIEW_PROFILE}
          </Button>
        ),
      })}
    />
  );
}
