import { Button, Container } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { MEMBER_NOT_FOUND, SHARE_USER_TITLE, VIEW_PROFILE, sharedUserProfilePath } from '@stagepass/domain/profiles';
import { useRequest } from '../../../lib/use-request';
import { parseId } from '../../events/lib/event-links';
import { ProfileHeader } from '../components/profile-header';
import { ProfileNotFound, ProfileSkeleton } from '../components/profile-states';

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

  let body;
  if (id === null || query.isError) {
    body = <ProfileNotFound title={MEMBER_NOT_FOUND} error={query.error} />;
  } else if (query.isPending) {
    body = <ProfileSkeleton label="Loading the profile" />;
  } else {
    const u = query.data.user;
    body = (
      <ProfileHeader
        memberId={u.user_id}
        name={u.name}
        username={u.username}
        photo={u.photo}
        networkFollowers={[{ network: 'Stagepass', count: u.followers }]}
        share={{
          title: SHARE_USER_TITLE,
          url: new URL(sharedUserProfilePath(u.user_id), window.location.origin).toString(),
        }}
      >
        {u.profile_path && (
          <Button component={Link} to={u.profile_path} variant="light" w="fit-content">
            {VIEW_PROFILE}
          </Button>
        )}
      </ProfileHeader>
    );
  }

  return (
    <Container size="lg" py="md">
      {body}
    </Container>
  );
}
