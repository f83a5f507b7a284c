import { Group, Skeleton, Stack, Text } from '@mantine/core';
import { COUNT_NOUNS, countLine, ratingDisplay } from '@stagepass/domain/counts';
import { NO_REVIEWS, PROFILE_SECTIONS } from '@stagepass/domain/profiles';
import { type MemberKind } from '@stagepass/domain/reviews';
import { EmptyState } from '../../../components/ui/empty-state';
import { useRequest } from '../../../lib/use-request';
import { ProfileSection } from '../../profiles/components/profile-section';
import { useReviewViewer } from '../hooks/use-review-viewer';
import { REVIEWS_EMPTY_TEXTS as T } from '../reviews-texts';
import { ReviewCard, fromObject } from './review-card';

/**
 * The Reviews section of a talent or business profile (spec 001 §2): the rating ('NA' with no reviews, §9) and how
 * many, then each review on a review card, newest first (or that there are none yet). Cards link by the viewer's
 * role, never back to this profile.
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
  const rating = query.data?.rating ?? { average: null, count: 0 };
  return (
    <ProfileSection id="reviews" title={title}>
      {query.isPending ? (
        <Skeleton h={96} radius="md" aria-label="Loading the reviews" />
      ) : (
        <Stack gap="sm">
          {/* spec 001 §9: the rating is 'NA' until there is a review; it is shown either way. */}
          <Group gap="xs" data-testid="profile-rating">
            <Text fw={700} size="lg">
              {ratingDisplay(rating.average, rating.count)}
            </Text>
            <Text c="dimmed" size="sm">
              {countLine('plain', rating.count, COUNT_NOUNS.reviews)}
            </Text>
          </Group>
          {/* Nothing to do about one's own reviews but say how they come; a visitor reads only that there are none. */}
          {reviews.length === 0 && (
            <EmptyState message={empty} description={viewerId === member.id ? T.ownReviewsHint : undefined} />
          )}
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
