import { PROFILE_SECTIONS } from '@stagepass/domain/profiles';
import { ProfileSection } from '../../profiles/components/profile-section';
import { OwnerPosts } from './owner-posts';

/** The posts section of the talent and business profile pages (spec 001 §2): their posts, Create Post for the owner. */
export function ProfilePosts({
  ownerId,
  title = PROFILE_SECTIONS.posts,
  empty,
}: {
  ownerId: number;
  title?: string;
  empty?: string;
}) {
  return (
    <ProfileSection id="posts" title={title}>
      <OwnerPosts ownerId={ownerId} {...(empty ? { empty } : {})} />
    </ProfileSection>
  );
}
