import { Group, Skeleton, Stack, Text } from '@mantine/core';
import { ratingDisplay } from '@stagepass/domain/counts';
import { NO_REVIEWS, PROFILE_SECTIONS } from '@stagepass/domain/profiles';
import { type MemberKind } from '@stagepass/domain/reviews';
import { useRequest } from '../../../lib/use-request';
import { ProfileSection } from '../../profiles/components/profile-section';
import { useReviewViewer } from '../hooks/use-review-viewer';
import { ReviewCard, fromObject } from './review-card';

/**
 * The Reviews section of a talent or business profile (spec 001 §2): the rating ('NA' with no reviews, §9), then each
 * review on a review card, newest first. Cards link by the viewer's role, never back to this profile.
 */
export function ProfileReviews({
  member,
  title = PROFILE_SECTIONS.reviews,
  empty = NO_REVIEWS,
}: {
  member: { id: number; name: string; photo: string | null; kind: MemberKind };
  title?: string;
  empty?: string;
}) {
  const query = useRequest('get_reviews_for_id', { id: member.id }, { retry: false, meta: { silent: true } });
  const { viewer, viewerId } = useReviewViewer();
  const reviews = query.data?.reviews ?? [];
  const exclude = viewerId ? [member.id, viewerId] : [member.id];
  return (
    <ProfileSection id="reviews" title={title} empty={!query.isPending && reviews.length === 0 && empty}>
      {query.isPending ? (
        <Skeleton h={96} radius="md" aria-label="Loading the reviews" />
      ) : (
        <Stack gap="sm">
          <Group gap="xs" data-testid="profile-rating">
            <Text fw={700} size="lg">
              {ratingDisplay(query.data?.rating.average ?? null, query.data?.rating.count ?? 0)}
            </Text>
            <Text c="dimmed" size="sm">
              {`${query.data?.rating.count ?? 0} ${query.data?.rating.count === 1 ? 'review' : 'reviews'}`}
            </Text>
          </Group>
          {reviews.map((r) => (
            <ReviewCard
              key={r.id}
              reviews={[fromObject(r, member)]}
              viewer={viewer}
              exclude={exclude}
              showSubject={false}
            />
          ))}
        </Stack>
      )}
    </ProfileSection>
  );
}
