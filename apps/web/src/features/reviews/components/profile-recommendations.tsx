import { Button, Skeleton, Stack } from '@mantine/core';
import { useState } from 'react';
import { NO_RECOMMENDATIONS, PROFILE_SECTIONS } from '@stagepass/domain/profiles';
import { REQUEST_RECOMMENDATION } from '@stagepass/domain/reviews';
import { EmptyState } from '../../../components/ui/empty-state';
import { useRequest } from '../../../lib/use-request';
import { ProfileSection } from '../../profiles/components/profile-section';
import { useReviewViewer } from '../hooks/use-review-viewer';
import { REVIEWS_EMPTY_TEXTS as T } from '../reviews-texts';
import { RecommendationCard } from './recommendation-card';
import { RequestRecommendationDialog } from './request-recommendation-dialog';

/**
 * The Recommendations section of a talent's profile (spec 001 §2, §7 get_recs_for_id), newest first. The talent
 * themselves (an agency acting as them included) also gets Request a recommendation (request_rec).
 */
export function ProfileRecommendations({
  talentId,
  title = PROFILE_SECTIONS.recommendations,
  empty = NO_RECOMMENDATIONS,
}: {
  talentId: number;
  title?: string;
  empty?: string;
}) {
  const query = useRequest('get_recs_for_id', { for_id: talentId }, { retry: false, meta: { silent: true } });
  const { viewer, viewerId } = useReviewViewer();
  const [asking, setAsking] = useState(false);
  const [nowMs] = useState(() => Date.now());
  const own = viewer === 'specialist' && viewerId === talentId;
  const recs = query.data?.recommendations ?? [];
  const none = !query.isPending && recs.length === 0;
  const ask = () => setAsking(true);
  return (
    <ProfileSection id="recommendations" title={title}>
      <Stack gap="sm">
        {/* Above the recommendations; with none yet the empty state carries it instead. */}
        {own && recs.length > 0 && (
          <Button variant="light" w="fit-content" onClick={ask}>
            {REQUEST_RECOMMENDATION}
          </Button>
        )}
        {query.isPending ? (
          <Skeleton h={80} radius="md" aria-label="Loading the recommendations" />
        ) : none ? (
          <EmptyState
            message={empty}
            description={own ? T.ownRecommendationsHint : undefined}
            action={own && { label: REQUEST_RECOMMENDATION, onClick: ask }}
          />
        ) : (
          recs.map((rec) => <RecommendationCard key={rec.id} rec={rec} nowMs={nowMs} />)
        )}
      </Stack>
      {own && <RequestRecommendationDialog opened={asking} onClose={() => setAsking(false)} />}
    </ProfileSection>
  );
}
